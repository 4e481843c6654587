import Testing
@testable import PanelBase
@testable import PanelUI

/// Touches a host's on-screen keyboard as a finger would: touch events at the centres of
/// the keys as laid out, through `ViewHost.send(_: InputEvent)` (the loop's way in), each followed by frames until the screen
/// rests.
@MainActor
struct KeyboardFinger {
    let host: ViewHost
    private(set) var time: MonotonicTime

    init(_ host: ViewHost, at time: MonotonicTime = MonotonicTime(seconds: 10)) {
        self.host = host
        self.time = time
    }

    var keyboard: OnScreenKeyboard? { host.graph.keyboardIfMade }

    /// Frames every 16 ms until nothing moves (a second at most).
    mutating func settle() {
        for _ in 0..<64 {
            time = time + 16_000_000
            host.advance(to: time)
            host.update(at: time)
            if !host.needsUpdate { break }
        }
    }

    /// The centre of the first key doing `action`, on screen.
    func centre(of action: KeyboardKey.Action) -> FixedPoint? {
        guard let keyboard, let layer = host.graph.root.keyboardLayer,
              let face = keyboard.geometry(screen: host.graph.size).face(of: action) else { return nil }
        return FixedPoint(x: layer.frame.minX + Fixed(face.x) + Fixed(face.width) / 2,
                          y: layer.frame.minY + Fixed(face.y) + Fixed(face.height) / 2)
    }

    mutating func down(at point: FixedPoint) {
        time = time + 5_000_000
        host.send(.pointer(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: time)))
    }

    mutating func move(to point: FixedPoint) {
        time = time + 5_000_000
        host.send(.pointer(PointerEvent(pointer: 1, phase: .moved, location: point, timestamp: time)))
    }

    mutating func up(at point: FixedPoint) {
        time = time + 5_000_000
        host.send(.pointer(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: time)))
    }

    /// Holds the finger still until `nanoseconds` after now, firing the timers due.
    mutating func hold(for nanoseconds: Int64) {
        time = time + nanoseconds
        host.advance(to: time)
        host.update(at: time)
    }

    /// A tap at `point`, then frames until the screen rests.
    mutating func tap(_ point: FixedPoint) {
        down(at: point)
        up(at: point)
        settle()
    }

    /// Taps the key doing `action`; records an issue when the page has none.
    mutating func press(_ action: KeyboardKey.Action, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let point = centre(of: action) else {
            Issue.record("no key \(action) on the keyboard", sourceLocation: sourceLocation)
            return
        }
        tap(point)
    }

    /// Types `text` key by key: Shift for a capital, the symbols page for a character the
    /// letters lack (and back).
    mutating func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for character in text {
            let typed = String(character)
            if character == " " { press(.space, sourceLocation: sourceLocation); continue }
            if centre(of: .character(typed)) != nil { press(.character(typed), sourceLocation: sourceLocation); continue }
            if character.isUppercase, centre(of: .character(typed.lowercased())) != nil {
                press(.shift, sourceLocation: sourceLocation)
                press(.character(typed), sourceLocation: sourceLocation)
                continue
            }
            if centre(of: .page(.symbols)) != nil {
                press(.page(.symbols), sourceLocation: sourceLocation)
                press(.character(typed), sourceLocation: sourceLocation)
                press(.page(.letters), sourceLocation: sourceLocation)
                continue
            }
            Issue.record("no key types \(typed)", sourceLocation: sourceLocation)
        }
    }

    /// Taps the middle of the frame of the text showing `string`.
    mutating func tap(text string: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = host.frames(ofText: string).first else {
            Issue.record("no text \(string) on screen", sourceLocation: sourceLocation)
            return
        }
        tap(FixedPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2))
    }
}
