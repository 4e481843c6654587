import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Records what a style saw, so tests can check isPressed frame by frame.
private struct RecordingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(20)
            .background(configuration.isPressed ? Color.red : Color.blue)
    }
}

@MainActor
private final class Counts {
    var a = 0, b = 0
}

@MainActor
private struct TwoButtons: View {
    let counts: Counts
    var body: some View {
        HStack(spacing: 40) {
            Button("A") { counts.a += 1 }
            Button("B") { counts.b += 1 }
        }
        .buttonStyle(RecordingStyle())
    }
}

@MainActor
@Suite struct ButtonTests {
    @Test func pressedWhileInsideAndActionOnceOnReleaseInside() throws {
        let counts = Counts()
        let host = ViewHost(rootView: TwoButtons(counts: counts), width: 400, height: 300)
        host.update()
        let a = try #require(host.element(labeled: "A"))
        #expect(host.fills(of: .red).isEmpty)
        host.touch(.began, a.activationPoint, at: 0)
        #expect(host.fills(of: .red) == [a.frame.snappedToPixels])
        host.touch(.moved, a.activationPoint.offsetBy(dx: 3, dy: 3), at: 0.1)
        #expect(host.fills(of: .red) == [a.frame.snappedToPixels])
        #expect(counts.a == 0)
        host.touch(.ended, a.activationPoint, at: 0.2)
        #expect(counts.a == 1)
        #expect(host.fills(of: .red).isEmpty)
        host.update()
        #expect(counts.a == 1)
    }

    @Test func theDefaultButtonDimsAtOnceAndEasesBackWhenReleased() throws {
        let host = ViewHost(rootView: Button("Go") {}, width: 400, height: 300)
        host.update()
        let go = try #require(host.element(labeled: "Go"))
        func opacity() -> UInt8 { host.groupEffects.map(\.opacity).min() ?? 255 }
        #expect(opacity() == 255)
        host.touch(.began, go.activationPoint, at: 1)
        // Pressed: dimmed in the same frame, no fade in.
        #expect(opacity() == UInt8((0.7 * 255).rounded()))
        host.touch(.ended, go.activationPoint, at: 1.5)
        host.update(at: MonotonicTime(seconds: 1.6))
        let halfway = opacity()
        #expect(halfway > 179 && halfway < 255, "\(halfway)")
        host.update(at: MonotonicTime(seconds: 1.8))
        #expect(opacity() == 255)
        #expect(!host.isAnimating)
    }

    @Test func draggingOutUnpressesAndReleasingOutsideDoesNothing() throws {
        let counts = Counts()
        let host = ViewHost(rootView: TwoButtons(counts: counts), width: 400, height: 300)
        host.update()
        let a = try #require(host.element(labeled: "A"))
        host.touch(.began, a.activationPoint, at: 0)
        let outside = FixedPoint(x: a.frame.snappedToPixels.maxX + Fixed(10), y: a.frame.snappedToPixels.center.y)
        host.touch(.moved, outside, at: 0.1)
        #expect(host.fills(of: .red).isEmpty)
        host.touch(.moved, a.activationPoint, at: 0.2)
        #expect(host.fills(of: .red) == [a.frame.snappedToPixels])
        host.touch(.moved, outside, at: 0.3)
        host.touch(.ended, outside, at: 0.4)
        #expect(counts.a == 0)
    }

    @Test func twoButtonsHeldAtOnceByTwoFingers() throws {
        let counts = Counts()
        let host = ViewHost(rootView: TwoButtons(counts: counts), width: 400, height: 300)
        host.update()
        let a = try #require(host.element(labeled: "A"))
        let b = try #require(host.element(labeled: "B"))
        host.touch(.began, a.activationPoint, at: 0, pointer: 1)
        host.touch(.began, b.activationPoint, at: 0.1, pointer: 2)
        #expect(Set(host.fills(of: .red)) == [a.frame.snappedToPixels, b.frame.snappedToPixels])
        // Finger 2 sliding over A neither presses A nor unpresses it.
        host.touch(.moved, a.activationPoint, at: 0.2, pointer: 2)
        #expect(host.fills(of: .red) == [a.frame.snappedToPixels])
        host.touch(.moved, b.activationPoint, at: 0.3, pointer: 2)
        host.touch(.ended, b.activationPoint, at: 0.4, pointer: 2)
        #expect(counts.b == 1 && counts.a == 0)
        #expect(host.fills(of: .red) == [a.frame.snappedToPixels])
        host.touch(.ended, a.activationPoint, at: 0.5, pointer: 1)
        #expect(counts.a == 1 && counts.b == 1)
        #expect(host.fills(of: .red).isEmpty)
    }

    @Test func disabledButtonIgnoresTouches() throws {
        let counts = Counts()
        let host = ViewHost(rootView: TwoButtons(counts: counts).disabled(true), width: 400, height: 300)
        host.update()
        host.tap(label: "A", at: 0)
        #expect(counts.a == 0)
        #expect(host.element(labeled: "A")?.isEnabled == false)
    }

    @Test func nearestButtonStyleWins() throws {
        let view = VStack {
            Button("inner") {}.buttonStyle(PlainButtonStyle())
            Button("outer") {}
        }
        .buttonStyle(RecordingStyle())
        let host = ViewHost(rootView: view, width: 400, height: 300)
        host.update()
        // Only "outer" has RecordingStyle's blue background.
        let outer = try #require(host.element(labeled: "outer"))
        #expect(host.fills(of: .blue) == [outer.frame.snappedToPixels])
    }
}
