/// An `ObservableObject` a view was given: the view is redrawn when the object changes
/// (`@Published` properties, `objectWillChange.send()`), and `$model.property` is a binding.
///
///     struct Counter: View {
///         @ObservedObject var model: Model
///         var body: some View { Stepper("\(model.count)", value: $model.count) }
///     }
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the object's properties: what `$model` is.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    private let object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    /// The object; reading it in a body observes it.
    public var wrappedValue: ObjectType {
        object.objectWillChange.access()
        return object
    }

    public var projectedValue: Wrapper {
        object.objectWillChange.access()
        return Wrapper(object: object)
    }
}
