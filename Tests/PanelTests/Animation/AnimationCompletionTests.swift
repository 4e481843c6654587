import Testing
@testable import PanelBase
@testable import PanelUI

/// `withAnimation(_:completionCriteria:_:completion:)` and transactions changed on the
/// way down (`.transaction`, `disablesAnimations`).
@MainActor
@Suite(.serialized) struct AnimationCompletionTests {
    static let bar = Color(red: 0.2, green: 0.4, blue: 0.9)

    final class Log {
        var completions: [MonotonicTime] = []
        weak var host: ViewHost?
    }

    private struct Bar: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        let log: Log
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") {
                    withAnimation(animation, completionCriteria: criteria) { wide.toggle() } completion: {
                        log.completions.append(log.host?.now ?? .zero)
                    }
                }
                .frame(height: 40)
                AnimationCompletionTests.bar.frame(width: wide ? 200 : 100, height: 10)
                    .frame(width: 200, alignment: .leading)
            }
        }
    }

    private func host(_ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete, log: Log) -> ViewHost {
        let host = ViewHost(rootView: Bar(animation: animation, criteria: criteria, log: log), width: 200, height: 60)
        log.host = host
        host.update()
        return host
    }

    @Test func theCompletionRunsOnceWhenTheAnimationEnds() {
        let log = Log()
        let host = host(.linear(duration: 1), log: log)
        host.tap(label: "Grow", at: 1)
        host.wait(until: 1.9)
        #expect(log.completions.isEmpty)
        // Drawn at 2.2, it runs at its own time: one second after the tap's action at 1.05.
        host.update(at: MonotonicTime(seconds: 2.2))
        #expect(log.completions == [MonotonicTime(seconds: 2.05)])
        host.wait(until: 4)
        #expect(log.completions.count == 1)
        #expect(!host.needsUpdate)
    }

    @Test func removedWaitsForASpringToSettle() {
        let logical = Log(), removed = Log()
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        let first = host(spring, log: logical), second = host(spring, .removed, log: removed)
        for host in [first, second] {
            host.tap(label: "Grow", at: 1)
            for step in 1...60 { host.wait(until: 1 + Double(step) * 0.05) }
        }
        #expect(logical.completions.count == 1 && removed.completions.count == 1)
        if let a = logical.completions.first, let b = removed.completions.first { #expect(a < b) }
    }

    private struct Transacted: View {
        let inner: (inout Transaction) -> Void
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.frame(height: 40)
                AnimationCompletionTests.bar.frame(width: wide ? 200 : 100, height: 10)
                    .transaction(inner)
                    .frame(width: 200, alignment: .leading)
            }
        }
    }

    private func barWidth(_ host: ViewHost) -> Fixed? { host.fill(of: AnimationCompletionTests.bar)?.width }

    @Test func aTransactionModifierChangesTheAnimationInside() {
        let plain = ViewHost(rootView: Transacted { _ in }, width: 200, height: 60)
        let jumping = ViewHost(rootView: Transacted { $0.animation = nil }, width: 200, height: 60)
        let slower = ViewHost(rootView: Transacted { $0.animation = .linear(duration: 2) }, width: 200, height: 60)
        for host in [plain, jumping, slower] {
            host.update()
            host.tap(label: "Grow", at: 1)
            host.wait(until: 1.55)
        }
        #expect(barWidth(plain) == Fixed(150))
        #expect(barWidth(jumping) == Fixed(200))
        #expect(barWidth(slower) == Fixed(125))
    }

    @Test func aTransactionThatDisablesAnimationsSkipsAnimationModifiersInside() {
        // Inside `.transaction { $0.disablesAnimations = true }`, an `.animation(_:value:)`
        // steps aside and the change moves with the transaction's own animation.
        struct Screen: View {
            @State private var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Grow") { withAnimation(.linear(duration: 2)) { wide.toggle() } }.frame(height: 40)
                    AnimationCompletionTests.bar.frame(width: wide ? 200 : 100, height: 10)
                        .animation(.linear(duration: 0.5), value: wide)
                        .transaction { $0.disablesAnimations = true }
                        .frame(width: 200, alignment: .leading)
                }
            }
        }
        let host = ViewHost(rootView: Screen(), width: 200, height: 60)
        host.update()
        host.tap(label: "Grow", at: 1)
        host.update(at: MonotonicTime(seconds: 1.55))
        #expect(barWidth(host) == Fixed(125), "the inner animation modifier ran")
    }

    @Test func aCompletionOfAChangeOfNothingRunsAtTheNextFrame() {
        let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10), width: 20, height: 20)
        host.update()
        var ran = 0
        withAnimation(.linear(duration: 1)) {} completion: { ran += 1 }
        #expect(host.needsUpdate)
        host.update()
        #expect(ran == 1)
        #expect(!host.needsUpdate)
    }
}
