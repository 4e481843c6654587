/// An `ObservableObject` a view makes and keeps for its lifetime, as SwiftUI's: the
/// expression runs once, when the view first appears (not each time its parent's body
/// builds it), and the view is redrawn when the object changes.
///
///     @StateObject private var model = Model()
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicPropertyInstalling {
    private let state: State<StateObjectBox<ObjectType>>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        state = State(wrappedValue: StateObjectBox(make: thunk))
    }

    /// The object; reading it in a body observes it.
    public var wrappedValue: ObjectType {
        let object = state.wrappedValue.object
        object.objectWillChange.access()
        return object
    }

    /// Bindings to the object's properties: `$model.count`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    func install(in node: CompositeNode, slot: Int) { state.install(in: node, slot: slot) }
}

/// The object of a `@StateObject`, made when first read. The view's node keeps the first
/// box; boxes made by later builds of the view are dropped with their unmade objects.
@MainActor
final class StateObjectBox<ObjectType: AnyObject> {
    private var make: (() -> ObjectType)?
    private var made: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make!()
        made = object
        make = nil
        return object
    }
}
