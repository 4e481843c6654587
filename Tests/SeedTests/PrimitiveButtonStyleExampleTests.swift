import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The seed's PrimitiveButtonStyle example: the action runs only after a 1 s long press.
@MainActor
@Suite struct PrimitiveButtonStyleExampleTests {
    private func setUp() throws -> (ViewHost, FixedPoint) {
        let host = ViewHost(rootView: ContentView(), width: 480, height: 320)
        host.update()
        let button = try #require(host.element(labeled: "Tap Me!"))
        return (host, button.activationPoint)
    }

    @Test func firesAfterOneSecondByTimerWithoutFurtherTouchEvents() throws {
        let (host, point) = try setUp()
        host.touch(.began, point, at: 10)
        // Pressing: @GestureState pressed = true.
        #expect(host.groupEffects.contains { $0.opacity == 128 })
        #expect(host.nextDeadline == MonotonicTime(seconds: 11))
        host.wait(until: 10.99)
        #expect(!host.visibleTexts.contains("Action Executed!"))
        host.wait(until: 11)
        #expect(host.visibleTexts.contains("Action Executed!"))
        // The gesture ended: its state is back to false while the finger is still down.
        #expect(!host.groupEffects.contains { $0.opacity == 128 })
        #expect(host.nextDeadline == nil)
        host.touch(.ended, point, at: 11.5)
        #expect(host.visibleTexts.contains("Action Executed!"))
    }

    @Test func releasingAtNinetyPercentDoesNotFire() throws {
        let (host, point) = try setUp()
        host.touch(.began, point, at: 0)
        host.touch(.ended, point, at: 0.9)
        #expect(!host.groupEffects.contains { $0.opacity == 128 })
        host.wait(until: 2)
        #expect(!host.visibleTexts.contains("Action Executed!"))
    }

    @Test func movingFivePixelsFailsWithMaximumDistanceZero() throws {
        let (host, point) = try setUp()
        host.touch(.began, point, at: 0)
        host.touch(.moved, point.offsetBy(dx: 5, dy: 0), at: 0.3)
        #expect(!host.groupEffects.contains { $0.opacity == 128 })
        host.wait(until: 1.5)
        host.touch(.ended, point.offsetBy(dx: 5, dy: 0), at: 1.6)
        #expect(!host.visibleTexts.contains("Action Executed!"))
    }

    @Test func aLateReleaseStillFiresAtTheDeadline() throws {
        // No advance between the touches: the release's timestamp passes the deadline,
        // so the timer fires first, as it would have in real time.
        let (host, point) = try setUp()
        host.touch(.began, point, at: 0)
        host.touch(.ended, point, at: 1.2)
        #expect(host.visibleTexts.contains("Action Executed!"))
    }

    @Test func cancelledTouchResetsAndNeverFires() throws {
        let (host, point) = try setUp()
        host.touch(.began, point, at: 0)
        host.touch(.cancelled, point, at: 0.5)
        #expect(!host.groupEffects.contains { $0.opacity == 128 })
        host.wait(until: 2)
        #expect(!host.visibleTexts.contains("Action Executed!"))
    }
}
