/// Decodes UTF-8 bytes into Unicode scalars without ever failing: each maximal ill-formed
/// subpart (a stray continuation byte, a truncated or overlong sequence, a surrogate, a
/// value past U+10FFFF) becomes one U+FFFD, as the Unicode standard recommends and as
/// Swift's own `String(decoding:as:)` repairs. It reads borrowed bytes and allocates nothing.
public struct UTF8Decoder: IteratorProtocol {
    /// U+FFFD REPLACEMENT CHARACTER.
    public static let replacement: UInt32 = 0xFFFD

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Decodes `bytes`, which must stay valid while the decoder is used.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next scalar value, or nil at the end of the bytes.
    public mutating func next() -> UInt32? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        index += 1
        if lead < 0x80 { return UInt32(lead) }

        // The length of the sequence and the allowed range of its second byte, which is
        // where overlong forms, surrogates and values past U+10FFFF are ruled out.
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return UTF8Decoder.replacement // continuation byte, C0, C1, F5...FF
        }

        var scalar = UInt32(lead) & (0x7F >> length)
        for position in 1..<length {
            guard index < bytes.count else { return UTF8Decoder.replacement }
            let byte = bytes[index]
            let inRange = position == 1 ? (byte >= low && byte <= high) : (byte & 0xC0 == 0x80)
            // The offending byte is not consumed: it may start the next sequence.
            guard inRange else { return UTF8Decoder.replacement }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            index += 1
        }
        return scalar
    }
}
