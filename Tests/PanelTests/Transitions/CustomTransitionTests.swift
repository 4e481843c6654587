import Testing
@testable import PanelBase
@testable import PanelUI

/// Custom transitions: a `Transition` type's body and `AnyTransition.modifier(active:identity:)`
/// make the view in each phase, and the change between phases animates.
@MainActor
@Suite(.serialized) struct CustomTransitionTests {
    static let box = Color(red: 0.8, green: 0.2, blue: 0.5)

    final class Log {
        var phases: [TransitionPhase] = []
    }

    /// Fades and shrinks by half; notes every phase it is asked for.
    private struct FadeShrink: Transition {
        let log: Log
        func body(content: Content, phase: TransitionPhase) -> some View {
            log.phases.append(phase)
            return content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
        }
    }

    private struct Faded: ViewModifier {
        let opacity: Double
        func body(content: Content) -> some View { content.opacity(opacity) }
    }

    private struct Screen: View {
        let transition: AnyTransition?
        let custom: FadeShrink?
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.frame(height: 40)
                ZStack {
                    if shown {
                        if let custom {
                            CustomTransitionTests.box.frame(width: 100, height: 60).transition(custom)
                        } else {
                            CustomTransitionTests.box.frame(width: 100, height: 60).transition(transition ?? .identity)
                        }
                    }
                }
                .frame(width: 300, height: 100)
            }
        }
    }

    /// The box's opacity as drawn (the product of the groups around it), or nil.
    private func opacity(_ host: ViewHost) -> Int? {
        var opacities: [UInt8] = []
        for entry in host.displayList.entries {
            switch entry.item {
            case .beginGroup(let effect): opacities.append(effect.opacity)
            case .endGroup: _ = opacities.popLast()
            case .fill(_, _, let color) where color == CustomTransitionTests.box.pixelColor:
                return opacities.reduce(255) { ($0 * Int($1) + 127) / 255 }
            default: break
            }
        }
        return nil
    }

    @Test func aTransitionTypeGoesThroughItsPhases() {
        let log = Log()
        let host = ViewHost(rootView: Screen(transition: nil, custom: FadeShrink(log: log)), width: 300, height: 140)
        host.update()
        host.tap(label: "Toggle", at: 1)
        #expect(log.phases.first == .willAppear)
        #expect(log.phases.last == .identity)
        host.wait(until: 1.55)
        let half = opacity(host) ?? 0
        #expect(abs(half - 128) <= 2, "half way in, drawn at \(half)")
        host.wait(until: 2.5)
        #expect(opacity(host) == 255)
        log.phases.removeAll()
        host.tap(label: "Toggle", at: 3)
        #expect(log.phases.last == .didDisappear)
        host.wait(until: 3.55)
        let leaving = opacity(host) ?? 0
        #expect(abs(leaving - 128) <= 2, "half way out, drawn at \(leaving)")
        host.wait(until: 4.2)
        host.update()
        #expect(opacity(host) == nil, "the box did not leave")
    }

    @Test func aModifierTransitionAnimatesBetweenItsTwoModifiers() {
        let transition = AnyTransition.modifier(active: Faded(opacity: 0), identity: Faded(opacity: 1))
        let host = ViewHost(rootView: Screen(transition: transition, custom: nil), width: 300, height: 140)
        host.update()
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 1.3)
        let early = opacity(host) ?? 0
        #expect(abs(early - 64) <= 2, "a quarter in, drawn at \(early)")
        host.wait(until: 2.1)
        #expect(opacity(host) == 255)
    }
}
