/// Whether two values of a plain type (numbers, flags, plain structs of them: no
/// references, closures or strings) have the same bytes; nil for any other type. The same
/// bytes are the same value, told without reflection or casts; different bytes for equal
/// values (a padding byte, −0 against +0) only ever make a caller redo work it could have
/// skipped.
func plainValuesHaveSameBytes<Value>(_ a: Value, _ b: Value) -> Bool? {
    guard _isPOD(Value.self) else { return nil }
    return withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}
