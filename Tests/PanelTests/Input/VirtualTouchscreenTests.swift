import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct VirtualTouchscreenTests {
    let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    @Test func withoutUinputItSaysWhatIsMissing() {
        do {
            _ = try VirtualTouchscreen(transform: transform, uinputPath: "/nonexistent/uinput")
            Issue.record("created a touchscreen without uinput")
        } catch {
            #expect(error.code == ENOENT)
            #expect(error.description.contains("no uinput"))
            #expect(error.description.contains("modprobe uinput"))
        }
    }

    @Test func encoderSpeaksProtocolBWithLegacyAxesAndBTNTouch() {
        typealias C = LinuxInputCode
        var encoder = VirtualTouchEncoder(transform: transform)
        let time = MonotonicTime(nanoseconds: 1)
        let first = encoder.events(for: TouchAction(offset: 0, slot: 0, kind: .down(point(10, 20)), line: 1), at: time)
        #expect(first.map { [$0.type, $0.code] } == [
            [C.absolute, C.absMTSlot], [C.absolute, C.absMTTrackingID], [C.absolute, C.absMTPositionX], [C.absolute, C.absMTPositionY],
            [C.key, C.buttonTouch], [C.absolute, C.absX], [C.absolute, C.absY], [C.synchronization, C.synReport],
        ])
        #expect(first[2].value == 10 && first[3].value == 20)
        // A second finger does not press BTN_TOUCH again; only the last lift releases it.
        let second = encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .down(point(30, 40)), line: 2), at: time)
        #expect(!second.contains { $0.code == C.buttonTouch && $0.type == C.key })
        let liftOne = encoder.events(for: TouchAction(offset: 0, slot: 0, kind: .up, line: 3), at: time)
        #expect(!liftOne.contains { $0.code == C.buttonTouch && $0.type == C.key })
        let liftTwo = encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .up, line: 4), at: time)
        #expect(liftTwo.contains { $0.type == C.key && $0.code == C.buttonTouch && $0.value == 0 })
        // Lifting a finger that is not down sends nothing.
        #expect(encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .up, line: 5), at: time).isEmpty)
    }

    /// The kernel passes a slot's ABS_MT value on only when it differs from the slot's last
    /// one (input_handle_abs_event); a touch landing where the slot's last one was would
    /// then carry no position and be ignored as a ghost. Two taps on one spot through the
    /// encoder, the kernel's filter and the decoder are two taps there.
    @Test func twoTapsOnOneSpotAreTwoTapsThroughTheKernelsFilter() {
        typealias C = LinuxInputCode
        var encoder = VirtualTouchEncoder(transform: transform)
        var decoder = InputEventDecoder(capabilities: VirtualTouchEncoder.capabilities(for: transform),
                                        deviceNumber: 0, transform: transform)
        var slot: Int32 = 0
        var stored: [Int32: [UInt16: Int32]] = [:]
        var pointers: [PointerEvent] = []
        for (step, kind) in [TouchAction.Kind.down(point(300, 200)), .up, .down(point(300, 200)), .up].enumerated() {
            let time = MonotonicTime(nanoseconds: Int64(step + 1) * 50_000_000)
            for event in encoder.events(for: TouchAction(offset: 0, slot: 0, kind: kind, line: step + 1), at: time) {
                if event.type == C.absolute && event.code == C.absMTSlot { slot = event.value }
                if event.type == C.absolute && (event.code == C.absMTPositionX || event.code == C.absMTPositionY) {
                    if stored[slot]?[event.code] == event.value { continue }
                    stored[slot, default: [:]][event.code] = event.value
                }
                pointers += decoder.feed(event).pointerEvents
            }
        }
        #expect(pointers.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(pointers.allSatisfy { $0.location == pointers[0].location })
    }

    @Test func encoderClampsPointsOffTheScreen() {
        let encoder = VirtualTouchEncoder(transform: transform)
        #expect(encoder.deviceCoordinates(point(-5, 9000)) == (0, 799))
    }
}
