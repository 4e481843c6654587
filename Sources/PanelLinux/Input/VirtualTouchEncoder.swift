import PanelBase

/// Turns finger actions into the evdev events a multitouch touchscreen sends, for the
/// virtual touchscreen Panel simulates: the device's axes span the physical framebuffer's
/// pixels, so logical points go through the display's transform on the way in and come
/// back unchanged through the decoder's.
///
/// Protocol B (the default) addresses slots with tracking ids; protocol A, as older
/// controllers such as the Sitronix ST1232 speak it, lists every contact down in every
/// frame, each ended by SYN_MT_REPORT, with no slots and no ids.
public struct VirtualTouchEncoder: Sendable {
    public let transform: ScreenTransform
    public let multitouchProtocol: MultitouchProtocol
    var nextTrackingID: Int32 = 1
    var down = Set<Int>()
    /// Protocol A: where each finger down is, in device units, by slot.
    var positions: [Int: (x: Int32, y: Int32)] = [:]
    /// Protocol B: the position each slot last reported, which the kernel keeps per slot.
    var slotPositions: [Int: (x: Int32, y: Int32)] = [:]

    public init(transform: ScreenTransform, protocol multitouchProtocol: MultitouchProtocol = .b) {
        self.transform = transform
        self.multitouchProtocol = multitouchProtocol
    }

    /// The capabilities the virtual touchscreen announces: INPUT_PROP_DIRECT, BTN_TOUCH,
    /// MT and single-touch axes over the framebuffer's pixels with a resolution, and for
    /// protocol B ten slots with tracking ids.
    public static func capabilities(for transform: ScreenTransform, name: String = "Panel Virtual Touchscreen",
                                    protocol multitouchProtocol: MultitouchProtocol = .b) -> InputDeviceCapabilities {
        typealias C = LinuxInputCode
        let maxX = Int32(clamping: max(transform.physicalWidth, 1) - 1)
        let maxY = Int32(clamping: max(transform.physicalHeight, 1) - 1)
        // About 6 units per mm, a 10" panel at 1280×800.
        let resolution: Int32 = 6
        let x = AbsoluteAxisInfo(minimum: 0, maximum: maxX, resolution: resolution)
        let y = AbsoluteAxisInfo(minimum: 0, maximum: maxY, resolution: resolution)
        var axes: [UInt16: AbsoluteAxisInfo] = [C.absX: x, C.absY: y, C.absMTPositionX: x, C.absMTPositionY: y]
        if multitouchProtocol == .b {
            axes[C.absMTSlot] = AbsoluteAxisInfo(minimum: 0, maximum: Int32(TouchScript.slotCount - 1))
            axes[C.absMTTrackingID] = AbsoluteAxisInfo(minimum: 0, maximum: 65535)
        }
        return InputDeviceCapabilities(
            name: name, busType: 0x06, vendor: 0x5041, product: multitouchProtocol == .b ? 0x4e4c : 0x4e41, version: 1,
            properties: [C.propertyDirect],
            keys: [C.buttonTouch],
            absoluteAxes: axes)
    }

    /// The device position of a logical point.
    public func deviceCoordinates(_ logical: FixedPoint) -> (x: Int32, y: Int32) {
        let physical = transform.physical(fromLogical: logical)
        let x = min(max(physical.x.floorPixels, 0), max(transform.physicalWidth - 1, 0))
        let y = min(max(physical.y.floorPixels, 0), max(transform.physicalHeight - 1, 0))
        return (Int32(x), Int32(y))
    }

    /// The events for one action, ending with SYN_REPORT; none for a mark.
    public mutating func events(for action: TouchAction, at time: MonotonicTime) -> [RawInputEvent] {
        if multitouchProtocol == .a { return protocolAEvents(for: action, at: time) }
        typealias C = LinuxInputCode
        var events: [RawInputEvent] = []
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(RawInputEvent(type: type, code: code, value: value, time: time))
        }
        switch action.kind {
        case .mark:
            return []
        case .key, .turn:
            return VirtualKeyDevices.events(for: action, at: time)
        case .down(let point), .move(let point):
            let isDown: Bool
            if case .down = action.kind { isDown = true } else { isDown = false }
            if !isDown && !down.contains(action.slot) { return [] }
            let (x, y) = deviceCoordinates(point)
            emit(C.absolute, C.absMTSlot, Int32(clamping: action.slot))
            if isDown {
                emit(C.absolute, C.absMTTrackingID, nextTrackingID)
                nextTrackingID = nextTrackingID == 65535 ? 1 : nextTrackingID + 1
            }
            // The kernel drops a value equal to the slot's last one, so a touch landing
            // exactly where the slot's last touch was would carry no position of its own,
            // and decoders ignore such touches as ghosts (docs/touch.md). A one-unit step
            // within the frame gives it one; the frame still ends at (x, y).
            if isDown, let last = slotPositions[action.slot], last == (x, y) {
                emit(C.absolute, C.absMTPositionX, x == 0 ? 1 : x - 1)
            }
            emit(C.absolute, C.absMTPositionX, x)
            emit(C.absolute, C.absMTPositionY, y)
            slotPositions[action.slot] = (x, y)
            if isDown && down.isEmpty { emit(C.key, C.buttonTouch, 1) }
            if isDown { down.insert(action.slot) }
            emit(C.absolute, C.absX, x)
            emit(C.absolute, C.absY, y)
        case .up:
            guard down.remove(action.slot) != nil else { return [] }
            emit(C.absolute, C.absMTSlot, Int32(clamping: action.slot))
            emit(C.absolute, C.absMTTrackingID, -1)
            if down.isEmpty { emit(C.key, C.buttonTouch, 0) }
        }
        emit(C.synchronization, C.synReport, 0)
        return events
    }

    /// Protocol A: the whole frame after the action, every finger down in slot order.
    mutating func protocolAEvents(for action: TouchAction, at time: MonotonicTime) -> [RawInputEvent] {
        typealias C = LinuxInputCode
        let wasTouching = !down.isEmpty
        switch action.kind {
        case .mark:
            return []
        case .key, .turn:
            return VirtualKeyDevices.events(for: action, at: time)
        case .down(let point):
            down.insert(action.slot)
            positions[action.slot] = deviceCoordinates(point)
        case .move(let point):
            guard down.contains(action.slot) else { return [] }
            positions[action.slot] = deviceCoordinates(point)
        case .up:
            guard down.remove(action.slot) != nil else { return [] }
            positions[action.slot] = nil
        }
        var events: [RawInputEvent] = []
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(RawInputEvent(type: type, code: code, value: value, time: time))
        }
        let fingers = down.sorted().compactMap { positions[$0] }
        for finger in fingers {
            emit(C.absolute, C.absMTPositionX, finger.x)
            emit(C.absolute, C.absMTPositionY, finger.y)
            emit(C.synchronization, C.synMTReport, 0)
        }
        // No finger left: one empty contact report says so.
        if fingers.isEmpty { emit(C.synchronization, C.synMTReport, 0) }
        if wasTouching != !fingers.isEmpty { emit(C.key, C.buttonTouch, fingers.isEmpty ? 0 : 1) }
        if let first = fingers.first {
            emit(C.absolute, C.absX, first.x)
            emit(C.absolute, C.absY, first.y)
        }
        emit(C.synchronization, C.synReport, 0)
        return events
    }
}
