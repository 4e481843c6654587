/// The kind of a type's runtime metadata (the runtime ABI's `MetadataKind`), read from
/// its first word: how a type is told to be a struct, a tuple, an enum or a function
/// without a cast (`metadataKinds`). A Swift class's is 0 without Objective-C interop.
enum MetadataKind {
    static let structure = 0x200, enumeration = 0x201, optional = 0x202, tuple = 0x301, function = 0x302
    static let classInstance = 0

    static func of(_ type: Any.Type) -> Int {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    }
}
