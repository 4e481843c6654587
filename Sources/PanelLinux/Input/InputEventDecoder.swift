import PanelBase

/// Turns one device's raw evdev events into input events: the pure core of the input
/// layer, with no file descriptors, so recordings, scripts and fuzzers drive exactly the
/// code that real devices do.
///
/// Events are collected per frame and emitted at SYN_REPORT, stamped with that report's
/// kernel time: pointer events first, then keys and wheel turns (`KeyAndAxisCollector`),
/// which any kind of device may report. Multitouch screens are tracked per protocol-B slot (protocol A frames go
/// through mtdev first, see `ProtocolATranslator`); single-touch screens and absolute
/// pointers as one contact, pressed by a button or, on resistive controllers without
/// BTN_TOUCH, by pressure (`PressureContact`); a relative mouse moves a cursor clamped to
/// the logical screen and presses at it.
///
/// Positions pass through a hysteresis in device units (`TouchHysteresis`), so a finger
/// held still stays still: gestures measure their distances (`maximumDistance`,
/// `minimumDistance`) on these filtered positions, in points.
///
/// A slot's touch begins only once it has reported a position of its own (a tracking id
/// that comes and goes without one never touches anything), and not in a frame that
/// reports one of its axes twice, far apart: two contacts' values mixed into one slot by
/// a controller that skipped an ABS_MT_SLOT. Such a frame moves no touch either.
///
/// After events were lost (SYN_DROPPED) every touch in progress is cancelled, and its slot
/// stays muted until the device reports that contact lifted or a new one began: a control
/// can never stay pressed by a touch nobody can vouch for.
public struct InputEventDecoder {
    /// Pointer ids are `deviceNumber * slotsPerDevice + slot`, unique across devices.
    public static let slotsPerDevice = 64

    public let kind: InputDeviceKind
    public let deviceNumber: Int
    public let mapper: TouchCoordinateMapper
    /// The noise margins positions are filtered with, in device units.
    public let hysteresis: TouchHysteresis
    /// What presses the single contact of a single-touch screen, absolute pointer or mouse.
    public let contactSignal: ContactSignal
    /// Protocol A devices: mtdev, turning their frames into slots.
    let translator: ProtocolATranslator?

    /// How a single contact says it touches.
    public enum ContactSignal: Hashable, Sendable {
        /// A key: BTN_TOUCH, BTN_LEFT, or BTN_TOOL_PEN for a pen display without BTN_TOUCH.
        case button(UInt16)
        /// ABS_PRESSURE crossing a threshold, for controllers with no button at all.
        case pressure(PressureContact)
    }

    /// One contact: a multitouch slot, or the single contact of other kinds.
    struct Contact: Sendable {
        var trackingID: Int32 = -1
        /// The position the device last reported, in device units, and whether each axis
        /// has been reported at all since the device was opened.
        var x: Int32 = 0
        var y: Int32 = 0
        var knownX = false
        var knownY = false
        /// Where the contact is shown: the reported position through the hysteresis.
        var shownX: Int32 = 0
        var shownY: Int32 = 0
        /// A began event was sent and no ended/cancelled yet.
        var active = false
        /// Cancelled after lost events; ignored until the device ends or replaces it.
        var muted = false
        /// A new tracking id not yet begun: it waits for a position of its own.
        var pending = false
        /// The pending touch has reported a position of its own.
        var ownPosition = false
        /// Changes seen in the current frame.
        var trackingChanged = false
        var frameX: Int32?
        var frameY: Int32?
        /// The frame reported an axis twice, far apart: its position cannot be trusted.
        var ambiguous = false
        /// The location last reported, to skip moves that change nothing on screen.
        var reported = FixedPoint.zero
    }

    var contacts: [Contact]
    var currentSlot = 0
    /// Single contact kinds: the button's value seen in this frame, if it changed.
    var pendingButton: Int32?
    /// Pressure-signalled contacts: the pressure seen in this frame, and whether it touches.
    var pendingPressure: Int32?
    var pressureTouching = false
    /// Relative mouse: motion summed over the frame and the cursor in logical 1/64 px.
    var pendingDX = 0
    var pendingDY = 0
    public internal(set) var cursor: FixedPoint
    /// True between a SYN_DROPPED read from a raw stream and the next SYN_REPORT.
    var discardingFrame = false
    /// Keys and wheels, whatever the kind.
    var keysAndAxes = KeyAndAxisCollector()

    /// A decoder for one device. `deviceNumber` must differ between devices (the N of eventN).
    public init(kind: InputDeviceKind, deviceNumber: Int, mapper: TouchCoordinateMapper,
                hysteresis: TouchHysteresis = .none, contactSignal: ContactSignal? = nil) {
        self.init(kind: kind, deviceNumber: deviceNumber, mapper: mapper, hysteresis: hysteresis,
                  contactSignal: contactSignal, translator: nil)
    }

