import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
private final class Record {
    var magnifications: [Double] = []
    var rotations: [Double] = []
    var endedMagnification: Double?
    var endedRotation: Double?
    var start: (location: CGPoint, anchor: UnitPoint)?
    var taps = 0
}

private func place(_ x: Int, _ y: Int) -> FixedPoint { FixedPoint(x: Fixed(x), y: Fixed(y)) }

/// A 200x200 view, at (0, 0) of a 300x300 screen, that pinches and twists.
@MainActor
private struct Plan: View {
    let record: Record
    var body: some View {
        Color.gray.frame(width: 200, height: 200)
            .overlay { Button("Room") { record.taps += 1 }.frame(width: 60, height: 60) }
            .gesture(MagnifyGesture()
                .onChanged { record.magnifications.append($0.magnification); record.start = ($0.startLocation, $0.startAnchor) }
                .onEnded { record.endedMagnification = $0.magnification })
            .simultaneousGesture(RotateGesture()
                .onChanged { record.rotations.append($0.rotation.degrees) }
                .onEnded { record.endedRotation = $0.rotation.degrees })
            .frame(width: 300, height: 300, alignment: .topLeading)
    }
}

@MainActor
@Suite struct TwoFingerGestureTests {
    private func host(_ record: Record) -> ViewHost {
        let host = ViewHost(rootView: Plan(record: record), width: 300, height: 300)
        host.update()
        return host
    }

    @Test func spreadingTwoFingersMagnifiesByTheirDistancesRatio() {
        let record = Record()
        let host = host(record)
        host.touch(.began, place(50, 20), at: 0, pointer: 1)
        host.touch(.began, place(150, 20), at: 0.05, pointer: 2)
        #expect(record.magnifications.isEmpty)
        host.touch(.moved, place(200, 20), at: 0.1, pointer: 2)
        host.touch(.moved, place(250, 20), at: 0.15, pointer: 2)
        #expect(record.magnifications == [1.5, 2])
        #expect(record.start?.location == CGPoint(x: 100, y: 20))
        #expect(record.start?.anchor == UnitPoint(x: 0.5, y: 0.1))
        host.touch(.ended, place(250, 20), at: 0.2, pointer: 2)
        #expect(record.endedMagnification == 2)
        host.touch(.ended, place(50, 20), at: 0.25, pointer: 1)
    }

    @Test func aChangeBelowTheThresholdStartsNothing() {
        let record = Record()
        let host = host(record)
        host.touch(.began, place(50, 20), at: 0, pointer: 1)
        host.touch(.began, place(150, 20), at: 0.05, pointer: 2)
        // Half a percent: below MagnifyGesture's 1 %, and no turn.
        host.touch(.moved, place(150, 20) + FixedPoint(x: Fixed(raw: 32), y: .zero), at: 0.1, pointer: 2)
        host.touch(.ended, place(150, 20), at: 0.15, pointer: 2)
        #expect(record.magnifications.isEmpty && record.endedMagnification == nil && record.endedRotation == nil)
    }

    @Test func turningTwoFingersRotatesClockwiseAndKeepsCountingPastHalfATurn() {
        let record = Record()
        let host = host(record)
        host.touch(.began, place(100, 100), at: 0, pointer: 1)
        host.touch(.began, place(150, 100), at: 0.05, pointer: 2)
        // A quarter turn clockwise on screen (y down), then three quarters.
        host.touch(.moved, place(100, 150), at: 0.1, pointer: 2)
        host.touch(.moved, place(50, 100), at: 0.15, pointer: 2)
        host.touch(.moved, place(100, 50), at: 0.2, pointer: 2)
        let degrees = record.rotations
        #expect(degrees.count == 3)
        for (seen, expected) in zip(degrees, [90.0, 180, 270]) { #expect(abs(seen - expected) < 0.01) }
        host.touch(.ended, place(100, 50), at: 0.25, pointer: 1)
        #expect(abs((record.endedRotation ?? 0) - 270) < 0.01)
    }

    @Test func aPinchStartedOverAButtonLetsTheButtonGo() {
        let record = Record()
        let host = host(record)
        host.touch(.began, place(100, 100), at: 0, pointer: 1)
        host.touch(.began, place(160, 100), at: 0.05, pointer: 2)
        host.touch(.moved, place(190, 100), at: 0.1, pointer: 2)
        #expect(record.magnifications == [1.5])
        host.touch(.ended, place(190, 100), at: 0.15, pointer: 2)
        host.touch(.ended, place(100, 100), at: 0.2, pointer: 1)
        #expect(record.taps == 0)
        // One finger alone still presses it.
        host.tap(place(100, 100), at: 1)
        #expect(record.taps == 1)
    }

    @Test func oneFingerAloneNeverMagnifies() {
        let record = Record()
        let host = host(record)
        host.touch(.began, place(50, 50), at: 0, pointer: 1)
        host.touch(.moved, place(150, 150), at: 0.1, pointer: 1)
        host.touch(.ended, place(150, 150), at: 0.2, pointer: 1)
        #expect(record.magnifications.isEmpty && record.endedMagnification == nil)
    }

    @Test func theOlderGesturesReportTheScaleAndTheAngleAlone() {
        var scales: [CGFloat] = [], angles: [Angle] = []
        let view = Color.gray.frame(width: 200, height: 200)
            .gesture(MagnificationGesture().onChanged { scales.append($0) }.simultaneously(with: RotationGesture().onChanged { angles.append($0) }))
        let host = ViewHost(rootView: view, width: 200, height: 200)
        host.update()
        host.touch(.began, place(50, 100), at: 0, pointer: 3)
        host.touch(.began, place(100, 100), at: 0.05, pointer: 4)
        host.touch(.moved, place(50, 50), at: 0.1, pointer: 4)
        // The fingers kept their distance: no pinch, only a quarter turn anticlockwise.
        #expect(scales.isEmpty)
        #expect(angles.count == 1 && abs((angles.first?.degrees ?? 0) + 90) < 0.01)
    }
}
