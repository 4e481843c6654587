import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

@MainActor
private final class Taps {
    var count = 0
    var locations: [CGPoint] = []
    var translations: [CGSize] = []
}

/// Views drawn through geometry effects are touched where they are drawn, and their
/// gestures see touches in their own, untransformed coordinates.
@MainActor
@Suite struct RotatedHitTestingTests {
    /// A 120×30 button whose middle is at (100, 100), turned by `degrees`.
    private func button(_ taps: Taps, degrees: Double) -> ViewHost {
        let host = ViewHost(rootView: ZStack {
            Color.white
            Button { taps.count += 1 } label: { Color.blue.frame(width: 120, height: 30) }
                .buttonStyle(.plain)
                .rotationEffect(.degrees(degrees))
        }, width: 200, height: 200)
        host.update()
        return host
    }

    private func point(_ x: Double, _ y: Double) -> FixedPoint { FixedPoint(x: Fixed(x), y: Fixed(y)) }

    @Test func aButtonTurnedAQuarterIsTappedWhereItIsDrawn() {
        let taps = Taps()
        let host = button(taps, degrees: 90)
        // Turned, it stands x 85–115, y 40–160.
        host.tap(point(100, 50), at: 1)
        #expect(taps.count == 1)
        host.tap(point(100, 150), at: 2)
        #expect(taps.count == 2)
        // Inside the frame it had unturned (x 40–160, y 85–115) but outside where it is drawn.
        host.tap(point(50, 100), at: 3)
        host.tap(point(150, 95), at: 4)
        #expect(taps.count == 2)
    }

    @Test func aButtonTurned45DegreesTakesTouchesAlongItsDiagonal() {
        let taps = Taps()
        let host = button(taps, degrees: 45)
        // Along its length, 50 px from the middle down the diagonal (35.4 px each way).
        host.tap(point(135, 135), at: 1)
        host.tap(point(65, 65), at: 2)
        #expect(taps.count == 2)
        // The unturned frame's ends (x 40–160 on y 100) lie outside the turned button.
        host.tap(point(50, 100), at: 3)
        host.tap(point(150, 100), at: 4)
        #expect(taps.count == 2)
    }

    @Test func aDragInsideATurnedViewReportsItsOwnCoordinates() {
        let taps = Taps()
        let host = ViewHost(rootView: ZStack {
            Color.white
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { taps.locations.append($0.location); taps.translations.append($0.translation) })
                .rotationEffect(.degrees(90))
        }, width: 200, height: 200)
        host.update()
        // Turned a quarter clockwise about (100, 100): the point 40 px above the middle on
        // screen is the point 40 px left of it in the view (whose own space begins at its
        // top-leading corner, (50, 50) unturned).
        host.touch(.began, point(100, 60), at: 1)
        // Moving right on screen moves up in the view.
        host.touch(.moved, point(110, 60), at: 1.1)
        #expect(taps.locations.first == CGPoint(x: 10, y: 50))
        #expect(taps.locations.last == CGPoint(x: 10, y: 40))
        #expect(taps.translations.last == CGSize(width: 0, height: -10))
    }

    /// Its own space begins at its top-leading corner, (50, 50) on screen.
    @Test func aViewOutsideAnyEffectSeesTouchesWhereTheyAre() {
        let taps = Taps()
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0).onChanged { taps.locations.append($0.location) }), width: 200, height: 200)
        host.update()
        host.touch(.began, point(70, 120), at: 1)
        #expect(taps.locations == [CGPoint(x: 20, y: 70)])
    }
}
