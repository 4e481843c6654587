import Testing
@testable import PanelBase

@Suite struct RegionTests {
    let bounds = PixelRect(x: 0, y: 0, width: 100, height: 80)
    let a = PixelRect(x: 1, y: 1, width: 10, height: 10)

    @Test func boundsUnionAndIntersection() {
        let b = PixelRect(x: 50, y: 20, width: 5, height: 7)
        var region = Region(a)
        region.formUnion(Region(b))
        region.formUnion(PixelRect.zero)
        #expect(region.rects == [a, b])
        #expect(region.bounds == PixelRect(x: 1, y: 1, width: 54, height: 26))
        #expect(region.intersection(PixelRect(x: 0, y: 0, width: 52, height: 5)).rects
                == [PixelRect(x: 1, y: 1, width: 10, height: 4)])
        #expect(Region(PixelRect.zero).isEmpty)
        #expect(Region().bounds == .zero)
    }

    @Test func clipsToTheScreenAndDropsRectanglesInsideOthers() {
        let outside = PixelRect(x: 90, y: 70, width: 50, height: 50)
        let inner = PixelRect(x: 2, y: 2, width: 3, height: 3)
        let result = Region([inner, a, outside, .zero]).simplified(within: bounds, limit: 8)
        #expect(Set(result) == [a, PixelRect(x: 90, y: 70, width: 10, height: 10)])
    }

    @Test func tooManyRectanglesAreCoveredByTheTilesTheyTouch() {
        let rects = (0..<6).map { PixelRect(x: $0 * 10, y: $0 * 5, width: 2, height: 2) }
        let result = Region(rects).simplified(within: bounds, limit: 4)
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
        let result = Region(rects).simplified(within: screen, limit: 16)
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
        let result = Region(rects).simplified(within: screen, limit: 16)
        for rect in rects { #expect(covered(rect.intersection(screen), by: result)) }
        #expect(!overlap(result))
        #expect(result.allSatisfy { screen.intersection($0) == $0 && !$0.isEmpty })
    }

    private func covered(_ rect: PixelRect, by region: Region) -> Bool {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where !region.contains(where: { $0.contains(x: x, y: y) }) { return false }
        }
        return true
    }

    private func overlap(_ region: Region) -> Bool {
        for i in region.indices { for j in region.indices where i < j && !region[i].intersection(region[j]).isEmpty { return true } }
        return false
    }

    @Test func mergesOverlappingDamage() {
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10),
                     PixelRect(x: 50, y: 50, width: 1, height: 1)]
        #expect(Region(rects).merged() == [PixelRect(x: 0, y: 0, width: 15, height: 15), PixelRect(x: 50, y: 50, width: 1, height: 1)])
    }

    /// The definition the merge must agree with: merge the first overlapping pair found,
    /// start again, until no two overlap (slow: n³).
    private func mergedBySearch(_ input: [PixelRect], limit: Int) -> [PixelRect] {
        var rects = input
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && !rects[i].intersection(rects[j]).isEmpty {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return rects.count > limit ? [rects.reduce(PixelRect.zero) { $0.union($1) }] : rects
    }

    @Test func mergingAgreesWithTheSearchOnRandomDamage() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<400 {
            let count = 1 + Int(generator.next() % 40)
            let span = 20 + Int(generator.next() % 300)
            let rects = (0..<count).map { _ in
                PixelRect(x: Int(generator.next() % UInt64(span)), y: Int(generator.next() % UInt64(span)),
                          width: 1 + Int(generator.next() % 30), height: 1 + Int(generator.next() % 30))
            }
            for limit in [8, 1000] {
                #expect(Region(rects).merged(limit: limit).rects == mergedBySearch(rects, limit: limit), "round \(round)")
            }
        }
    }

    @Test func mergingManyAgreesWithTheSearch() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<30 {
            let count = Region.mergesBySweepFrom + 1 + Int(generator.next() % 100)
            // Tall columns and wide strips among small rectangles: groups that grow reach
            // others in later rounds.
            let rects = (0..<count).map { _ -> PixelRect in
                let tall = generator.next() % 9 == 0, wide = generator.next() % 9 == 0
                return PixelRect(x: Int(generator.next() % 600), y: Int(generator.next() % 600),
                                 width: wide ? 200 : Int(generator.next() % 25), height: tall ? 200 : Int(generator.next() % 25))
            }
            for limit in [8, 1000] {
                #expect(Region(rects).merged(limit: limit).rects == mergedBySearch(rects, limit: limit), "round \(round)")
            }
        }
    }

    @Test func aGrownRectangleReachesOnesBeforeIt() {
        // The third joins the second, which then reaches the first; the fourth stays apart.
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 20, y: 0, width: 10, height: 10),
                     PixelRect(x: 5, y: 5, width: 20, height: 2), PixelRect(x: 100, y: 100, width: 5, height: 5)]
        #expect(Region(rects).merged() == [PixelRect(x: 0, y: 0, width: 30, height: 10), PixelRect(x: 100, y: 100, width: 5, height: 5)])
    }

    /// A rectangle less another: pieces that do not overlap, cover exactly what is outside.
    @Test(arguments: [PixelRect(x: 3, y: 2, width: 4, height: 4), PixelRect(x: -5, y: -5, width: 8, height: 30),
                      PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 20, y: 20, width: 2, height: 2),
                      PixelRect(x: 5, y: 8, width: 20, height: 1)])
    func subtractingLeavesExactlyWhatIsOutside(cut: PixelRect) {
        let rect = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let parts = rect.subtracting(cut)
        for y in -6..<31 {
            for x in -6..<31 {
                let inParts = parts.filter { $0.intersection(PixelRect(x: x, y: y, width: 1, height: 1)) == PixelRect(x: x, y: y, width: 1, height: 1) }.count
                let outside = rect.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).isEmpty == false
                    && cut.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).isEmpty
                #expect(inParts == (outside ? 1 : 0), "\(x),\(y) less \(cut)")
            }
        }
        #expect(parts.allSatisfy { !$0.isEmpty })
    }
}
