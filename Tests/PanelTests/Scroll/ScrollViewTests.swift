import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
@Suite struct ScrollViewTests {
    private func rowsHost(_ log: ScrollLog, count: Int = 50, showsIndicators: Bool = true) -> ViewHost {
        let host = ViewHost(rootView: ScrollRows(log: log, count: count, showsIndicators: showsIndicators), width: 200, height: 400)
        host.update()
        return host
    }

    @Test func contentStartsAtTheTopAndIsClippedToTheViewport() throws {
        let host = rowsHost(ScrollLog())
        #expect(host.top(ofRow: 0) == .zero)
        #expect(host.top(ofRow: 9) == Fixed(360))
        // Rows far below the viewport are laid out but not drawn.
        #expect(host.top(ofRow: 49) == Fixed(1960))
        let drawn = host.displayList.texts.map(\.string)
        #expect(drawn.contains("Row 9"))
        #expect(!drawn.contains("Row 20"))
        #expect(host.groupEffects.contains { $0.clip == FixedRect(x: 0, y: 0, width: 200, height: 400) })
    }

    @Test func dragMovesTheContentByTheFingersDistancePastTheSlop() throws {
        let host = rowsHost(ScrollLog())
        host.touch(.began, point(100, 300), at: 0)
        host.touch(.moved, point(100, 295), at: 0.01)
        // Within the slop: nothing moves.
        #expect(host.top(ofRow: 0) == .zero)
        host.touch(.moved, point(100, 280), at: 0.02)
        // Past it, the content moves by what the finger moved beyond the slop...
        #expect(host.top(ofRow: 0) == Fixed(-10))
        host.touch(.moved, point(100, 180), at: 0.03)
        // ...and from then on exactly with the finger.
        #expect(host.top(ofRow: 0) == Fixed(-110))
        host.touch(.moved, point(100, 230), at: 0.04)
        #expect(host.top(ofRow: 0) == Fixed(-60))
        // Held still, then lifted: no fling.
        host.touch(.ended, point(100, 230), at: 0.5)
        host.frames(from: 0.5, to: 2)
        #expect(host.top(ofRow: 0) == Fixed(-60))
        #expect(!host.needsUpdate)
    }

    @Test func flingContinuesAfterLiftDeceleratesAndStops() throws {
        let host = rowsHost(ScrollLog())
        let lift = host.drag(from: point(100, 350), dy: -200, steps: 10, interval: 0.01, at: 0)
        let atLift = try #require(host.top(ofRow: 0))
        #expect(atLift == Fixed(-190))
        host.frames(from: lift, to: lift + 0.1)
        let soon = try #require(host.top(ofRow: 0))
        #expect(soon < atLift - Fixed(100))
        #expect(host.needsUpdate)
        host.frames(from: lift + 0.1, to: lift + 1)
        let later = try #require(host.top(ofRow: 0))
        #expect(later < soon)
        host.frames(from: lift + 1, to: lift + 6)
        let end = try #require(host.top(ofRow: 0))
        // It stopped (no more frames asked for), within the content.
        #expect(!host.needsUpdate)
        #expect(end <= later)
        #expect(end >= Fixed(-(50 * 40 - 400)))
        host.frames(from: lift + 6, to: lift + 7)
        #expect(host.top(ofRow: 0) == end)
    }

    @Test func aFlingPastTheEndBouncesBackToTheEdge() throws {
        let host = rowsHost(ScrollLog(), count: 15)
        let lift = host.drag(from: point(100, 350), dy: -300, steps: 6, interval: 0.01, at: 0)
        var farthest = Fixed.zero
        var t = lift
        while t < lift + 3 {
            t += 1.0 / 60
            host.update(at: MonotonicTime(seconds: t))
            farthest = Fixed.min(farthest, host.top(ofRow: 0)!)
        }
        // Past the end (15 rows of 40 in 400: 200 to scroll), then back to it.
        #expect(farthest < Fixed(-200))
        #expect(host.top(ofRow: 0) == Fixed(-200))
        #expect(!host.needsUpdate)
    }

    @Test func aDragPastTheTopStretchesAndSpringsBack() throws {
        let host = rowsHost(ScrollLog())
        let last = host.drag(from: point(100, 50), dy: 200, steps: 10, interval: 0.02, at: 0, lift: false)
        let stretched = try #require(host.top(ofRow: 0))
        // Resistance: the content moves less than the finger (190 past the slop).
        #expect(stretched > Fixed(20))
        #expect(stretched < Fixed(150))
        host.touch(.ended, point(100, 250), at: last + 0.2)
        host.frames(from: last + 0.2, to: last + 0.4)
        let returning = try #require(host.top(ofRow: 0))
        #expect(returning < stretched)
        #expect(returning > .zero)
        host.frames(from: last + 0.4, to: last + 2)
        #expect(host.top(ofRow: 0) == .zero)
        #expect(!host.needsUpdate)
    }

