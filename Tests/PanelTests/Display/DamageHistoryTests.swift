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

    @Test func clipsToTheScreenAndDropsRectanglesInsideOthers() {
        let outside = PixelRect(x: 90, y: 70, width: 50, height: 50)
        let inner = PixelRect(x: 2, y: 2, width: 3, height: 3)
        let result = DamageHistory.simplified([inner, a, outside, .zero], within: bounds, limit: 8)
        #expect(Set(result) == [a, PixelRect(x: 90, y: 70, width: 10, height: 10)])
    }

    @Test func tooManyRectanglesAreCoveredByTheTilesTheyTouch() {
        let rects = (0..<6).map { PixelRect(x: $0 * 10, y: $0 * 5, width: 2, height: 2) }
        let result = DamageHistory.simplified(rects, within: bounds, limit: 4)
        for rect in rects { #expect(covered(rect, by: result), "\(rect) left out of \(result)") }
        #expect(!overlap(result))
        #expect(result.allSatisfy { bounds.intersection($0) == $0 })
    }

    /// A scrolled list's damage: labels on the left, switches on the right, each row.
    @Test func sparseDamageStaysSparse() {
        let screen = PixelRect(x: 0, y: 0, width: 1920, height: 1080)
        var rects: [PixelRect] = []
        for row in 0..<19 {
            rects.append(PixelRect(x: 16, y: row * 56 + 8, width: 180, height: 40))
            rects.append(PixelRect(x: 1840, y: row * 56 + 12, width: 60, height: 32))
            rects.append(PixelRect(x: 0, y: row * 56 + 55, width: 1920, height: 1))
        }
        let result = DamageHistory.simplified(rects, within: screen, limit: 16)
        for rect in rects { #expect(covered(rect, by: result)) }
        #expect(!overlap(result))
        let area = result.reduce(0) { $0 + $1.area }
        #expect(area * 3 < screen.area, "\(area) of \(screen.area) pixels")
        // Rows touching the same columns are one rectangle: five bands a list row (label,
        // label and switch, label, nothing, divider).
        #expect(result.count <= 19 * 5)
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func randomDamageIsCoveredWithoutOverlap(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let screen = PixelRect(x: 0, y: 0, width: 333, height: 217)
        let rects = (0..<40).map { _ in
            PixelRect(x: Int(random.next() % 340) - 5, y: Int(random.next() % 220) - 5,
                      width: Int(random.next() % 90), height: Int(random.next() % 30))
        }
        let result = DamageHistory.simplified(rects, within: screen, limit: 16)
        for rect in rects { #expect(covered(rect.intersection(screen), by: result)) }
        #expect(!overlap(result))
        #expect(result.allSatisfy { screen.intersection($0) == $0 && !$0.isEmpty })
    }

    private func covered(_ rect: PixelRect, by region: [PixelRect]) -> Bool {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where !region.contains(where: { $0.contains(x: x, y: y) }) { return false }
        }
        return true
    }

    private func overlap(_ region: [PixelRect]) -> Bool {
        for i in region.indices { for j in region.indices where i < j && !region[i].intersection(region[j]).isEmpty { return true } }
        return false
    }

    @Test func invalidateAllForcesFullCopies() {
        var history = DamageHistory(bufferCount: 2, bounds: bounds)
        _ = history.regionToCopy(into: 0, frameDamage: [])
        _ = history.regionToCopy(into: 1, frameDamage: [])
        history.invalidateAll()
        #expect(history.regionToCopy(into: 0, frameDamage: [a]) == [bounds])
    }
}

