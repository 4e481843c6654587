import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `.transition(_:)`: views inserted or removed inside an animation move from and to
/// their transition's state; without one they come and go at once. Frames mid-way are
/// compared exactly.
@MainActor
@Suite(.serialized) struct TransitionTests {
    static let boxColor = Color(red: 0.1, green: 0.6, blue: 0.3)

    /// Counts disappear actions, with the time they ran at.
    final class Log {
        var disappeared: [String] = []
    }

    private struct Box: View {
        let transition: AnyTransition
        let animation: Animation?
        let log: Log
        @State private var shown = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(animation) { shown.toggle() } }
                    .frame(height: 40)
                ZStack {
                    if shown {
                        Button("Box") {}
                            .frame(width: 100, height: 60)
                            .background(TransitionTests.boxColor)
                            .transition(transition)
                            .onDisappear { log.disappeared.append("box") }
                    }
                }
                .frame(width: 300, height: 100)
            }
            .frame(width: 300, height: 140)
        }
    }

    private func host(_ transition: AnyTransition, _ animation: Animation? = .linear(duration: 1), log: Log = Log()) -> ViewHost {
        let host = ViewHost(rootView: Box(transition: transition, animation: animation, log: log), width: 300, height: 140)
        host.update()
        return host
    }

    /// The blue box's fill as drawn now, and the opacity of the group around it.
    private func box(_ host: ViewHost) -> (rect: FixedRect, opacity: UInt8, scale: Int)? {
        var opacity: UInt8 = 255, scale = GroupEffect.one
        var groups: [GroupEffect] = []
        for entry in host.displayList.entries {
            switch entry.item {
            case .beginGroup(let effect): groups.append(effect)
            case .endGroup: _ = groups.popLast()
            case .fill(_, let rect, let color) where color == TransitionTests.boxColor.pixelColor:
                for group in groups {
                    opacity = UInt8((Int(opacity) * Int(group.opacity) + 127) / 255)
                    scale = scale * group.scaleX / GroupEffect.one
                }
                return (rect, opacity, scale)
            default: break
            }
        }
        return nil
    }

    private func draw(_ host: ViewHost) -> Surface {
        let surface = Surface(width: 300, height: 140)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [host.size.enclosingScreen])
        return surface
    }

    @Test func anInsertionInsideAnAnimationFadesIn() throws {
        let host = host(.opacity)
        host.tap(label: "Toggle", at: 1)
        // The tap's action ran at 1.05: half way through the one-second fade at 1.55.
        host.wait(until: 1.55)
        let mid = try #require(box(host))
        #expect(mid.opacity > 110 && mid.opacity < 145, "opacity half way: \(mid.opacity)")
        expectGolden(draw(host), named: "transition-opacity-half")
        host.wait(until: 2.1)
        #expect(try #require(box(host)).opacity == 255)
        #expect(!host.isAnimating)
    }

    @Test func anInsertionWithoutAnAnimationIsImmediate() throws {
        let host = host(.opacity, nil)
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 1.06)
        #expect(try #require(box(host)).opacity == 255)
    }

    @Test func aRemovalStaysDrawnUntilItsAnimationEndsThenDisappears() throws {
        let log = Log()
        let host = host(.opacity, log: log)
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 3)
        #expect(host.element(labeled: "Box") != nil)
        host.tap(label: "Toggle", at: 4)
        host.wait(until: 4.55)
        // Half faded, still drawn, but no longer a control anyone can press.
        let mid = try #require(box(host))
        #expect(mid.opacity > 110 && mid.opacity < 145, "opacity half way out: \(mid.opacity)")
        #expect(host.element(labeled: "Box") == nil)
        #expect(log.disappeared.isEmpty, "onDisappear ran before the removal ended")
        host.wait(until: 5.2)
        #expect(box(host) == nil)
        #expect(log.disappeared == ["box"])
        #expect(!host.needsUpdate)
    }

    @Test func aRemovalWithoutAnAnimationIsImmediate() throws {
        let log = Log()
        let host = host(.opacity, nil, log: log)
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 2)
        host.tap(label: "Toggle", at: 3)
        host.wait(until: 3.06)
        #expect(box(host) == nil)
        #expect(log.disappeared == ["box"])
    }

    @Test func moveSlidesInFromTheEdgeByTheViewsOwnSize() throws {
        let host = host(.move(edge: .leading))
        host.tap(label: "Toggle", at: 1)
        host.update()
        // At the start the box stands one box-width to the left of its place (x 100).
        #expect(try #require(box(host)).rect.minX == Fixed(0))
        host.wait(until: 1.55)
        #expect(try #require(box(host)).rect.minX == Fixed(50))
        expectGolden(draw(host), named: "transition-move-half")
        host.wait(until: 2.1)
        #expect(try #require(box(host)).rect.minX == Fixed(100))
    }

    @Test func slideInsertsFromLeadingAndRemovesToTrailing() throws {
        let host = host(.slide)
        host.tap(label: "Toggle", at: 1)
        host.update()
        #expect(try #require(box(host)).rect.minX == Fixed(0))
        host.wait(until: 3)
        host.tap(label: "Toggle", at: 4)
        host.wait(until: 4.55)
        #expect(try #require(box(host)).rect.minX == Fixed(150))
    }

    @Test func asymmetricAndCombinedTransitions() throws {
        let transition = AnyTransition.asymmetric(insertion: .scale(scale: 0.5).combined(with: .opacity),
                                                  removal: .offset(x: 0, y: 40))
        let host = host(transition)
        host.tap(label: "Toggle", at: 1)
        host.update()
        let start = try #require(box(host))
        #expect(start.opacity == 0 && start.scale == GroupEffect.one / 2)
        host.wait(until: 3)
        host.tap(label: "Toggle", at: 4)
        host.wait(until: 4.55)
        let leaving = try #require(box(host))
        // Removed by moving down, not by fading or shrinking.
        #expect(leaving.opacity == 255 && leaving.scale == GroupEffect.one)
        #expect(leaving.rect.minY == Fixed(40 + 20 + 20))
        expectGolden(draw(host), named: "transition-asymmetric-leaving")
    }

    @Test func scaleGrowsFromNothingAboutTheCentre() throws {
        let host = host(.scale)
        host.tap(label: "Toggle", at: 1)
        host.update()
        #expect(try #require(box(host)).scale <= 1)
        host.wait(until: 1.55)
        let mid = try #require(box(host))
        #expect(abs(mid.scale - GroupEffect.one / 2) < GroupEffect.one / 50, "scale half way: \(mid.scale)")
    }

    @Test func pushComesFromItsEdgeFadingInAndLeavesTowardsTheOpposite() throws {
        let host = host(.push(from: .bottom))
        host.tap(label: "Toggle", at: 1)
        host.update()
        let start = try #require(box(host))
        // One box-height below its place (y 60), transparent.
        #expect(start.rect.minY == Fixed(120) && start.opacity == 0)
        host.wait(until: 3)
        host.tap(label: "Toggle", at: 4)
        host.wait(until: 4.55)
        let leaving = try #require(box(host))
        #expect(leaving.rect.minY == Fixed(30))
        #expect(leaving.opacity > 110 && leaving.opacity < 145)
    }

    @Test func identityNeverAnimates() throws {
        let log = Log()
        let host = host(.identity, log: log)
        host.tap(label: "Toggle", at: 1)
        host.update()
        #expect(try #require(box(host)).opacity == 255)
        host.tap(label: "Toggle", at: 2)
        host.wait(until: 2.06)
        #expect(box(host) == nil)
        #expect(log.disappeared == ["box"])
    }

    @Test func aViewInsertedAgainWhileLeavingComesBack() throws {
        let log = Log()
        let host = host(.opacity, log: log)
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 3)
        host.tap(label: "Toggle", at: 4)
        host.wait(until: 4.55)
        host.tap(label: "Toggle", at: 4.6)
        host.wait(until: 7)
        #expect(try #require(box(host)).opacity == 255)
        #expect(host.element(labeled: "Box") != nil)
        #expect(log.disappeared.isEmpty)
    }

    private struct Implicit: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { shown.toggle() }.frame(height: 40)
                ZStack {
                    if shown {
                        TransitionTests.boxColor.frame(width: 100, height: 60).transition(.opacity)
                    }
                }
                .frame(width: 300, height: 100)
                .animation(.linear(duration: 1), value: shown)
            }
        }
    }

    @Test func animationModifierDrivesTransitions() throws {
        let host = ViewHost(rootView: Implicit(), width: 300, height: 140)
        host.update()
        host.tap(label: "Toggle", at: 1)
        host.wait(until: 1.55)
        let mid = try #require(box(host))
        #expect(mid.opacity > 110 && mid.opacity < 145, "opacity half way: \(mid.opacity)")
    }
}