    @Test func aTapWithoutMovementFiresTheButton() throws {
        let log = ScrollLog()
        let host = rowsHost(log)
        host.tap(point(100, 130), at: 0)
        #expect(log.taps == [3])
    }

    @Test func aSmallWobbleWithinTheSlopStillFiresTheButton() throws {
        let log = ScrollLog()
        let host = rowsHost(log)
        host.touch(.began, point(100, 130), at: 0)
        host.touch(.moved, point(104, 135), at: 0.02)
        host.touch(.ended, point(104, 135), at: 0.05)
        #expect(log.taps == [3])
        #expect(host.top(ofRow: 0) == .zero)
    }

    @Test func aDragPastTheSlopCancelsTheButtonUnderTheFinger() throws {
        let log = ScrollLog()
        let host = rowsHost(log)
        // The finger stays on row 3 as the content follows it: only the slop cancels.
        host.drag(from: point(100, 130), dy: -60, steps: 6, interval: 0.02, at: 0, hold: 0.3)
        #expect(log.taps == [])
        #expect(host.top(ofRow: 0) == Fixed(-50))
        // Later taps still work (on row 4, now where row 3 was... moved by 50).
        host.tap(point(100, 130), at: 1)
        #expect(log.taps == [4])
    }

    @Test func aTouchOnAFlingStopsItWithoutPressingAButton() throws {
        let log = ScrollLog()
        let host = rowsHost(log)
        let lift = host.drag(from: point(100, 350), dy: -200, steps: 10, interval: 0.01, at: 0)
        host.frames(from: lift, to: lift + 0.2)
        host.tap(point(100, 200), at: lift + 0.2)
        let stopped = host.top(ofRow: 0)
        host.frames(from: lift + 0.3, to: lift + 2)
        #expect(host.top(ofRow: 0) == stopped)
        #expect(log.taps == [])
    }

