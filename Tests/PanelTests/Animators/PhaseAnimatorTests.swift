import Testing
@testable import PanelBase
@testable import PanelUI

/// `PhaseAnimator`: the phases follow each other at the end of each animation, by the
/// frame clock, whatever the frames' times.
@MainActor
@Suite(.serialized) struct PhaseAnimatorTests {
    static let bar = Color(red: 0.9, green: 0.3, blue: 0.1)

    /// A bar 10 + 50·phase wide.
    private struct Cycling: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0, 2.0]) { phase in
                PhaseAnimatorTests.bar.frame(width: 10 + 50 * phase, height: 10)
            } animation: { _ in .linear(duration: 1) }
            .frame(width: 200, height: 20, alignment: .leading)
        }
    }

    private struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") { taps += 1 }.frame(height: 40)
                PhaseAnimatorTests.bar.frame(width: 20, height: 10)
                    .phaseAnimator([0.0, 1.0], trigger: taps) { content, phase in
                        content.offset(x: 100 * phase)
                    } animation: { _ in .easeInOut(duration: 0.5) }
                    .frame(width: 200, height: 20, alignment: .leading)
            }
        }
    }

    private func width(_ host: ViewHost) -> Double { host.fill(of: PhaseAnimatorTests.bar)?.width.doubleValue ?? 0 }

    @Test func phasesCycleForeverEachAtTheEndOfTheLast() {
        let host = ViewHost(rootView: Cycling(), width: 200, height: 20)
        host.update(at: .zero)
        // Into phase 1 from 0 s, phase 2 from 1 s, back to phase 0 from 2 s, phase 1 from 3 s.
        host.update(at: MonotonicTime(seconds: 0.5))
        #expect(width(host) == 35)
        host.update(at: MonotonicTime(seconds: 1.5))
        #expect(width(host) == 85)
        host.update(at: MonotonicTime(seconds: 2.5))
        #expect(width(host) == 60)
        host.update(at: MonotonicTime(seconds: 3.25))
        #expect(width(host) == 22.5)
        #expect(host.needsUpdate, "a cycling animator stopped")
    }

    @Test func framesAgreeWhateverTheFrameTimes() {
        let sparse = ViewHost(rootView: Cycling(), width: 200, height: 20)
        let dense = ViewHost(rootView: Cycling(), width: 200, height: 20)
        sparse.update(at: .zero)
        dense.update(at: .zero)
        for frame in 1...113 { dense.update(at: MonotonicTime(nanoseconds: Int64(frame) * 16_666_667)) }
        sparse.update(at: MonotonicTime(seconds: 1.9))
        dense.update(at: MonotonicTime(seconds: 1.9))
        #expect(sparse.displayList == dense.displayList)
    }

    @Test func aTriggerRunsOnePassBackToTheFirstPhase() {
        let host = ViewHost(rootView: Triggered(), width: 200, height: 60)
        host.update()
        let rest = host.fill(of: PhaseAnimatorTests.bar)
        #expect(!host.needsUpdate, "an untriggered animator moves")
        host.tap(label: "Go", at: 1)
        // The tap's action at 1.05: out to phase 1 by 1.55, back by 2.05.
        host.wait(until: 1.55)
        #expect(host.fill(of: PhaseAnimatorTests.bar)?.minX == rest.map { $0.minX + Fixed(100) })
        host.wait(until: 1.8)
        let back = host.fill(of: PhaseAnimatorTests.bar)
        #expect(back != nil, "the bar is drawn")
        #expect(back.map { $0.minX > rest!.minX && $0.minX < rest!.minX + Fixed(100) } == true)
        host.wait(until: 2.1)
        #expect(host.fill(of: PhaseAnimatorTests.bar) == rest)
        host.update(at: MonotonicTime(seconds: 2.2))
        #expect(!host.needsUpdate, "the pass did not end")
    }
}
