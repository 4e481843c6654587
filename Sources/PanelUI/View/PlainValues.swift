import PanelBase

/// Whether two values of a plain type (numbers, flags, plain structs of them: no
/// references, closures or strings) have the same bytes; nil for any other type. The same
/// bytes are the same value, told without reflection or casts; different bytes for equal
/// values (a padding byte, −0 against +0) only ever make a caller redo work it could have
/// skipped.
func plainValuesHaveSameBytes<Value>(_ a: Value, _ b: Value) -> Bool? {
    guard _isPOD(Value.self) else { return nil }
    return withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}

/// The value of type `Field` stored `offset` bytes into `value`: a view read as the type
/// it was checked to have, or one of its stored properties, with no dynamic cast.
///
/// Deliberately not isolated to the main actor (the readers calling it are): a main-actor
/// closure handed to `withUnsafeBytes` would check at run time that it runs on the main
/// thread, at every read.
@inline(__always)
func storedValue<Value, Field>(_ type: Field.Type, in value: Value, at offset: Int = 0) -> Field {
    withUnsafeBytes(of: value) { ($0.baseAddress! + offset).assumingMemoryBound(to: Field.self).pointee }
}

/// `value` read as a `Wanted` when its type is exactly `Wanted` (a node reading the view
/// type it was made for), else nil: a type comparison, no dynamic cast. A boxed value
/// (`any View`) is opened, so its dynamic type is the one compared.
@inline(__always)
func storedValue<Value, Wanted>(_ value: Value, as _: Wanted.Type) -> Wanted? {
    guard type(of: value) == Wanted.self else { return nil }
    return storedValue(Wanted.self, in: value)
}

/// The kind of a type's runtime metadata (the runtime ABI's `MetadataKind`), read from
/// its first word: how a type is told to be a struct, a tuple, an enum or a function
/// without a cast.
enum MetadataKind {
    static let structure = 0x200, enumeration = 0x201, optional = 0x202, tuple = 0x301, function = 0x302

    package static func of(_ type: Any.Type) -> Int {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    }
}
