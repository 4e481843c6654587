import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct UTF8DecoderTests {
    private func decode(_ bytes: [UInt8]) -> [UInt32] {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = UTF8Decoder(buffer)
            var scalars: [UInt32] = []
            while let scalar = decoder.next() { scalars.append(scalar) }
            return scalars
        }
    }

    /// What Swift's own repairing decoder makes of the bytes.
    private func reference(_ bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
    }

    @Test func decodesWellFormedText() {
        let text = "Panel: ümlaut, € sign, 日本語, 🙂 and A"
        #expect(decode(Array(text.utf8)) == text.unicodeScalars.map(\.value))
    }

    @Test func replacesEachMaximalIllFormedSubpart() {
        let r = UTF8Decoder.replacement
        #expect(decode([0x80]) == [r])                         // stray continuation
        #expect(decode([0xC0, 0x80]) == [r, r])                // overlong lead byte
        #expect(decode([0xE0, 0x80, 0x80]) == [r, r, r])       // overlong 3-byte form
        #expect(decode([0xED, 0xA0, 0x80]) == [r, r, r])       // surrogate
        #expect(decode([0xF4, 0x90, 0x80, 0x80]) == [r, r, r, r]) // past U+10FFFF
        #expect(decode([0xE2, 0x82]) == [r])                   // truncated at the end
        #expect(decode([0xE2, 0x82, 0x41]) == [r, 0x41])       // truncated, next byte kept
        #expect(decode([0xFF, 0x41]) == [r, 0x41])
    }

    @Test func matchesSwiftsRepairOnRandomBytes() {
        var random = TextTestRandom(seed: 0x5EED_0001)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...24, using: &random)
            // Bias towards the bytes that make multi-byte sequences interesting.
            let bytes = (0..<count).map { _ -> UInt8 in
                Bool.random(using: &random) ? UInt8.random(in: 0x80...0xFF, using: &random) : UInt8.random(in: 0...0xFF, using: &random)
            }
            #expect(decode(bytes) == reference(bytes), "\(bytes)")
        }
    }
}
