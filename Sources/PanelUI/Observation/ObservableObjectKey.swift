import Observation
import PanelBase

/// Where an `@Observable` object set with `.environment(_:)` is kept in
/// `EnvironmentValues`: one place per class, as SwiftUI keys environment objects by type.
struct ObservableObjectKey<Object: AnyObject>: Hashable, Sendable {}

extension EnvironmentValues {
    /// The object of type `Object` an ancestor set with `.environment(_:)`, if any.
    subscript<Object: AnyObject>(observable key: ObservableObjectKey<Object>) -> Object? {
        get { object(of: Object.self) }
        set { setObject(newValue, of: Object.self) }
    }

    /// The same, for `@Environment(Model.self) var model`: the object must be there (as
    /// in SwiftUI, a missing one stops the program, naming the type).
    subscript<Object: AnyObject>(requiredObservable key: ObservableObjectKey<Object>) -> Object {
        guard let object = object(of: Object.self) else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension View {
    /// Places an `@Observable` object in the environment of this view and its
    /// descendants, where `@Environment(Model.self)` finds it by its type. Views that read
    /// its properties are redrawn when those change, as for any observed object.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            write: { $0[observable: ObservableObjectKey<Object>()] = object },
            // The same object again changes nothing below.
            identity: KeyedEnvironmentWrite(\EnvironmentValues.[observable: ObservableObjectKey<Object>()],
                                            object.map(ObjectIdentifier.init))))
    }
}

extension Environment {
    /// `@Environment(Model.self) var model`: the `@Observable` object of that type an
    /// ancestor set with `.environment(_:)`. Reading it when none was set stops the
    /// program with a message naming the type, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObservable: ObservableObjectKey<Value>()])
    }

    /// `@Environment(Model.self) var model: Model?`: the object, or nil when no ancestor
    /// set one.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[observable: ObservableObjectKey<Object>()])
    }
}
