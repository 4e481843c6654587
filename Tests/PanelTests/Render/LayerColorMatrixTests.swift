import Testing
@testable import PanelBase

/// Colour matrices in Q16, and two of them made one (`after`).
@Suite struct LayerColorMatrixTests {
    static let identity = LayerColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
    static let invert = LayerColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    @Test func realFactorsAreRoundedToQ16() {
        #expect(Self.identity.entries[0] == LayerColorMatrix.one)
        #expect(Self.invert.entries[4] == LayerColorMatrix.one)
        #expect(LayerColorMatrix([0.5] + Array(repeating: 0, count: 19)).entries[0] == LayerColorMatrix.one / 2)
        // Not a number is no factor at all.
        #expect(LayerColorMatrix([Double.nan] + Array(repeating: 0, count: 19)).entries[0] == 0)
    }

    @Test func invertingTwiceIsTheIdentity() {
        #expect(Self.invert.after(Self.invert) == Self.identity)
        #expect(Self.identity.after(Self.invert) == Self.invert)
    }

    @Test func aScaleAfterAnOffsetScalesTheOffset() {
        let brighten = LayerColorMatrix([1, 0, 0, 0, 0.25, 0, 1, 0, 0, 0.25, 0, 0, 1, 0, 0.25, 0, 0, 0, 1, 0])
        let halve = LayerColorMatrix([0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0])
        let both = halve.after(brighten)
        // (c + 0.25) / 2: a factor of a half, an offset of an eighth.
        #expect(both.entries[0] == LayerColorMatrix.one / 2)
        #expect(both.entries[4] == LayerColorMatrix.one / 8)
    }
}
