import PanelBase

/// Expands a touch script into timed finger actions, one command at a time, so a label is
/// looked up only when its command comes up (after earlier taps may have changed the
/// screen). Taps and holds use the lowest free slot; swipes move at 60 Hz; fingers still
/// down when the script ends are lifted.
public struct TouchScriptPlayer {
    public static let swipeStepNanoseconds: Int64 = 16_666_667

    public let script: TouchScript
    /// Finds a control by its label: the point to touch, in logical pixels.
    public var resolveLabel: (String) -> FixedPoint?
    /// Commands that could not be played (an unknown label, a slot lifted twice); playing
    /// goes on without them.
    public private(set) var problems: [InputFileError] = []
    /// The layout `type` finds the keys of its text on: US English unless set (the
    /// panel's layout, for the keys to type what the script says).
    public var typingLayout: KeyboardLayout?
    private var triedDefaultLayout = false

    var nextStep = 0
    var clock: Int64 = 0
    var queue: [TouchAction] = []
    var queueStart = 0
    var down = Set<Int>()
    /// Keys pressed by `keydown` and not released yet, in the order they went down.
    var heldKeys: [UInt16] = []

    public init(script: TouchScript, resolveLabel: @escaping (String) -> FixedPoint? = { _ in nil }) {
        self.script = script
        self.resolveLabel = resolveLabel
    }

