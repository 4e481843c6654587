import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The built-in long-press button style shows the hold filling a bar under the label,
/// frame by frame over `minimumDuration`, and empties it when the finger lifts early.
@MainActor
@Suite struct LongPressProgressTests {
    struct Screen: View {
        @State var fired = 0
        var body: some View {
            VStack(spacing: 12) {
                Text("fired \(fired)")
                Button("Hold") { fired += 1 }.buttonStyle(.longPress(minimumDuration: 1))
            }
        }
    }

    /// The width of the white bar (the progress) in each frame.
    func barWidth(_ host: ViewHost) -> Fixed {
        host.fills(of: .white).first?.width ?? .zero
    }

    func record(releaseAt release: Double, frames: Int) throws -> (widths: [Fixed], hashes: [UInt64], host: ViewHost) {
        let recorder = FrameRecorder(Screen(), width: 260, height: 160)
        let point = try #require(recorder.host.element(labeled: "Hold")).activationPoint
        var events: [(PointerEvent.Phase, Double)] = [(.began, 0.1), (.ended, release)]
        var widths: [Fixed] = [], hashes: [UInt64] = []
        for k in 0..<frames {
            let time = vblank(k)
            while let (phase, at) = events.first, MonotonicTime(seconds: at) <= time {
                recorder.send(phase, point, at: at)
                events.removeFirst()
            }
            hashes.append(recorder.frame(at: time))
            widths.append(barWidth(recorder.host))
        }
        return (widths, hashes, recorder.host)
    }

    @Test func theBarFillsOverTheHoldThenFires() throws {
        let (widths, hashes, host) = try record(releaseAt: 1.3, frames: 90)
        let full = Fixed(200 - 40)
        // Before the press: empty. Pressed at 100 ms: grows linearly, full at 1.1 s.
        #expect(widths[0] == .zero)
        let holding = Array(widths[7...65])
        #expect(zip(holding, holding.dropFirst()).allSatisfy { $1 > $0 }, "widths \(holding)")
        // Linear: at 0.6 s (frame 36) the hold is half done.
        #expect(abs(widths[36].raw - full.raw / 2) <= 64, "half-way width \(widths[36])")
        #expect(widths[65] <= full && widths[65] > full - Fixed(4))
        #expect(host.visibleTexts.contains("fired 1"))
        // Fired at 1.1 s: the bar empties again and stays empty.
        #expect(widths.last == .zero)
        #expect(!host.isAnimating)
        GoldenHashes.check(hashes, name: "long-press-progress")
    }

    @Test func liftingEarlyEmptiesTheBarFromWhereItWas() throws {
        let (widths, _, host) = try record(releaseAt: 0.6, frames: 70)
        let atRelease = widths[36]
        #expect(atRelease > .zero)
        // After the release the bar shrinks continuously from where it was, never jumping.
        let after = Array(widths[36...])
        #expect(zip(after, after.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(zip(after, after.dropFirst()).allSatisfy { ($0 - $1).raw < Fixed(20).raw }, "widths \(after)")
        #expect(widths.last == .zero)
        #expect(!host.visibleTexts.contains("fired 1"))
    }
}
