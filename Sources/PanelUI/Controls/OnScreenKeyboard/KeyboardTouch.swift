import PanelBase

/// The finger on the keyboard now: the key under it (or the candidate bar's cell), and
/// the times a long press opens accents and a held Backspace deletes again.
struct KeyboardTouch: Equatable, Sendable {
    /// Tells this touch from the next: a second finger down ends the first.
    var serial: Int
    var key: KeyboardGeometry.Placed?
    /// The candidate the touch began on (in the bar).
    var candidate: Int?
    var longPressDue: MonotonicTime?
    var repeatDue: MonotonicTime?

    /// How long a letter is held before its accents show.
    static let longPressDelay: Int64 = 450_000_000
    /// Backspace held: it deletes again after this, then at every interval (as a hardware
    /// key repeats), on the loop's timers.
    static let repeatDelay: Int64 = 500_000_000
    static let repeatInterval: Int64 = 100_000_000

    var deadline: MonotonicTime? {
        switch (longPressDue, repeatDue) {
        case let (a?, b?): Swift.min(a, b)
        case let (a?, nil): a
        case let (nil, b?): b
        default: nil
        }
    }
}

extension OnScreenKeyboard {
    private var currentGeometry: KeyboardGeometry { geometry(screen: graph.size) }

    private func longPressDue(for placed: KeyboardGeometry.Placed?, at time: MonotonicTime) -> MonotonicTime? {
        guard case .character(let text)? = placed?.key.action, !AccentVariants.variants(of: text).isEmpty else { return nil }
        return time + KeyboardTouch.longPressDelay
    }

    /// A finger went down at (`x`, `y`) on the keyboard (pixels from its top left). A finger
    /// still down on another key types that key first, as fast typing overlaps touches.
    /// Returns the touch's serial.
    func touchBegan(x: Int, y: Int, at time: MonotonicTime) -> Int {
        if let previous = touch { touchEnded(serial: previous.serial, at: time) }
        touchSerial += 1
        let geometry = currentGeometry
        var next = KeyboardTouch(serial: touchSerial)
        if y < geometry.barHeight {
            if let pinyin { next.candidate = CandidateBar(composition: pinyin, width: geometry.width, height: geometry.barHeight).candidate(at: x) }
            touch = next
            return next.serial
        }
        let placed = geometry.key(at: x, y)
        next.key = placed
        next.longPressDue = longPressDue(for: placed, at: time)
        if placed?.key.action == .backspace {
            backspace(phase: .down)
            next.repeatDue = time + KeyboardTouch.repeatDelay
        }
        touch = next
        pressed = placed
        return next.serial
    }

    func touchMoved(serial: Int, x: Int, y: Int, at time: MonotonicTime) {
        guard var current = touch, current.serial == serial, current.candidate == nil else { return }
        if var shown = popup {
            shown.select(x: x)
            popup = shown
            return
        }
        let placed = currentGeometry.key(at: x, y)
        guard placed?.target != current.key?.target else { return }
        // Slid onto another key: that one is pressed instead; a held Backspace stops.
        current.key = placed
        current.repeatDue = nil
        current.longPressDue = longPressDue(for: placed, at: time)
        touch = current
        pressed = placed
    }

    /// The finger lifted: the key under it does what it does (an accent, if the popup
    /// was open; Backspace acted when it went down).
    func touchEnded(serial: Int, at time: MonotonicTime) {
        guard let current = touch, current.serial == serial else { return }
        touch = nil
        pressed = nil
        if let shown = popup {
            popup = nil
            if let choice = shown.choice { perform(.character(choice), at: time) }
            return
        }
        if let index = current.candidate {
            if let candidates = pinyin?.candidates, index < candidates.count { choose(candidates[index]) }
            return
        }
        guard let key = current.key?.key, key.action != .backspace else { return }
        perform(key, at: time)
    }

    func touchCancelled(serial: Int) {
        guard touch?.serial == serial else { return }
        touch = nil
        pressed = nil
        popup = nil
    }

    /// When the touch's next timer is due.
    func touchDeadline(serial: Int) -> MonotonicTime? {
        guard let touch, touch.serial == serial else { return nil }
        return touch.deadline
    }

    /// A timer of the touch is due: Backspace deletes again, or a letter's accents show.
    func touchDeadlineReached(serial: Int, at time: MonotonicTime) {
        guard var current = touch, current.serial == serial else { return }
        if let due = current.repeatDue, due <= time {
            backspace(phase: .repeat)
            current.repeatDue = due + KeyboardTouch.repeatInterval
        }
        if let due = current.longPressDue, due <= time, let placed = current.key, case .character(let text) = placed.key.action {
            current.longPressDue = nil
            popup = AccentPopup(variants: AccentVariants.variants(of: text), over: placed.face, keyboardWidth: currentGeometry.width)
        }
        touch = current
    }
}
