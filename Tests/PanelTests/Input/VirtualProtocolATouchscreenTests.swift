import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// `panel-app simulate --protocol a`: the virtual touchscreen speaks protocol A, and its
/// events decode (through mtdev) to the same touches as the protocol B device's.
@Suite struct VirtualProtocolATouchscreenTests {
    typealias C = LinuxInputCode
    let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .clockwise90)

    @Test func itAnnouncesNoSlotsAndIsAProtocolAMultitouchScreen() {
        let caps = VirtualTouchEncoder.capabilities(for: transform, protocol: .a)
        #expect(caps.absoluteAxes[C.absMTSlot] == nil && caps.absoluteAxes[C.absMTTrackingID] == nil)
        #expect(caps.multitouchProtocol == .a)
        #expect(InputDeviceKind(classifying: caps) == .multitouchScreen)
        #expect(VirtualTouchEncoder.capabilities(for: transform).multitouchProtocol == .b)
    }

    @Test func everyFrameListsEveryFingerDown() {
        var encoder = VirtualTouchEncoder(transform: ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none), protocol: .a)
        let time = MonotonicTime(nanoseconds: 1)
        let first = encoder.events(for: TouchAction(offset: 0, slot: 0, kind: .down(point(10, 20)), line: 1), at: time)
        #expect(first.map { [$0.type, $0.code] } == [
            [C.absolute, C.absMTPositionX], [C.absolute, C.absMTPositionY], [C.synchronization, C.synMTReport],
            [C.key, C.buttonTouch], [C.absolute, C.absX], [C.absolute, C.absY], [C.synchronization, C.synReport],
        ])
        let second = encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .down(point(30, 40)), line: 2), at: time)
        #expect(second.filter { $0.type == C.synchronization && $0.code == C.synMTReport }.count == 2)
        #expect(!second.contains { $0.type == C.key })
        _ = encoder.events(for: TouchAction(offset: 0, slot: 0, kind: .up, line: 3), at: time)
        let last = encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .up, line: 4), at: time)
        #expect(last.map { [$0.type, $0.code, UInt16(truncatingIfNeeded: $0.value)] } == [
            [C.synchronization, C.synMTReport, 0], [C.key, C.buttonTouch, 0], [C.synchronization, C.synReport, 0],
        ])
        #expect(encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .up, line: 5), at: time).isEmpty)
        #expect(encoder.events(for: TouchAction(offset: 0, slot: 1, kind: .move(point(1, 1)), line: 6), at: time).isEmpty)
    }

    /// Plays `script` through an encoder of `protocol` into a decoder of the device it announces.
    func decode(_ script: String, protocol multitouchProtocol: MultitouchProtocol) throws -> [PointerEvent] {
        var player = TouchScriptPlayer(script: try TouchScript(parsing: script, file: "t.touch"), resolveLabel: { _ in nil })
        var encoder = VirtualTouchEncoder(transform: transform, protocol: multitouchProtocol)
        var decoder = InputEventDecoder(capabilities: VirtualTouchEncoder.capabilities(for: transform, protocol: multitouchProtocol),
                                        deviceNumber: 6, transform: transform)
        var output: [InputEvent] = []
        let start = MonotonicTime(seconds: 1)
        while let offset = player.nextOffset() {
            for action in player.actions(upTo: offset) {
                for event in encoder.events(for: action, at: start + action.offset) { decoder.feed(event, into: &output) }
            }
        }
        return output.pointerEvents
    }

    @Test func protocolAAndProtocolBDecodeToTheSameTouches() throws {
        let script = """
            down 0 100 200
            wait 0.05
            down 1 500 600
            wait 0.05
            move 0 140 260
            move 1 520 640
            wait 0.05
            up 0
            wait 0.05
            up 1
            tap 300 300
            swipe 50 50 400 700 0.2
            """
        let a = try decode(script, protocol: .a)
        let b = try decode(script, protocol: .b)
        #expect(a.count > 8)
        #expect(a.map(\.phase) == b.map(\.phase))
        #expect(a.map(\.location) == b.map(\.location))
        #expect(a.map(\.timestamp) == b.map(\.timestamp))
        #expect(wellFormedPointerSequences(a))
    }
}