    /// The offset of the next action, expanding the next command if needed; nil when done.
    public mutating func nextOffset() -> Int64? {
        while queueStart == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueStart = 0
            guard nextStep < script.steps.count else {
                releaseRemaining()
                if queue.isEmpty { return nil }
                break
            }
            let step = script.steps[nextStep]
            nextStep += 1
            expand(step)
        }
        return queue[queueStart].offset
    }

    /// The actions at or before `offset`, in order.
    public mutating func actions(upTo offset: Int64) -> [TouchAction] {
        var due: [TouchAction] = []
        while let next = nextOffset(), next <= offset {
            due.append(queue[queueStart])
            queueStart += 1
        }
        return due
    }

    /// Every action of the script (for playing without a clock).
    public mutating func allActions() -> [TouchAction] { actions(upTo: .max) }

    mutating func expand(_ step: TouchScript.Step) {
        let line = step.line
        func add(_ slot: Int, _ kind: TouchAction.Kind, at offset: Int64) {
            queue.append(TouchAction(offset: offset, slot: slot, kind: kind, line: line))
        }
        // Scripts built in code skip the parser's checks: their durations are held to the
        // same limits here, so the clock and a swipe's step count stay bounded.
        let duration = min(max(TouchScript.duration(of: step.command), 0), TouchScript.maximumNanoseconds)
        switch step.command {
        case .down(let slot, _), .move(let slot, _), .up(let slot):
            guard (0..<TouchScript.slotCount).contains(slot) else {
                problems.append(InputFileError(file: script.file, line: line, message: "slot \(slot) is not one of 0 to \(TouchScript.slotCount - 1)"))
                return
            }
        default:
            break
        }
        switch step.command {
        case .tap(let target), .hold(let target, _):
            guard let location = resolve(target, line: line) else { return }
            guard let slot = (0..<TouchScript.slotCount).first(where: { !down.contains($0) }) else {
                problems.append(InputFileError(file: script.file, line: line, message: "every slot is already down"))
                return
            }
            add(slot, .down(location), at: clock)
            clock = Nanoseconds.sum(clock, duration)
            add(slot, .up, at: clock)
        case .swipe(let from, let to, _):
            guard let slot = (0..<TouchScript.slotCount).first(where: { !down.contains($0) }) else {
                problems.append(InputFileError(file: script.file, line: line, message: "every slot is already down"))
                return
            }
            add(slot, .down(from), at: clock)
            let steps = max(1, Int((duration + TouchScriptPlayer.swipeStepNanoseconds / 2) / TouchScriptPlayer.swipeStepNanoseconds))
            for index in 1...steps {
                let x = from.x.raw + roundedDivision((to.x.raw - from.x.raw) * index, steps)
                let y = from.y.raw + roundedDivision((to.y.raw - from.y.raw) * index, steps)
                add(slot, .move(FixedPoint(x: Fixed(raw: x), y: Fixed(raw: y))), at: Nanoseconds.sum(clock, duration * Int64(index) / Int64(steps)))
            }
            clock = Nanoseconds.sum(clock, duration)
            add(slot, .up, at: clock)
        case .down(let slot, let location):
            // Putting a finger down in an occupied slot replaces that contact.
            down.insert(slot)
            add(slot, .down(location), at: clock)
        case .move(let slot, let location):
            guard down.contains(slot) else {
                problems.append(InputFileError(file: script.file, line: line, message: "slot \(slot) is not down: use down \(slot) X Y first"))
                return
            }
            add(slot, .move(location), at: clock)
        case .up(let slot):
            guard down.remove(slot) != nil else {
                problems.append(InputFileError(file: script.file, line: line, message: "slot \(slot) is not down"))
                return
            }
            add(slot, .up, at: clock)
        case .wait:
            clock = Nanoseconds.sum(clock, duration)
            add(0, .mark, at: clock)
        case .key(let codes):
            for code in codes { add(0, .key(code, pressed: true), at: clock) }
            clock = Nanoseconds.sum(clock, TouchScript.keyNanoseconds)
            for code in codes.reversed() { add(0, .key(code, pressed: false), at: clock) }
        case .keyDown(let codes):
            for code in codes where !heldKeys.contains(code) {
                heldKeys.append(code)
                add(0, .key(code, pressed: true), at: clock)
            }
        case .keyUp(let codes):
            for code in codes {
                guard let index = heldKeys.firstIndex(of: code) else {
                    problems.append(InputFileError(file: script.file, line: line, message: "key \(code) is not held: use keydown first"))
                    continue
                }
                heldKeys.remove(at: index)
                add(0, .key(code, pressed: false), at: clock)
            }
        case .type(let text, let perCharacter):
            guard let layout = layoutForTyping() else {
                problems.append(InputFileError(file: script.file, line: line, message: "no keyboard layout to type with (is the xkb-data package installed?)"))
                return
            }
            for character in text.prefix(TouchScript.maximumTyped) {
                guard let chord = layout.chord(typing: character) else {
                    problems.append(InputFileError(file: script.file, line: line,
                                                   message: "\"\(character)\" has no key of its own on the \"\(layout.layout)\" layout: left out"))
                    continue
                }
                let held = (chord.shift ? [KeyboardLayout.leftShiftCode] : []) + (chord.altGr ? [KeyboardLayout.altGrCode] : [])
                for code in held + [chord.code] { add(0, .key(code, pressed: true), at: clock) }
                clock = Nanoseconds.sum(clock, perCharacter / 2)
                for code in ([chord.code] + held.reversed()) { add(0, .key(code, pressed: false), at: clock) }
                clock = Nanoseconds.sum(clock, perCharacter / 2)
            }
        case .rotate(let detents):
            let count = Swift.min(abs(detents), TouchScript.maximumDetents)
            for _ in 0..<count {
                add(0, .turn(detents > 0 ? 1 : -1), at: clock)
                clock = Nanoseconds.sum(clock, TouchScript.detentNanoseconds)
            }
        }
    }

    private mutating func layoutForTyping() -> KeyboardLayout? {
        if typingLayout == nil, !triedDefaultLayout {
            triedDefaultLayout = true
            typingLayout = try? KeyboardLayout(layout: "us")
        }
        return typingLayout
    }

    mutating func resolve(_ target: TouchScript.Target, line: Int) -> FixedPoint? {
        switch target {
        case .point(let point):
            return point
        case .label(let label):
            if let point = resolveLabel(label) { return point }
            problems.append(InputFileError(file: script.file, line: line, message: "no control labelled \"\(label)\" on the screen"))
            return nil
        }
    }

    mutating func releaseRemaining() {
        for slot in down.sorted() {
            queue.append(TouchAction(offset: clock, slot: slot, kind: .up, line: script.steps.last?.line ?? 0))
        }
        down.removeAll()
        for code in heldKeys.reversed() {
            queue.append(TouchAction(offset: clock, slot: 0, kind: .key(code, pressed: false), line: script.steps.last?.line ?? 0))
        }
        heldKeys.removeAll()
    }
}
