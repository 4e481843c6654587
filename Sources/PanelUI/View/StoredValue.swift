import PanelBase

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
