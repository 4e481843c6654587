import PanelBase

/// The Shift key of the on-screen keyboard: a tap shifts the next letter only, a second
/// tap soon after locks capitals (caps lock) until Shift is tapped again.
struct ShiftState: Equatable, Sendable {
    enum Mode: Equatable, Sendable { case off, once, locked }

    private(set) var mode = Mode.off
    private var lastTap: MonotonicTime?

    /// Two taps closer than this lock capitals.
    static let doubleTapInterval: Int64 = 400_000_000

    var isUpper: Bool { mode != .off }

    mutating func tap(at time: MonotonicTime) {
        switch mode {
        case .off:
            mode = .once
            lastTap = time
        case .once:
            let quick = lastTap.map { time - $0 <= ShiftState.doubleTapInterval } ?? false
            mode = quick ? .locked : .off
            lastTap = nil
        case .locked:
            mode = .off
            lastTap = nil
        }
    }

    /// A character was typed: a one-shot Shift is used up.
    mutating func typedCharacter() {
        if mode == .once { mode = .off }
    }

    /// Starts in capitals (`.textInputAutocapitalization` at a word's or sentence's start).
    mutating func shiftOnce() {
        if mode == .off { mode = .once; lastTap = nil }
    }

    /// Capitals for every letter (`.textInputAutocapitalization(.characters)`).
    mutating func lock() { mode = .locked; lastTap = nil }

    mutating func reset() { self = ShiftState() }
}