    @Test func scrollDisabledLeavesTheContentWhereItIs() throws {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log).scrollDisabled(true), width: 200, height: 400)
        host.update()
        host.drag(from: point(100, 350), dy: -200, steps: 10, interval: 0.01, at: 0)
        host.frames(from: 0.1, to: 1)
        #expect(host.top(ofRow: 0) == .zero)
        // Buttons still take taps.
        host.tap(point(100, 50), at: 2)
        #expect(log.taps == [1])
    }

    @Test func contentIsOfferedNoLengthAlongTheScrolledAxis() throws {
        struct Scene: View {
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        // A shape takes its ideal 10 px (offered nothing), not the 300 px around it.
                        Color.red
                        Text("wide").frame(maxWidth: .infinity)
                    }
                    .frame(height: 300)
                    ScrollView(.horizontal) {
                        Color.blue
                        Color.green.frame(width: 50)
                    }
                    .frame(height: 100)
                }
            }
        }
        let host = ViewHost(rootView: Scene(), width: 200, height: 400)
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 0, y: 0, width: 200, height: 10))
        // Horizontal: the views stand in a row, each its ideal width, as tall as offered.
        #expect(host.fill(of: .blue) == FixedRect(x: 0, y: 300, width: 10, height: 100))
        #expect(host.fill(of: .green)?.minX == Fixed(18))
    }

    @Test func horizontalScrollViewsFollowHorizontalDragsOnly() throws {
        struct Scene: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<20) { index in Text("Col \(index)").frame(width: 50, height: 100).id(index) }
                    }
                }
            }
        }
        let host = ViewHost(rootView: Scene(), width: 200, height: 100)
        host.update()
        #expect(host.frame(ofID: 0)?.minX == .zero)
        host.drag(from: point(100, 50), dy: -80, steps: 4, interval: 0.02, at: 0, hold: 0.3)
        host.frames(from: 0.5, to: 1)
        #expect(host.frame(ofID: 0)?.minX == .zero)
        host.drag(from: point(150, 50), dx: -90, dy: 0, steps: 9, interval: 0.02, at: 2, hold: 0.3)
        #expect(host.frame(ofID: 0)?.minX == Fixed(-80))
        #expect(!host.needsUpdate || host.isAnimating == false)
    }

    @Test func bothAxesScrollTogether() throws {
        struct Scene: View {
            var body: some View {
                ScrollView([.horizontal, .vertical]) {
                    Color.red.frame(width: 1000, height: 1000)
                }
            }
        }
        let host = ViewHost(rootView: Scene(), width: 200, height: 200)
        host.update()
        host.drag(from: point(150, 150), dx: -60, dy: -80, steps: 10, interval: 0.02, at: 0, hold: 0.3)
        let red = try #require(host.fill(of: .red))
        // The slop (10) comes off the drag's direction: 6 across, 8 down.
        #expect(red.minX == Fixed(-54))
        #expect(red.minY == Fixed(-72))
    }

    @Test func theSameTouchesGiveTheSameFrames() throws {
        func run() -> [DisplayList] {
            let host = rowsHost(ScrollLog())
            var lists: [DisplayList] = []
            host.touch(.began, point(100, 350), at: 0)
            for step in 1...8 {
                host.send(PointerEvent(pointer: 0, phase: .moved, location: point(100, 350 - 23 * step),
                                       timestamp: MonotonicTime(seconds: 0.011 * Double(step))))
                host.update(at: MonotonicTime(seconds: 0.011 * Double(step) + 0.004))
                lists.append(host.displayList)
            }
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point(100, 166), timestamp: MonotonicTime(seconds: 0.1)))
            var t = 0.1
            while host.needsUpdate, t < 10 {
                t += 1.0 / 60
                host.update(at: MonotonicTime(seconds: t))
                lists.append(host.displayList)
            }
            return lists
        }
        let first = run(), second = run()
        #expect(first.count > 30)
        #expect(first == second)
    }

    @Test func contentMovedByTheOffsetIsWhereAFreshLayoutPutsIt() throws {
        let host = rowsHost(ScrollLog())
        let lift = host.drag(from: point(100, 350), dy: -230, steps: 9, interval: 0.01, at: 0)
        host.frames(from: lift, to: lift + 0.3)
        let moved = host.displayList
        var rows: [FixedRect?] = (0..<50).map { host.frame(ofID: $0) }
        // Laid out from scratch at the same offset: the same frames and the same list.
        host.graph.keepsLayoutBetweenUpdates = false
        host.reusesUnchangedEntries = false
        host.graph.needsUpdate = true
        host.update(at: MonotonicTime(seconds: lift + 0.3))
        #expect(host.displayList == moved)
        #expect((0..<50).map { host.frame(ofID: $0) } == rows)
        rows = []
    }

    @Test func afterAScrollATapReachesTheRowNowUnderTheFinger() throws {
        // Row n's button spans y 40n..40n+40 before the scroll; after moving the content up
        // by 230 - 10 (the slop) = 220 pixels, the point y = 130 shows row (130 + 220) / 40 = 8.
        for prunes in [true, false] {
            ViewNode.prunesHitTests = prunes
            defer { ViewNode.prunesHitTests = true }
            let log = ScrollLog()
            let host = rowsHost(log)
            let lift = host.drag(from: point(100, 350), dy: -230, steps: 9, interval: 0.01, at: 0)
            host.frames(from: lift, to: lift + 3)
            let shift = -(host.top(ofRow: 0) ?? .zero)
            #expect(shift > Fixed(200), "the drag did not scroll")
            host.tap(point(100, 130), at: lift + 4)
            let expected = Int(((Fixed(130) + shift) / Fixed(40)).doubleValue)
            #expect(log.taps == [expected], "pruning hit tests: \(prunes)")
        }
    }

    @Test func aHorizontalScrollViewInsideAVerticalOneTakesOnlyHorizontalDrags() throws {
        struct Scene: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<10) { index in Color.red.frame(width: 100, height: 100).id(100 + index) }
                            }
                        }
                        .frame(height: 100)
                        ForEach(0..<20) { index in Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 40).id(index) }
                    }
                }
            }
        }
        let host = ViewHost(rootView: Scene(), width: 200, height: 300)
        host.update()
        // Up over the inner one: the outer one scrolls.
        host.drag(from: point(100, 80), dy: -50, steps: 5, interval: 0.02, at: 0, hold: 0.3)
        #expect(host.top(ofRow: 0) == Fixed(60))
        #expect(host.frame(ofID: 100)?.minX == .zero)
        // Sideways over it: the inner one scrolls, the outer one stays.
        host.drag(from: point(150, 20), dx: -70, dy: 0, steps: 7, interval: 0.02, at: 1, hold: 0.3)
        #expect(host.frame(ofID: 100)?.minX == Fixed(-60))
        #expect(host.top(ofRow: 0) == Fixed(60))
    }
}
