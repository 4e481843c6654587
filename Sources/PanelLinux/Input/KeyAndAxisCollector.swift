import PanelBase

/// The keys and wheels of one device's frame, for the decoder: key changes and wheel or
/// dial turns are collected up to SYN_REPORT and delivered then, stamped with the report's
/// time like the frame's pointer events.
///
/// A key's events always come as pressed, repeated…, released: a release or repeat of a
/// key not seen pressed (opened while held, or released here already) is dropped. When
/// events were lost or the device went away, held keys are released, so no key stays
/// down that nobody holds; the same as touches, which are cancelled then.
struct KeyAndAxisCollector {
    typealias C = LinuxInputCode

    /// A dial's REL_X or REL_Y is its turns (`InputDeviceKind.dial`); a mouse's is motion.
    let pointerAxesTurnDial: Bool

    private var keys: [(code: UInt16, state: KeyEvent.State)] = []
    /// Turns summed over the frame, per axis.
    private var wheel = 0
    private var horizontalWheel = 0
    private var dial = 0
    /// Keys pressed and not released yet.
    private(set) var held: Set<UInt16> = []

    init(pointerAxesTurnDial: Bool = false) { self.pointerAxesTurnDial = pointerAxesTurnDial }

    /// Whether `event` is one of these: a key that is no pointer's button, or a wheel or dial
    /// turn. (High-resolution wheel codes are left out: the kernel sends whole detents too.)
    func collects(_ event: RawInputEvent) -> Bool {
        if event.type == C.key { return !C.isPointerButton(event.code) }
        if event.type == C.relative {
            return event.code == C.relWheel || event.code == C.relHorizontalWheel || event.code == C.relDial
                || (pointerAxesTurnDial && (event.code == C.relX || event.code == C.relY))
        }
        return false
    }

    mutating func collect(_ event: RawInputEvent) {
        if event.type == C.key {
            switch event.value {
            case 1: keys.append((event.code, .pressed))
            case 0: keys.append((event.code, .released))
            case 2: keys.append((event.code, .repeated))
            default: break   // no other value is a key state
            }
        } else if event.code == C.relWheel {
            wheel = InputEventDecoder.accumulate(wheel, event.value)
        } else if event.code == C.relHorizontalWheel {
            horizontalWheel = InputEventDecoder.accumulate(horizontalWheel, event.value)
        } else if event.code == C.relDial || event.code == C.relX || event.code == C.relY {
            dial = InputEventDecoder.accumulate(dial, event.value)
        }
    }

    /// Delivers the frame's keys, then its turns, at `time` (the SYN_REPORT's).
    mutating func emit(at time: MonotonicTime, into output: inout [InputEvent]) {
        for key in keys {
            switch key.state {
            case .pressed:
                guard held.insert(key.code).inserted else { continue }
            case .repeated:
                guard held.contains(key.code) else { continue }
            case .released:
                guard held.remove(key.code) != nil else { continue }
            }
            output.append(.key(KeyEvent(code: key.code, state: key.state, timestamp: time)))
        }
        for (axis, value) in [(AxisEvent.Axis.wheel, wheel), (.horizontalWheel, horizontalWheel), (.dial, dial)] where value != 0 {
            output.append(.axis(AxisEvent(axis: axis, value: Int32(clamping: value), timestamp: time)))
        }
        clearFrame()
    }

    /// Forgets the frame collected so far (it was partial).
    mutating func clearFrame() {
        keys.removeAll(keepingCapacity: true)
        wheel = 0
        horizontalWheel = 0
        dial = 0
    }

    /// Releases every held key at `time`, lowest code first.
    mutating func releaseHeld(at time: MonotonicTime, into output: inout [InputEvent]) {
        for code in held.sorted() {
            output.append(.key(KeyEvent(code: code, state: .released, timestamp: time)))
        }
        held.removeAll()
    }
}
