/// Turns one device's raw evdev events into pointer events: the pure core of the input
/// layer, with no file descriptors, so recordings, scripts and fuzzers drive exactly the
/// code that real devices do.
///
/// Events are collected per frame and emitted at SYN_REPORT, stamped with that report's
/// kernel time. Multitouch screens are tracked per protocol-B slot; single-touch screens
/// and absolute pointers as one contact; a relative mouse moves a cursor clamped to the
/// logical screen and presses at it.
///
/// After events were lost (SYN_DROPPED) every touch in progress is cancelled, and its slot
/// stays muted until the device reports that contact lifted or a new one began: a control
/// can never stay pressed by a touch nobody can vouch for.
public struct InputEventDecoder: Sendable {
    /// Pointer ids are `deviceNumber * slotsPerDevice + slot`, unique across devices.
    public static let slotsPerDevice = 64

    public let kind: InputDeviceKind
    public let deviceNumber: Int
    public let mapper: TouchCoordinateMapper

    /// One contact: a multitouch slot, or the single contact of other kinds.
    struct Contact: Sendable {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        /// A began event was sent and no ended/cancelled yet.
        var active = false
        /// Cancelled after lost events; ignored until the device ends or replaces it.
        var muted = false
        /// Changes seen in the current frame.
        var trackingChanged = false
        var positionChanged = false
        /// The location last reported, to skip moves that change nothing on screen.
        var reported = FixedPoint.zero
    }

    var contacts: [Contact]
    var currentSlot = 0
    /// Single contact kinds: the button's value seen in this frame, if it changed.
    var pendingButton: Int32?
    /// Relative mouse: motion summed over the frame and the cursor in logical 1/64 px.
    var pendingDX = 0
    var pendingDY = 0
    public private(set) var cursor: FixedPoint
    /// True between a SYN_DROPPED read from a raw stream and the next SYN_REPORT.
    var discardingFrame = false

    /// A decoder for one device. `deviceNumber` must differ between devices (the N of eventN).
    public init(kind: InputDeviceKind, deviceNumber: Int, mapper: TouchCoordinateMapper) {
        self.kind = kind
        self.deviceNumber = deviceNumber
        self.mapper = mapper
        let count: Int
        if case .multitouchScreen = kind {
            count = InputEventDecoder.slotsPerDevice
        } else {
            count = 1
        }
        self.contacts = Array(repeating: Contact(), count: count)
        self.cursor = FixedPoint(x: Fixed(mapper.transform.logicalWidth) / 2, y: Fixed(mapper.transform.logicalHeight) / 2)
    }

    /// A decoder for a device described by `capabilities`, mapping its absolute axes (the
    /// multitouch ones for multitouch screens) through `calibration` and `transform`.
    public init(capabilities: InputDeviceCapabilities, deviceNumber: Int, calibration: TouchCalibration = .identity, transform: ScreenTransform) {
        let kind = InputDeviceKind(classifying: capabilities)
        let (xCode, yCode) = kind == .multitouchScreen
            ? (LinuxInputCode.absMTPositionX, LinuxInputCode.absMTPositionY)
            : (LinuxInputCode.absX, LinuxInputCode.absY)
        let fallbackX = AbsoluteAxisInfo(minimum: 0, maximum: Int32(clamping: transform.physicalWidth - 1))
        let fallbackY = AbsoluteAxisInfo(minimum: 0, maximum: Int32(clamping: transform.physicalHeight - 1))
        let mapper = TouchCoordinateMapper(
            xAxis: capabilities.absoluteAxes[xCode] ?? fallbackX,
            yAxis: capabilities.absoluteAxes[yCode] ?? fallbackY,
            calibration: calibration, transform: transform)
        self.init(kind: kind, deviceNumber: deviceNumber, mapper: mapper)
        // Start from the device's state when it was opened: the slot later events address
        // and, for single contacts, where a press without motion lands.
        if kind == .multitouchScreen, let slot = capabilities.absoluteAxes[LinuxInputCode.absMTSlot]?.value {
            currentSlot = slot >= 0 && Int(slot) < contacts.count ? Int(slot) : -1
        } else {
            contacts[0].x = capabilities.absoluteAxes[xCode]?.value ?? 0
            contacts[0].y = capabilities.absoluteAxes[yCode]?.value ?? 0
        }
    }

    /// The pointer ids of touches that have begun and not yet ended or been cancelled.
    public var activePointers: [Int] {
        contacts.indices.filter { contacts[$0].active }.map(pointerID(slot:))
    }