    init(kind: InputDeviceKind, deviceNumber: Int, mapper: TouchCoordinateMapper, hysteresis: TouchHysteresis,
         contactSignal: ContactSignal?, translator: ProtocolATranslator?) {
        self.kind = kind
        self.deviceNumber = deviceNumber
        self.mapper = mapper
        self.hysteresis = hysteresis
        self.translator = translator
        let count: Int
        if case .multitouchScreen = kind {
            count = InputEventDecoder.slotsPerDevice
        } else {
            count = 1
        }
        self.contactSignal = contactSignal ?? .button(kind == .singleTouchScreen ? LinuxInputCode.buttonTouch : LinuxInputCode.buttonLeft)
        var initial = Contact()
        if translator != nil {
            // mtdev's slots start at 0 and it reports only what changes from there.
            initial.knownX = true
            initial.knownY = true
        }
        self.contacts = Array(repeating: initial, count: count)
        self.keysAndAxes = KeyAndAxisCollector(pointerAxesTurnDial: kind == .dial)
        self.cursor = FixedPoint(x: Fixed(mapper.transform.logicalWidth) / 2, y: Fixed(mapper.transform.logicalHeight) / 2)
    }

    /// A decoder for a device described by `capabilities`, mapping its absolute axes (the
    /// multitouch ones for multitouch screens) through `calibration` and `transform`, with
    /// the noise margins and pressure threshold of `tuning` where it sets them.
    public init(capabilities: InputDeviceCapabilities, deviceNumber: Int, calibration: TouchCalibration = .identity,
                transform: ScreenTransform, tuning: TouchTuning = TouchTuning()) {
        typealias C = LinuxInputCode
        let kind = InputDeviceKind(classifying: capabilities)
        let (xCode, yCode) = kind == .multitouchScreen
            ? (C.absMTPositionX, C.absMTPositionY)
            : (C.absX, C.absY)
        let fallbackX = AbsoluteAxisInfo(minimum: 0, maximum: Int32(clamping: transform.physicalWidth - 1))
        let fallbackY = AbsoluteAxisInfo(minimum: 0, maximum: Int32(clamping: transform.physicalHeight - 1))
        let xAxis = capabilities.absoluteAxes[xCode] ?? fallbackX
        let yAxis = capabilities.absoluteAxes[yCode] ?? fallbackY
        let mapper = TouchCoordinateMapper(xAxis: xAxis, yAxis: yAxis, calibration: calibration, transform: transform)
        let hysteresis = kind == .relativeMouse
            ? TouchHysteresis.none
            : TouchHysteresis(xAxis: xAxis, yAxis: yAxis, fuzzX: tuning.fuzz[xCode], fuzzY: tuning.fuzz[yCode])
        var signal: ContactSignal?
        if kind == .singleTouchScreen && !capabilities.hasKey(C.buttonTouch) {
            if let pressure = capabilities.absoluteAxes[C.absPressure], !capabilities.hasKey(C.buttonToolPen) {
                signal = .pressure(PressureContact(axis: pressure, configuredThreshold: tuning.pressureThreshold))
            } else {
                signal = .button(C.buttonToolPen)
            }
        }
        let translator = kind == .multitouchScreen && capabilities.multitouchProtocol == .a
            ? ProtocolATranslator(capabilities: capabilities) : nil
        self.init(kind: kind, deviceNumber: deviceNumber, mapper: mapper, hysteresis: hysteresis,
                  contactSignal: signal, translator: translator)
        // Start from the device's state when it was opened: the slot later events address
        // and, for single contacts, where a press without motion lands.
        if kind == .multitouchScreen {
            if translator == nil, let slot = capabilities.absoluteAxes[C.absMTSlot]?.value {
                currentSlot = slot >= 0 && Int(slot) < contacts.count ? Int(slot) : -1
            }
        } else {
            contacts[0].x = capabilities.absoluteAxes[xCode]?.value ?? 0
            contacts[0].y = capabilities.absoluteAxes[yCode]?.value ?? 0
            contacts[0].knownX = true
            contacts[0].knownY = true
        }
    }

