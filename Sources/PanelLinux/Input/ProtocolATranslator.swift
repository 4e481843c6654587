import CMtdev
import PanelBase

/// Turns a multitouch protocol A device's frames (anonymous contacts, each ended by
/// SYN_MT_REPORT) into protocol B slots with tracking ids, through mtdev: the translator
/// libinput and X use, which matches each frame's contacts to the previous frame's.
///
/// mtdev is configured from the device's capabilities by hand and fed events with
/// `mtdev_put_event`, never given the file descriptor: the same code then serves a live
/// device read through libevdev and a recording with no device behind it.
///
/// A frame is collected whole and handed to mtdev at its SYN_REPORT, after four checks:
/// - a contact without both ABS_MT_POSITION_X and _Y has no position of its own and is
///   left out;
/// - whether a contact touches is decided here, not by mtdev (`isTracked`): mtdev reads a
///   contact's ABS_MT_TOUCH_MAJOR, or its ABS_MT_TRACKING_ID on a device with tracking
///   ids, even when the contact has none, and then takes whatever its uninitialised stack
///   array holds, so the same frame would touch or not depending on what the thread ran
///   before;
/// - at most `maximumContactsPerFrame` contacts go through (mtdev stalls on 32 in one
///   frame), the rest of the frame's contacts are left out;
/// - a frame with contact values but no SYN_MT_REPORT is one contact when it holds both
///   positions (a driver reporting a single contact without input_mt_sync, as the Goodix
///   GT80x dump under the tests' real recordings does), and dropped whole otherwise or when
///   it is the state libevdev replays after lost events (`beginReplay()`): protocol A
///   repeats every contact in every frame, so the next frame says all there is.
/// A frame cut by lost events is discarded with `discardFrame()`, so mtdev never sees half
/// of one.
final class ProtocolATranslator {
    private let device: UnsafeMutablePointer<mtdev>
    /// The device reports ABS_MT_TRACKING_ID: mtdev keeps its ids instead of matching
    /// contacts by position.
    private let hasTrackingIDs: Bool
    /// The device reports ABS_MT_TOUCH_MAJOR: a contact's size of 0 says it does not touch.
    private let hasTouchSize: Bool
    /// The frame's contact values and SYN_MT_REPORT marks.
    private var frame: [RawInputEvent] = []
    /// The frame holds some event (a BTN_TOUCH 0 alone says every contact lifted).
    private var frameHasEvents = false
    private var frameOverflowed = false
    /// The next frame is libevdev's replay of the device's state after lost events.
    private var replaying = false

    /// Events one frame may hold; a longer frame (a device gone wild) is dropped.
    static let maximumEventsPerFrame = 1024
    /// Contacts one frame may hold: more than any panel reports, below what mtdev handles.
    static let maximumContactsPerFrame = 24
    /// Events taken out of mtdev for one frame, a bound on a loop over C state.
    static let maximumOutputPerFrame = 4096

    /// A translator for a device with ABS_MT_POSITION_X/Y; nil when mtdev cannot start.
    init?(capabilities: InputDeviceCapabilities) {
        guard let device = mtdev_new() else { return nil }
        guard mtdev_init(device) == 0 else {
            mtdev_delete(device)
            return nil
        }
        typealias C = LinuxInputCode
        // mtdev is not told of the touch size: it would read one from a contact that has
        // none; `isTracked` applies its rule instead.
        for code in C.multitouchContactCodes where code != C.absMTTouchMajor {
            guard let axis = capabilities.absoluteAxes[code] else { continue }
            let c = Int32(code)
            mtdev_set_mt_event(device, c, 1)
            mtdev_set_abs_minimum(device, c, axis.minimum)
            mtdev_set_abs_maximum(device, c, axis.maximum)
            mtdev_set_abs_fuzz(device, c, axis.fuzz)
            mtdev_set_abs_resolution(device, c, axis.resolution)
        }
        self.device = device
        hasTrackingIDs = capabilities.absoluteAxes[C.absMTTrackingID] != nil
        hasTouchSize = capabilities.absoluteAxes[C.absMTTouchMajor] != nil
    }

    deinit {
        mtdev_close_delete(device)
    }

    /// Adds an event (anything but SYN_REPORT and SYN_DROPPED) to the frame being collected.
    func collect(_ event: RawInputEvent) {
        typealias C = LinuxInputCode
        frameHasEvents = true
        let isMark = event.type == C.synchronization && event.code == C.synMTReport
        guard isMark || (event.type == C.absolute && C.multitouchCodes.contains(event.code)) else { return }
        guard frame.count < ProtocolATranslator.maximumEventsPerFrame else {
            frameOverflowed = true
            return
        }
        frame.append(event)
    }