    /// Saturating, so a device number no node could have still gives an id, not a trap.
    func pointerID(slot: Int) -> Int {
        let (base, overflow) = deviceNumber.multipliedReportingOverflow(by: InputEventDecoder.slotsPerDevice)
        guard !overflow else { return deviceNumber < 0 ? .min : .max }
        let (id, overflowed) = base.addingReportingOverflow(slot)
        return overflowed ? .max : id
    }

    /// Feeds one raw event; appends the pointer events it completes to `output`.
    public mutating func feed(_ event: RawInputEvent, into output: inout [PointerEvent]) {
        typealias C = LinuxInputCode
        if event.type == C.synchronization {
            if event.code == C.synDropped {
                // The kernel lost events: this frame and everything up to the next report
                // are partial, so throw them away and stop trusting current touches.
                cancelAll(at: event.time, muting: true, into: &output)
                discardingFrame = true
            } else if event.code == C.synReport {
                if discardingFrame {
                    discardingFrame = false
                    clearFrame()
                } else {
                    finishFrame(at: event.time, into: &output)
                }
            }
            return
        }
        if discardingFrame { return }
        switch kind {
        case .multitouchScreen: feedMultitouch(event)
        case .singleTouchScreen: feedSingle(event, button: C.buttonTouch)
        case .absolutePointer: feedSingle(event, button: C.buttonLeft)
        case .relativeMouse: feedMouse(event)
        case .ignored: break
        }
    }

    /// Convenience: feeds one event and returns what it completes.
    public mutating func feed(_ event: RawInputEvent) -> [PointerEvent] {
        var output: [PointerEvent] = []
        feed(event, into: &output)
        return output
    }

    /// Called when libevdev reports a SYN_DROPPED and is about to replay the device's true
    /// state as sync events: cancels the touches in progress and mutes their slots; the
    /// sync events that follow are then fed normally.
    public mutating func beginResynchronization(at time: MonotonicTime, into output: inout [PointerEvent]) {
        cancelAll(at: time, muting: true, into: &output)
        discardingFrame = false
    }

    /// Cancels every touch in progress (the device went away, or the stream ended).
    public mutating func cancelAll(at time: MonotonicTime, into output: inout [PointerEvent]) {
        cancelAll(at: time, muting: false, into: &output)
        for index in contacts.indices { contacts[index] = Contact() }
    }

    mutating func cancelAll(at time: MonotonicTime, muting: Bool, into output: inout [PointerEvent]) {
        for index in contacts.indices where contacts[index].active {
            contacts[index].active = false
            contacts[index].muted = muting
            output.append(PointerEvent(pointer: pointerID(slot: index), phase: .cancelled, location: contacts[index].reported, timestamp: time))
        }
        clearFrame()
    }

    mutating func clearFrame() {
        for index in contacts.indices {
            contacts[index].trackingChanged = false
            contacts[index].positionChanged = false
        }
        pendingButton = nil
        pendingDX = 0
        pendingDY = 0
    }

    // MARK: Collecting a frame

    mutating func feedMultitouch(_ event: RawInputEvent) {
        typealias C = LinuxInputCode
        guard event.type == C.absolute else { return }
        if event.code == C.absMTSlot {
            // A slot beyond what Panel tracks is ignored until the device picks another.
            currentSlot = event.value >= 0 && Int(event.value) < contacts.count ? Int(event.value) : -1
            return
        }
        guard currentSlot >= 0 else { return }
        switch event.code {
        case C.absMTTrackingID:
            if contacts[currentSlot].trackingID != event.value || event.value < 0 {
                contacts[currentSlot].trackingID = event.value
                contacts[currentSlot].trackingChanged = true
            }
        case C.absMTPositionX:
            contacts[currentSlot].x = event.value
            contacts[currentSlot].positionChanged = true
        case C.absMTPositionY:
            contacts[currentSlot].y = event.value
            contacts[currentSlot].positionChanged = true
        default:
            break
        }
    }

    mutating func feedSingle(_ event: RawInputEvent, button: UInt16) {
        typealias C = LinuxInputCode
        if event.type == C.key && event.code == button {
            pendingButton = event.value == 0 ? 0 : 1
        } else if event.type == C.absolute && event.code == C.absX {
            contacts[0].x = event.value
            contacts[0].positionChanged = true
        } else if event.type == C.absolute && event.code == C.absY {
            contacts[0].y = event.value
            contacts[0].positionChanged = true
        }
    }

