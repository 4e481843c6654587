import PanelBase

@_spi(Reflection) import Swift

/// One property wrapper's place in a view type: its stored-property index (the slot its
/// storage is kept under, as reflection numbers it) and its byte offset.
@MainActor
struct DynamicPropertyField {
    let index: Int
    let offset: Int
    let type: any DynamicPropertyInstalling.Type

    /// The property wrappers among a struct type's stored properties, in order; nil for a
    /// type whose fields the runtime cannot list (classes, enums).
    static func fields(of type: Any.Type) -> [DynamicPropertyField]? {
        var fields: [DynamicPropertyField] = []
        var index = 0
        let listed = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            // Told first by descriptor: a runtime search for a conformance that is not
            // there is costly, and most fields are not wrappers.
            if DynamicPropertyKinds.isWrapper(fieldType), let wrapper = fieldType as? any DynamicPropertyInstalling.Type {
                fields.append(DynamicPropertyField(index: index, offset: offset, type: wrapper))
            }
            index += 1
            return true
        }
        return listed ? fields : nil
    }

    /// Installs the wrappers of `value` (of the type the fields were listed for) in `node`.
    static func install(_ fields: [DynamicPropertyField], of value: Any, in node: CompositeNode) {
        func open<V>(_ value: V) {
            withUnsafePointer(to: value) { pointer in
                let bytes = UnsafeRawPointer(pointer)
                for field in fields {
                    field.type.install(storedAt: bytes + field.offset, in: node, slot: field.index)
                }
            }
        }
        _openExistential(value, do: open)
    }
}
