/// A property of an `ObservableObject` whose changes redraw the views observing the
/// object, as SwiftUI's (Combine's) `@Published`:
///
///     final class Model: ObservableObject {
///         @Published var count = 0
///     }
///
/// Reading it in a view body observes the object; setting it stores the value and then
/// sends the object's `objectWillChange` (after the store, unlike Combine, so that a loop
/// woken by a change from another thread reads the new value). There is no `$count`
/// publisher in the object (no Combine); `$model.count` in a view is a binding, through
/// `@ObservedObject`/`@StateObject`/`@EnvironmentObject`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// Only through the enclosing object (a class that is `ObservableObject`).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            object.objectWillChange.access()
            return object[keyPath: storageKeyPath].value
        }
        set {
            object[keyPath: storageKeyPath].value = newValue
            object.objectWillChange.send()
        }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
