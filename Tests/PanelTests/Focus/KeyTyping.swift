@testable import PanelBase
@testable import PanelUI

/// Linux key codes (linux/input-event-codes.h) and a way to press them on a host.
@MainActor
struct KeyTyping {
    static let escape: UInt16 = 1, tab: UInt16 = 15, enter: UInt16 = 28, a: UInt16 = 30, s: UInt16 = 31
    static let leftShift: UInt16 = 42, space: UInt16 = 57
    static let up: UInt16 = 103, left: UInt16 = 105, right: UInt16 = 106, down: UInt16 = 108

    let host: ViewHost
    private(set) var time = MonotonicTime(seconds: 10)

    init(_ host: ViewHost) { self.host = host }

    /// Presses and releases `code`, then updates the host.
    mutating func tap(_ code: UInt16) {
        press(code)
        release(code)
        host.update(at: time)
    }

    mutating func press(_ code: UInt16) { send(code, .pressed) }
    mutating func release(_ code: UInt16) { send(code, .released) }

    /// Turns a dial `detents` (negative: back), then updates the host.
    mutating func turn(_ detents: Int32) {
        time = time + 10_000_000
        host.send(.axis(AxisEvent(axis: .dial, value: detents, timestamp: time)))
        host.update(at: time)
    }

    /// Moves the clock on by `nanoseconds` (nothing is sent).
    mutating func advance(_ nanoseconds: Int64) { time = time + nanoseconds }

    private mutating func send(_ code: UInt16, _ state: KeyEvent.State) {
        time = time + 10_000_000
        host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
    }
}

extension ViewHost {
    /// The focus ring's rectangle in the display list, if one is drawn.
    var focusRingRect: FixedRect? {
        guard let ring = graph.focusIfMade?.ring else { return nil }
        return displayList.entries.contains { $0.item == ring.item } ? ring.bounds : nil
    }

    /// The label of the control with focus.
    var focusedLabel: String? {
        guard let focused = graph.focusIfMade?.focused else { return nil }
        return interactiveElements().first { $0.frame == focused.screenFrame }?.label
    }
}