    mutating func feedMouse(_ event: RawInputEvent) {
        typealias C = LinuxInputCode
        if event.type == C.key && event.code == C.buttonLeft {
            pendingButton = event.value == 0 ? 0 : 1
        } else if event.type == C.relative && event.code == C.relX {
            pendingDX = InputEventDecoder.accumulate(pendingDX, event.value)
        } else if event.type == C.relative && event.code == C.relY {
            pendingDY = InputEventDecoder.accumulate(pendingDY, event.value)
        }
    }

    /// Sums a frame's motion, held within ±2⁴⁰ so no flood of extreme deltas can overflow
    /// (the cursor is clamped to the screen anyway).
    static func accumulate(_ sum: Int, _ delta: Int32) -> Int {
        min(max(sum + Int(delta), -(1 << 40)), 1 << 40)
    }

    // MARK: Emitting a frame

    mutating func finishFrame(at time: MonotonicTime, into output: inout [PointerEvent]) {
        switch kind {
        case .multitouchScreen:
            for slot in contacts.indices { finishMultitouchSlot(slot, at: time, into: &output) }
        case .singleTouchScreen, .absolutePointer:
            let location = mapper.logicalPoint(deviceX: contacts[0].x, deviceY: contacts[0].y)
            finishButtonContact(location: location, moved: contacts[0].positionChanged, at: time, into: &output)
        case .relativeMouse:
            let moved = pendingDX != 0 || pendingDY != 0
            if moved {
                let maxX = Fixed(raw: mapper.transform.logicalWidth * Fixed.scale - 1)
                let maxY = Fixed(raw: mapper.transform.logicalHeight * Fixed.scale - 1)
                cursor.x = Fixed.min(Fixed.max(cursor.x + Fixed(clampedPixels: pendingDX), .zero), maxX)
                cursor.y = Fixed.min(Fixed.max(cursor.y + Fixed(clampedPixels: pendingDY), .zero), maxY)
            }
            finishButtonContact(location: cursor, moved: moved, at: time, into: &output)
        case .ignored:
            break
        }
        clearFrame()
    }

    mutating func finishMultitouchSlot(_ slot: Int, at time: MonotonicTime, into output: inout [PointerEvent]) {
        let contact = contacts[slot]
        guard contact.trackingChanged || contact.positionChanged else { return }
        let pointer = pointerID(slot: slot)
        let location = mapper.logicalPoint(deviceX: contact.x, deviceY: contact.y)
        if contact.trackingChanged {
            if contact.active {
                // Lifted, or replaced by a new contact in the same frame.
                output.append(PointerEvent(pointer: pointer, phase: .ended, location: contact.positionChanged ? location : contact.reported, timestamp: time))
                contacts[slot].active = false
            }
            contacts[slot].muted = false
            if contact.trackingID >= 0 {
                output.append(PointerEvent(pointer: pointer, phase: .began, location: location, timestamp: time))
                contacts[slot].active = true
                contacts[slot].reported = location
            }
        } else if contact.active && location != contact.reported {
            output.append(PointerEvent(pointer: pointer, phase: .moved, location: location, timestamp: time))
            contacts[slot].reported = location
        }
    }

    mutating func finishButtonContact(location: FixedPoint, moved: Bool, at time: MonotonicTime, into output: inout [PointerEvent]) {
        let pointer = pointerID(slot: 0)
        if let button = pendingButton {
            let pressed = button != 0
            if pressed && !contacts[0].active {
                // After lost events a press is still a fresh contact: the release in between
                // was lost with them.
                contacts[0].muted = false
                output.append(PointerEvent(pointer: pointer, phase: .began, location: location, timestamp: time))
                contacts[0].active = true
                contacts[0].reported = location
            } else if !pressed {
                if contacts[0].active {
                    output.append(PointerEvent(pointer: pointer, phase: .ended, location: location, timestamp: time))
                    contacts[0].active = false
                }
                contacts[0].muted = false
            }
        } else if moved && contacts[0].active && location != contacts[0].reported {
            output.append(PointerEvent(pointer: pointer, phase: .moved, location: location, timestamp: time))
            contacts[0].reported = location
        }
    }
}

extension Fixed {
    /// Whole pixels from a device delta, bounded so a wild value cannot overflow.
    init(clampedPixels pixels: Int) {
        self.init(Swift.min(Swift.max(pixels, -(1 << 24)), 1 << 24))
    }
}