    /// Says that the next frame is libevdev's replay of the device's state after lost
    /// events: its unmarked contact values are not a contact.
    func beginReplay() {
        discardFrame()
        replaying = true
    }

    /// Forgets the frame being collected (events were lost in it).
    func discardFrame() {
        frame.removeAll(keepingCapacity: true)
        frameHasEvents = false
        frameOverflowed = false
    }

    /// Ends the frame at `time`: returns mtdev's protocol B events for it, ending with a
    /// SYN_REPORT, or none when the frame changed nothing or was dropped.
    func translateFrame(at time: MonotonicTime) -> [RawInputEvent] {
        let unmarkedIsOneContact = !replaying
        defer {
            discardFrame()
            replaying = false
        }
        // The kernel never sends an empty frame; mtdev would ignore one too.
        guard frameHasEvents, !frameOverflowed,
              let reported = ProtocolATranslator.contacts(in: frame, unmarkedIsOneContact: unmarkedIsOneContact) else { return [] }
        let contacts = reported.filter(isTracked)
        typealias C = LinuxInputCode
        func put(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            var event = input_event()
            event.type = type
            event.code = code
            event.value = value
            mtdev_put_event(device, &event)
        }
        for contact in contacts.prefix(ProtocolATranslator.maximumContactsPerFrame) {
            for (code, value) in contact { put(C.absolute, code, value) }
            put(C.synchronization, C.synMTReport, 0)
        }
        // No contact at all still needs a mark, or mtdev would skip the frame and keep the
        // lifted contacts down.
        if contacts.isEmpty { put(C.synchronization, C.synMTReport, 0) }
        put(C.synchronization, C.synReport, 0)

        var output: [RawInputEvent] = []
        var event = input_event()
        while mtdev_empty(device) == 0 && output.count < ProtocolATranslator.maximumOutputPerFrame {
            mtdev_get_event(device, &event)
            output.append(RawInputEvent(type: event.type, code: event.code, value: event.value, time: time))
        }
        if output.last?.type != C.synchronization || output.last?.code != C.synReport {
            output.append(.report(at: time))
        }
        return output.count > 1 ? output : []
    }

    /// Whether mtdev is to track `contact` (its ABS_MT values, the last of a code counting),
    /// by mtdev's own rules but with every value it would read present: on a device with
    /// tracking ids, a contact with an id (one without is no contact mtdev could match);
    /// otherwise one with a size other than 0 or no size at all (a size of 0 is a finger
    /// hovering or lifted).
    func isTracked(_ contact: [(UInt16, Int32)]) -> Bool {
        typealias C = LinuxInputCode
        if hasTrackingIDs { return contact.contains { $0.0 == C.absMTTrackingID } }
        guard hasTouchSize, let size = contact.last(where: { $0.0 == C.absMTTouchMajor }) else { return true }
        return size.1 != 0
    }

    /// The frame's contacts that have a position of their own, each as its ABS_MT values in
    /// order. A frame with contact values but no SYN_MT_REPORT is one contact when
    /// `unmarkedIsOneContact` and it holds both positions; nil otherwise.
    static func contacts(in frame: [RawInputEvent], unmarkedIsOneContact: Bool = true) -> [[(UInt16, Int32)]]? {
        typealias C = LinuxInputCode
        var contacts: [[(UInt16, Int32)]] = []
        var current: [(UInt16, Int32)] = []
        var sawMark = false
        var sawValues = false
        for event in frame {
            if event.type == C.synchronization && event.code == C.synMTReport {
                sawMark = true
                let hasX = current.contains { $0.0 == C.absMTPositionX }
                let hasY = current.contains { $0.0 == C.absMTPositionY }
                if hasX && hasY { contacts.append(current) }
                current.removeAll()
            } else if event.type == C.absolute && C.multitouchCodes.contains(event.code) {
                sawValues = true
                if C.multitouchContactCodes.contains(event.code) { current.append((event.code, event.value)) }
            }
        }
        if sawValues && !sawMark {
            let hasX = current.contains { $0.0 == C.absMTPositionX }
            let hasY = current.contains { $0.0 == C.absMTPositionY }
            return unmarkedIsOneContact && hasX && hasY ? [current] : nil
        }
        return contacts
    }
}
