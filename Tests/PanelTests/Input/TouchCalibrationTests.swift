import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct TouchCalibrationTests {
    @Test func parsesSpacesCommasAndMixtures() throws {
        #expect(try TouchCalibration(parsing: "1 0 0 0 1 0") == .identity)
        #expect(try TouchCalibration(parsing: "1,0,0,0,1,0") == .identity)
        #expect(try TouchCalibration(parsing: " 1, 0,\t0 ,0 , 1 ,0 ") == .identity)
        let mirrored = try TouchCalibration(parsing: "-1 0 1 0 1 0")
        #expect(mirrored.entries == [-65536, 0, 65536, 0, 65536, 0])
        #expect(mirrored.description == "-1 0 1 0 1 0")
        #expect(try TouchCalibration(parsing: "1.05 0 -0.025 0 0.5 0.25").description == "1.05 0 -0.025 0 0.5 0.25")
    }

    @Test func rejectsMalformedMatricesWithAClearMessage() {
        #expect(throws: TouchCalibrationError.self) { try TouchCalibration(parsing: "1 0 0") }
        #expect(throws: TouchCalibrationError.self) { try TouchCalibration(parsing: "") }
        #expect(throws: TouchCalibrationError.self) { try TouchCalibration(parsing: "1 0 0 0 1 0 0") }
        #expect(throws: TouchCalibrationError.self) { try TouchCalibration(parsing: "nan 0 0 0 1 0") }
        #expect(throws: TouchCalibrationError.self) { try TouchCalibration(parsing: "1000 0 0 0 1 0") }
        do {
            _ = try TouchCalibration(parsing: "1 0 x 0 1 0")
            Issue.record("accepted a matrix with a word in it")
        } catch {
            #expect(error.description == "calibration number 3 \"x\" is not a number")
        }
        do {
            _ = try TouchCalibration(parsing: "1 0 0 0")
            Issue.record("accepted four numbers")
        } catch {
            #expect(error.description.contains("found 4"))
        }
    }

    /// A device whose range matches an 800×480 framebuffer, so device units are pixels.
    func mapper(_ rotation: Rotation, _ calibration: TouchCalibration = .identity) -> TouchCoordinateMapper {
        TouchCoordinateMapper(
            xAxis: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            yAxis: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            calibration: calibration,
            transform: ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: rotation))
    }

    @Test func identityMapsDeviceUnitsOntoMatchingPixels() {
        #expect(mapper(.none).logicalPoint(deviceX: 100, deviceY: 50) == point(100, 50))
        #expect(mapper(.none).logicalPoint(deviceX: 799, deviceY: 479) == point(799, 479))
    }

    @Test func clampsOutOfRangeDeviceValues() {
        #expect(mapper(.none).logicalPoint(deviceX: -40, deviceY: 9000) == point(0, 479))
    }

    @Test func followsTheDisplayRotationForAllFourAngles() {
        let expected: [Rotation: FixedPoint] = [
            .none: point(100, 50),
            .clockwise90: point(50, 700),      // logical 480×800: x = physical y, y = 800 - physical x
            .upsideDown: point(700, 430),
            .clockwise270: point(430, 100),     // x = 480 - physical y, y = physical x
        ]
        for rotation in Rotation.allCases {
            let m = mapper(rotation)
            let logical = m.logicalPoint(deviceX: 100, deviceY: 50)
            #expect(logical == expected[rotation], "rotation \(rotation)")
            // The display draws that logical point exactly where the finger was.
            #expect(m.transform.physical(fromLogical: logical) == point(100, 50), "rotation \(rotation)")
        }
    }

    @Test func mirroredPanelsFlipTheirAxis() throws {
        let mirrorX = try TouchCalibration(parsing: "-1 0 1 0 1 0")
        #expect(mapper(.none, mirrorX).logicalPoint(deviceX: 100, deviceY: 50) == point(700, 50))
        let mirrorY = try TouchCalibration(parsing: "1 0 0 0 -1 1")
        #expect(mapper(.none, mirrorY).logicalPoint(deviceX: 100, deviceY: 50) == point(100, 430))
        // Mirroring and rotation compose: the mirrored touch then turns with the display.
        #expect(mapper(.upsideDown, mirrorX).logicalPoint(deviceX: 100, deviceY: 50) == point(100, 430))
        // The far edge of a mirrored axis clamps into the framebuffer instead of leaving it.
        let edge = mapper(.none, mirrorX).physicalPoint(deviceX: 0, deviceY: 0)
        #expect(edge.x == Fixed(raw: 800 * 64 - 1))
    }

    @Test func swapsAxesForAPanelMountedSideways() throws {
        // x' = y, y' = x: the panel's x runs down the screen.
        let swap = try TouchCalibration(parsing: "0 1 0 1 0 0")
        let m = TouchCoordinateMapper(
            xAxis: AbsoluteAxisInfo(minimum: 0, maximum: 4095), yAxis: AbsoluteAxisInfo(minimum: 0, maximum: 4095),
            calibration: swap, transform: ScreenTransform(physicalWidth: 1024, physicalHeight: 512, rotation: .none))
        // device x 1024/4096 = 0.25 of the height, device y 2048/4096 = 0.5 of the width.
        #expect(m.logicalPoint(deviceX: 1024, deviceY: 2048) == point(512, 128))
    }

    @Test func scalesAndOffsetsLikeLibinput() throws {
        // Shrink to the middle half: x' = 0.5x + 0.25.
        let inset = try TouchCalibration(parsing: "0.5 0 0.25 0 0.5 0.25")
        let m = TouchCoordinateMapper(
            xAxis: AbsoluteAxisInfo(minimum: 0, maximum: 32767), yAxis: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            calibration: inset, transform: ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none))
        #expect(m.logicalPoint(deviceX: 0, deviceY: 0) == point(320, 200))
        #expect(m.logicalPoint(deviceX: 16384, deviceY: 16384) == point(640, 400))
    }

    @Test func offsetRangesNormalizeFromTheirMinimum() {
        let m = TouchCoordinateMapper(
            xAxis: AbsoluteAxisInfo(minimum: 200, maximum: 3399), yAxis: AbsoluteAxisInfo(minimum: -100, maximum: 699),
            transform: ScreenTransform(physicalWidth: 800, physicalHeight: 400, rotation: .none))
        // 3200 units over 800 px and 800 units over 400 px.
        #expect(m.logicalPoint(deviceX: 200 + 1600, deviceY: -100 + 400) == point(400, 200))
    }
}
