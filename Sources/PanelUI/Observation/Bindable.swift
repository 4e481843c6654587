import Observation
import PanelBase

/// Makes bindings to the mutable properties of an `@Observable` object: `$model.name` in
/// a view that declares `@Bindable var model`, or `Bindable(model).name` anywhere (a model
/// read from the environment, a local). SwiftUI declares it in SwiftUI rather than in
/// Observation; Panel declares it here, with SwiftUI's signatures.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The object the bindings read and write.
    public var wrappedValue: Value

    /// What `$model` gives: this wrapper, so `$model.property` is a `Binding`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object: reading and writing go through the
    /// object, so views that read the property (and only those) are redrawn on a write.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    /// `@Bindable var model: Model`, given the object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// `@Bindable var model` given `$other` (another view's `@Bindable`).
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
