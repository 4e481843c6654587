/// An `ObservableObject` an ancestor placed with `.environmentObject(_:)`, found by its
/// class; the view is redrawn when it changes. Reading it where no ancestor placed one
/// stops the program with a message naming the class, as in SwiftUI.
///
///     @EnvironmentObject var settings: Settings
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicPropertyInstalling {
    private let box = EnvironmentBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        object.objectWillChange.access()
        return object
    }

    /// Bindings to the object's properties: `$settings.brightness`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    func install(in node: CompositeNode, slot: Int) {
        box.value = node.environment.object(of: ObjectType.self)
        node.installedEnvironmentBoxes.append(box)
    }
}

extension View {
    /// Places an `ObservableObject` in the environment of this view and its descendants,
    /// where `@EnvironmentObject` finds it by its class.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            write: { $0.setObject(object, of: Object.self) },
            // The same object again changes nothing below.
            identity: KeyedEnvironmentWrite(\EnvironmentValues.[observable: ObservableObjectKey<Object>()],
                                            ObjectIdentifier(object))))
    }
}
