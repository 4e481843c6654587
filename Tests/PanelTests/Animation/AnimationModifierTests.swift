import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// `.animation(_:value:)` and transactions decide, per change, how it moves.
@MainActor
@Suite struct AnimationModifierTests {
    struct Dimmer: View {
        @State var on = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .opacity(on ? 1 : 0.2)
                .animation(.linear(duration: 1), value: on)
                .onTapGesture { on.toggle() }
        }
    }

    func opacity(_ host: ViewHost) -> UInt8? {
        host.displayList.entries.lazy.compactMap { if case .beginGroup(let e) = $0.item { return e.opacity } else { return nil } }.first
    }

    func tap(_ host: ViewHost, at seconds: Double) throws {
        let point = try #require(host.interactiveElements().first).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds)))
    }

    @Test func implicitAnimationRunsWhenItsValueChanges() throws {
        let host = ViewHost(rootView: Dimmer(), width: 100, height: 100)
        host.update()
        #expect(opacity(host) == 51)
        try tap(host, at: 1)
        host.update(at: MonotonicTime(seconds: 1.5))
        // Half way from 51 to 255, linearly.
        #expect(opacity(host) == 153)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(opacity(host) == 255)
        #expect(!host.needsUpdate)
    }

    @Test func changesInDifferentTransactionsAnimateTheirOwnWay() throws {
        struct Pair: View {
            @State var moved = false
            @State var dark = false
            var body: some View {
                VStack {
                    Color.blue.frame(width: moved ? 80 : 20, height: 10)
                    Color(white: dark ? 0 : 1).frame(width: 20, height: 10)
                }
                .onTapGesture {
                    dark.toggle()
                    withAnimation(.linear(duration: 1)) { moved.toggle() }
                }
            }
        }
        let host = ViewHost(rootView: Pair(), width: 200, height: 100)
        host.update()
        let point = try #require(host.interactiveElements().first).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.update(at: MonotonicTime(seconds: 1.5))
        // The width animates (half way), the colour changed at once.
        #expect(host.fills(of: .blue).first?.width == Fixed(50))
        #expect(host.fills(of: Color(white: 0)).count == 1)
    }

    @Test func withAnimationNilAndDisabledAnimationsJump() throws {
        struct Box: View {
            @State var wide = false
            var body: some View {
                Color.blue.frame(width: wide ? 80 : 20, height: 10)
                    .animation(nil, value: wide)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
        let host = ViewHost(rootView: Box(), width: 200, height: 100)
        host.update()
        try tap(host, at: 1)
        host.update(at: MonotonicTime(seconds: 1.5))
        #expect(host.fills(of: .blue).first?.width == Fixed(80))
        host.update(at: MonotonicTime(seconds: 3))
        #expect(host.fills(of: .blue).first?.width == Fixed(80))
    }
}

/// A gesture's `updating` body can animate its change through the transaction it gets.
@MainActor
@Suite struct GestureTransactionTests {
    struct Pressable: View {
        @GestureState var pressed = false
        var body: some View {
            Color.green.frame(width: pressed ? 80 : 40, height: 20)
                .gesture(LongPressGesture(minimumDuration: 5).updating($pressed) { value, state, transaction in
                    transaction.animation = .linear(duration: 1)
                    state = value
                })
        }
    }

    @Test func updatingAnimatesWithItsTransaction() throws {
        let host = ViewHost(rootView: Pressable(), width: 200, height: 100)
        host.update()
        let point = try #require(host.interactiveElements().first).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.update(at: MonotonicTime(seconds: 1.25))
        #expect(host.fills(of: .green).first?.width == Fixed(50))
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.fills(of: .green).first?.width == Fixed(80))
    }
}
