import PanelBase

/// A type as a dictionary key, hashed with one multiplication.
///
/// The graph looks types up at every update (each environment value a node reads, each
/// view's kind, each body's property wrappers), and the standard hasher (SipHash) spends
/// about a hundred instructions on each key. A type's metadata address is unique and fixed
/// for the life of the process, so a multiplicative hash of it spreads well; the
/// dictionary's own seed is mixed in, so each keeps an order of its own. (Types are not
/// chosen by anyone outside the program: nothing can flood a table with collisions.)
struct TypeKey: Hashable {
    private let address: UInt

    @inline(__always) init(_ type: Any.Type) {
        address = UInt(bitPattern: unsafeBitCast(type, to: Int.self))
    }

    @inline(__always) static func == (a: TypeKey, b: TypeKey) -> Bool { a.address == b.address }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }

    /// What dictionaries and sets hash with: the high bits of the product folded into the
    /// low ones, which pick the bucket.
    @inline(__always) func _rawHashValue(seed: Int) -> Int {
        let product = (address ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: product ^ (product >> 29))
    }
}
