import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct DamageHistoryTests {
    let bounds = PixelRect(x: 0, y: 0, width: 100, height: 80)
    let a = PixelRect(x: 1, y: 1, width: 10, height: 10)
    let b = PixelRect(x: 50, y: 20, width: 5, height: 7)
    let c = PixelRect(x: 30, y: 60, width: 20, height: 4)
    let d = PixelRect(x: 80, y: 0, width: 3, height: 3)

    @Test func aBufferNeverDrawnGetsTheWholeScreen() {
        var history = DamageHistory(bufferCount: 2, bounds: bounds)
        #expect(history.regionToCopy(into: 0, frameDamage: [a]) == [bounds])
        #expect(history.regionToCopy(into: 1, frameDamage: [b]) == [bounds])
    }

    @Test func twoBuffersCatchUpOnTheFrameTheyMissed() {
        var history = DamageHistory(bufferCount: 2, bounds: bounds)
        _ = history.regionToCopy(into: 0, frameDamage: [])
        _ = history.regionToCopy(into: 1, frameDamage: [])
        #expect(history.regionToCopy(into: 0, frameDamage: [a]) == [a])
        #expect(Set(history.regionToCopy(into: 1, frameDamage: [b])) == [a, b])
        #expect(Set(history.regionToCopy(into: 0, frameDamage: [c])) == [b, c])
        #expect(history.missedDamage(of: 1) == [c])
    }

    @Test func threeBuffersCatchUpOnTwoFrames() {
        var history = DamageHistory(bufferCount: 3, bounds: bounds)
        for buffer in 0..<3 { _ = history.regionToCopy(into: buffer, frameDamage: []) }
        _ = history.regionToCopy(into: 0, frameDamage: [a])
        _ = history.regionToCopy(into: 1, frameDamage: [b])
        _ = history.regionToCopy(into: 2, frameDamage: [c])
        #expect(Set(history.regionToCopy(into: 0, frameDamage: [d])) == [b, c, d])
        #expect(Set(history.missedDamage(of: 1)) == [c, d])
    }

    @Test func invalidateAllForcesFullCopies() {
        var history = DamageHistory(bufferCount: 2, bounds: bounds)
        _ = history.regionToCopy(into: 0, frameDamage: [])
        _ = history.regionToCopy(into: 1, frameDamage: [])
        history.invalidateAll()
        #expect(history.regionToCopy(into: 0, frameDamage: [a]) == [bounds])
    }
}

