import Testing
@testable import PanelBase
@testable import PanelUI

/// `KeyframeAnimator` on a host: the content at each frame is made for the keyframes'
/// value at the frame's time, and the host asks for frames only while they play.
@MainActor
@Suite(.serialized) struct KeyframeAnimatorTests {
    static let bar = Color(red: 0.3, green: 0.7, blue: 0.2)

    private struct Looping: View {
        var body: some View {
            KeyframeAnimator(initialValue: 0.0) { value in
                KeyframeAnimatorTests.bar.frame(width: 10 + value, height: 10)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
            .frame(width: 200, height: 20, alignment: .leading)
        }
    }

    private struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Bounce") { taps += 1 }.frame(height: 40)
                KeyframeAnimatorTests.bar.frame(width: 20, height: 10)
                    .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, offset in
                        content.offset(x: offset)
                    } keyframes: { _ in
                        LinearKeyframe(80.0, duration: 0.5)
                        LinearKeyframe(40.0, duration: 0.5)
                    }
                    .frame(width: 200, height: 20, alignment: .leading)
            }
        }
    }

    private func width(_ host: ViewHost) -> Fixed? { host.fill(of: KeyframeAnimatorTests.bar)?.width }

    @Test func repeatingKeyframesLoopAtTheFramesTimes() {
        let host = ViewHost(rootView: Looping(), width: 200, height: 20)
        host.update(at: .zero)
        #expect(width(host) == Fixed(10))
        host.update(at: MonotonicTime(seconds: 0.25))
        #expect(width(host) == Fixed(35))
        host.update(at: MonotonicTime(seconds: 1.5))
        #expect(width(host) == Fixed(60))
        host.update(at: MonotonicTime(seconds: 2.25))
        #expect(width(host) == Fixed(35))
        #expect(host.needsUpdate && host.movesFrameByFrame)
    }

    @Test func aTriggerPlaysTheKeyframesOnceAndStops() {
        let host = ViewHost(rootView: Triggered(), width: 200, height: 60)
        host.update()
        let rest = host.fill(of: KeyframeAnimatorTests.bar)
        #expect(rest != nil, "the bar is drawn")
        #expect(!host.needsUpdate)
        host.tap(label: "Bounce", at: 1)
        #expect(host.needsUpdate)
        // Played from the tap's action at 1.05: 40 at 1.3, 60 at 1.8, 40 from 2.05 on.
        host.update(at: MonotonicTime(seconds: 1.3))
        #expect(host.fill(of: KeyframeAnimatorTests.bar)?.minX == rest.map { $0.minX + Fixed(40) })
        host.update(at: MonotonicTime(seconds: 1.8))
        #expect(host.fill(of: KeyframeAnimatorTests.bar)?.minX == rest.map { $0.minX + Fixed(60) })
        host.update(at: MonotonicTime(seconds: 2.1))
        host.update(at: MonotonicTime(seconds: 2.2))
        #expect(host.fill(of: KeyframeAnimatorTests.bar)?.minX == rest.map { $0.minX + Fixed(40) })
        #expect(!host.needsUpdate, "the keyframes kept asking for frames")
    }
}
