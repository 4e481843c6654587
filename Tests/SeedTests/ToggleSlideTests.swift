import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import SeedToggleExample

/// The seed's custom toggle slides its knob with `withAnimation` (SwiftUI's default spring):
/// frame by frame at 60 Hz, in fixed point, the same on every run.
@MainActor
@Suite struct ToggleSlideTests {
    struct Run {
        var hashes: [UInt64] = []
        var knobX: [Fixed] = []
        /// Each frame's damage.
        var damage: [Region] = []
        var trackBounds = PixelRect.zero
        var times: [MonotonicTime] = []
    }

    /// Taps the knob at 100 ms (lifting at 150 ms) and records frames at `times`.
    func slide(times: [MonotonicTime], secondTapAt: Double? = nil) throws -> Run {
        let recorder = FrameRecorder(SeedToggleExample.ContentView(), width: 240, height: 100)
        var knob = try #require(recorder.host.interactiveElements().first { $0.kind == .gesture })
        var taps: [(PointerEvent.Phase, Double)] = [(.began, 0.1), (.ended, 0.15)]
        if let second = secondTapAt { taps += [(.began, second), (.ended, second + 0.05)] }
        var run = Run()
        for time in times {
            while let (phase, at) = taps.first, MonotonicTime(seconds: at) <= time {
                // Touches hit the layout, where the knob already is (as in SwiftUI).
                let point = phase == .began
                    ? try #require(recorder.host.interactiveElements().first { $0.kind == .gesture }).activationPoint
                    : knob.activationPoint
                recorder.send(phase, point, at: at)
                if phase == .began { knob = try #require(recorder.host.interactiveElements().first { $0.kind == .gesture }) }
                taps.removeFirst()
            }
            run.hashes.append(recorder.frame(at: time))
            run.knobX.append(try #require(recorder.host.fills(of: .white).first).minX)
            run.times.append(time)
            run.damage.append(recorder.lastFrame.damage)
            if let track = recorder.host.displayList.entries.first(where: {
                if case .fill(.roundedRectangle, let rect, _) = $0.item { return rect.width == Fixed(50) } else { return false }
            }) { run.trackBounds = track.bounds }
        }
        return run
    }

    static let frames = (0..<72).map(vblank)

    @Test func theKnobSlidesAcrossFrameByFrame() throws {
        let run = try slide(times: ToggleSlideTests.frames)
        let start = run.knobX[0], end = try #require(run.knobX.last)
        // On: knob at the trailing end; after the tap it travels to the leading end.
        #expect(end < start)
        #expect(zip(run.knobX, run.knobX.dropFirst()).allSatisfy { $1 <= $0 }, "knob x \(run.knobX)")
        let moving = run.knobX.filter { $0 != start && $0 != end }
        #expect(moving.count >= 20, "only \(moving.count) frames between the ends")
        // Mid-slide frames differ from both ends.
        let firstHash = run.hashes[0], lastHash = try #require(run.hashes.last)
        #expect(firstHash != lastHash)
        let middle = run.hashes[run.knobX.firstIndex { $0 < start - (start - end) / 2 } ?? 0]
        #expect(middle != firstHash && middle != lastHash)
        // Each sliding frame redraws only the switch (track and knob), never the label.
        for damage in run.damage.dropFirst() {
            #expect(damage.allSatisfy { run.trackBounds.union($0) == run.trackBounds }, "damage \(damage) outside \(run.trackBounds)")
        }
        #expect(run.damage[20].count > 0)
        #expect(run.damage.suffix(3).allSatisfy { $0.isEmpty }, "settled frames redraw nothing")
        // Settled: the last frames are identical and the host wants no more.
        #expect(run.hashes.suffix(5).allSatisfy { $0 == lastHash })
        GoldenHashes.check(run.hashes, name: "toggle-slide")
    }

    @Test func theSameScriptGivesTheSameFrames() throws {
        let a = try slide(times: ToggleSlideTests.frames)
        let b = try slide(times: ToggleSlideTests.frames)
        #expect(a.hashes == b.hashes)
    }

    @Test func aJitteredFrameClockAgreesWhereverFrameTimesAgree() throws {
        let steady = try slide(times: ToggleSlideTests.frames)
        // Odd frames come up to 2 ms early or late; even frames on the grid.
        let jitter: [Int64] = [2_000_000, -2_000_000, 1_300_000, -700_000, 1_900_000]
        let times = ToggleSlideTests.frames.enumerated().map { k, t in k % 2 == 1 ? t + jitter[k % jitter.count] : t }
        let jittered = try slide(times: times)
        for k in stride(from: 0, to: times.count, by: 2) {
            #expect(steady.hashes[k] == jittered.hashes[k], "frame \(k)")
        }
        #expect(steady.hashes[15] != jittered.hashes[15], "a jittered mid-slide frame shows its own time")
    }

    @Test func aSecondTapTurnsTheKnobBackSmoothlyFromWhereItIs() throws {
        // Sampled every 2 ms so position and velocity can be checked across the second tap,
        // then at 60 Hz until it has settled.
        let dense = 250
        let times = (0..<dense).map { MonotonicTime(nanoseconds: Int64($0) * 2_000_000) }
            + (30..<120).map(vblank)
        let run = try slide(times: times, secondTapAt: 0.3)
        let xs = run.knobX.map(\.raw)
        let start = xs[0]
        let turn = try #require(xs.indices.min { xs[$0] < xs[$1] })
        // It turned back before reaching the leading end, and went back to the trailing end.
        #expect(run.times[turn] > MonotonicTime(seconds: 0.3))
        #expect(xs[turn] > xs[0] - Int(Fixed(21).raw), "turned at \(xs[turn]), leading end is 21 px away")
        #expect(xs.last == start)
        // No jump: consecutive positions 2 ms apart differ by less than 1 px; no kink: the
        // change in velocity between consecutive steps stays tiny (a restart from rest or a
        // reversal of velocity would show as a jump of several 1/64 px).
        let steps = zip(xs.prefix(dense), xs.prefix(dense).dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { abs($0) < 64 }, "steps \(steps)")
        let kinks = zip(steps, steps.dropFirst()).map { abs($1 - $0) }
        #expect(kinks.allSatisfy { $0 <= 3 }, "largest change of velocity \(kinks.max() ?? 0)/64 px per 2 ms")
    }
}