    /// The multitouch protocol the decoder reads, nil for single contacts.
    public var multitouchProtocol: MultitouchProtocol? {
        guard kind == .multitouchScreen else { return nil }
        return translator == nil ? .b : .a
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

    /// Feeds one raw event; appends the input events it completes to `output`.
    public mutating func feed(_ event: RawInputEvent, into output: inout [InputEvent]) {
        typealias C = LinuxInputCode
        if event.type == C.synchronization {
            if event.code == C.synDropped {
                // The kernel lost events: this frame and everything up to the next report
                // are partial, so throw them away and stop trusting current touches.
                cancelAll(at: event.time, muting: true, into: &output)
                translator?.discardFrame()
                discardingFrame = true
            } else if event.code == C.synReport {
                if discardingFrame {
                    discardingFrame = false
                    translator?.discardFrame()
                    clearFrame()
                } else if let translator {
                    for translated in translator.translateFrame(at: event.time) {
                        if translated.type == C.synchronization {
                            if translated.code == C.synReport { finishFrame(at: event.time, into: &output) }
                        } else {
                            feedMultitouch(translated)
                        }
                    }
                    // A frame mtdev found nothing to report in may still have keys.
                    keysAndAxes.emit(at: event.time, into: &output)
                } else {
                    finishFrame(at: event.time, into: &output)
                }
            } else if event.code == C.synMTReport && !discardingFrame {
                translator?.collect(event)
            }
            return
        }
        if discardingFrame { return }
        if keysAndAxes.collects(event) {
            keysAndAxes.collect(event)
            return
        }
        if let translator {
            translator.collect(event)
            return
        }
        switch kind {
        case .multitouchScreen: feedMultitouch(event)
        case .singleTouchScreen, .absolutePointer: feedSingle(event)
        case .relativeMouse: feedMouse(event)
        case .keyboard, .dial, .ignored: break
        }
    }

    /// Convenience: feeds one event and returns what it completes.
    public mutating func feed(_ event: RawInputEvent) -> [InputEvent] {
        var output: [InputEvent] = []
        feed(event, into: &output)
        return output
    }

    /// Called when libevdev reports a SYN_DROPPED and is about to replay the device's true
    /// state as sync events: cancels the touches in progress and mutes their slots; the
    /// sync events that follow are then fed normally.
    public mutating func beginResynchronization(at time: MonotonicTime, into output: inout [InputEvent]) {
        cancelAll(at: time, muting: true, into: &output)
        translator?.beginReplay()
        discardingFrame = false
    }

    /// Cancels every touch in progress and releases every held key (the device went away,
    /// or the stream ended).
    public mutating func cancelAll(at time: MonotonicTime, into output: inout [InputEvent]) {
        cancelAll(at: time, muting: false, into: &output)
        // Positions are kept: the device (and mtdev) only report what changes from them.
        for index in contacts.indices {
            contacts[index].trackingID = -1
            contacts[index].muted = false
        }
    }

    mutating func cancelAll(at time: MonotonicTime, muting: Bool, into output: inout [InputEvent]) {
        for index in contacts.indices {
            // A touch still waiting for its position is as untrustworthy as one under way.
            if contacts[index].pending {
                contacts[index].pending = false
                contacts[index].muted = muting
            }
            guard contacts[index].active else { continue }
            contacts[index].active = false
            contacts[index].muted = muting
            output.append(.pointer(PointerEvent(pointer: pointerID(slot: index), phase: .cancelled, location: contacts[index].reported, timestamp: time)))
        }
        keysAndAxes.releaseHeld(at: time, into: &output)
        clearFrame()
    }

    mutating func clearFrame() {
        for index in contacts.indices {
            contacts[index].trackingChanged = false
            contacts[index].frameX = nil
            contacts[index].frameY = nil
            contacts[index].ambiguous = false
        }
        pendingButton = nil
        pendingPressure = nil
        pendingDX = 0
        pendingDY = 0
        keysAndAxes.clearFrame()
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
            var contact = contacts[currentSlot]
            InputEventDecoder.record(event.value, in: &contact.frameX, margin: hysteresis.marginX, ambiguous: &contact.ambiguous)
            contacts[currentSlot] = contact
        case C.absMTPositionY:
            var contact = contacts[currentSlot]
            InputEventDecoder.record(event.value, in: &contact.frameY, margin: hysteresis.marginY, ambiguous: &contact.ambiguous)
            contacts[currentSlot] = contact
        default:
            break
        }
    }

    /// Notes an axis value of the frame; a second value of the same axis farther than the
    /// noise margin from the first means two contacts' values were mixed into one slot.
    package static func record(_ value: Int32, in slot: inout Int32?, margin: Int32, ambiguous: inout Bool) {
        if let earlier = slot, (Int(value) - Int(earlier)).magnitude > Int(margin).magnitude { ambiguous = true }
        slot = value
    }

    mutating func feedSingle(_ event: RawInputEvent) {
        typealias C = LinuxInputCode
        if event.type == C.key, case .button(let button) = contactSignal, event.code == button {
            pendingButton = event.value == 0 ? 0 : 1
        } else if event.type == C.absolute && event.code == C.absX {
            contacts[0].frameX = event.value
        } else if event.type == C.absolute && event.code == C.absY {
            contacts[0].frameY = event.value
        } else if event.type == C.absolute && event.code == C.absPressure, case .pressure = contactSignal {
            pendingPressure = event.value
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
}

extension Fixed {
    /// Whole pixels from a device delta, bounded so a wild value cannot overflow.
    package init(clampedPixels pixels: Int) {
        self.init(Swift.min(Swift.max(pixels, -(1 << 24)), 1 << 24))
    }
}
