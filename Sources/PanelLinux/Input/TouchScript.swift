import PanelBase

/// A touch script: what `panel-app simulate` plays into a virtual touchscreen and what
/// tests play into the decoder. One command per line, in logical screen pixels and seconds:
///
///     tap X Y                 touch and lift (50 ms)
///     tap "Label"             the same, aimed at the control with that label
///     hold X Y SECONDS        touch, stay, lift
///     hold "Label" SECONDS
///     swipe X1 Y1 X2 Y2 SECONDS
///     down SLOT X Y           one finger of several (slots 0-9)
///     move SLOT X Y
///     up SLOT
///     wait SECONDS
///     key NAME                press and release a key: ENTER, TAB, UP, A, 5, F1, 28
///     key CTRL+S              (Linux key names without KEY_; held in order, released back)
///     keydown NAME            a key (or chord) pressed and held: the next commands come
///     keyup NAME              while it is down, until it is released
///     type "text"             the keys that type the text on the layout (US English
///                             unless the player is given another)
///     rotate DETENTS          a dial (rotary encoder) turned, back when negative
///     # a comment
///
/// Coordinates lie within ±1000000, durations from 0 to 3600 s, and a whole script lasts
/// at most a day (docs/limits.md); anything else is an error naming its line.
public struct TouchScript: Hashable, Sendable {
    /// Where a touch lands: a point, or a control found by its label when played.
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        case point(FixedPoint)
        case label(String)

        public var description: String {
            switch self {
            case .point(let p): return "\(p.x) \(p.y)"
            case .label(let label): return "\"\(label)\""
            }
        }
    }

    public enum Command: Hashable, Sendable {
        case tap(Target)
        case hold(Target, nanoseconds: Int64)
        case swipe(from: FixedPoint, to: FixedPoint, nanoseconds: Int64)
        case down(slot: Int, FixedPoint)
        case move(slot: Int, FixedPoint)
        case up(slot: Int)
        case wait(nanoseconds: Int64)
        /// Linux key codes held in order, then released in reverse.
        case key(codes: [UInt16])
        /// Linux key codes pressed in order and held (`keydown`), taking no time.
        case keyDown(codes: [UInt16])
        /// Linux key codes released in order (`keyup`), taking no time.
        case keyUp(codes: [UInt16])
        /// The keys that type the text, a character every `perCharacter` nanoseconds
        /// (`type "text" SECONDS`: a barcode scanner types a character in 3 ms).
        case type(String, perCharacter: Int64 = TouchScript.keyNanoseconds)
        case rotate(detents: Int)
    }

    /// A command and the line it came from, for messages while playing.
    public struct Step: Hashable, Sendable {
        public var command: Command
        public var line: Int
    }

    /// Slots a script may use: the virtual touchscreen's.
    public static let slotCount = 10
    /// How long a tap keeps the finger down.
    public static let tapNanoseconds: Int64 = 50_000_000
    /// The longest duration a command may name: one hour.
    public static let maximumNanoseconds: Int64 = 3600 * Nanoseconds.perSecond
    /// The longest a whole script may last (its waits, holds, swipes and taps): one day.
    public static let maximumTotalNanoseconds: Int64 = 86_400 * Nanoseconds.perSecond
    /// How long a key is held, and the time a typed character takes.
    public static let keyNanoseconds: Int64 = 30_000_000
    /// The time between a dial's detents.
    public static let detentNanoseconds: Int64 = 20_000_000
    /// The most characters a `type` command types, and detents a `rotate` turns.
    public static let maximumTyped = 1000
    public static let maximumDetents = 100
    /// Coordinates beyond this many pixels from the origin are far outside any screen.
    public static let maximumCoordinate = 1_000_000.0

    public var file: String
    public var steps: [Step]

    public init(file: String, steps: [Step]) {
        self.file = file
        self.steps = steps
    }

    /// Parses a script, one command per line.
    public init(parsing text: String, file: String) throws(InputFileError) {
        self.file = file
        self.steps = []
        var total: Int64 = 0
        for (index, line) in textLines(text).enumerated() {
            let number = index + 1
            let fail = { (message: String) in InputFileError(file: file, line: number, message: message) }
            var tokens: [ScriptToken]
            do throws(ScriptSyntaxError) {
                tokens = try ScriptToken.tokenize(line)
            } catch {
                throw fail(error.message)
            }
            if tokens.isEmpty { continue }
            var cursor = tokens[...]
            do throws(ScriptSyntaxError) {
                let command = try TouchScript.parseCommand(&cursor)
                if let extra = cursor.first {
                    throw ScriptSyntaxError(message: "unexpected \(extra) after the command: one command per line")
                }
                total = try TouchScript.lengthened(total, by: command)
                steps.append(Step(command: command, line: number))
            } catch {
                throw fail(error.message)
            }
        }
    }

    /// Parses commands given as separate arguments (`tap 100 200 wait 1 tap "OK"`): each
    /// command takes the arguments it needs; a word where a position is expected is a label.
    public init(arguments: [String], file: String = "command line") throws(InputFileError) {
        self.file = file
        self.steps = []
        var cursor = arguments.map { argument -> ScriptToken in
            if Double(argument) != nil || TouchScript.keywords.contains(argument) { return .word(argument) }
            return .quoted(argument)
        }[...]
        var total: Int64 = 0
        while !cursor.isEmpty {
            let position = arguments.count - cursor.count + 1
            do throws(ScriptSyntaxError) {
                let command = try TouchScript.parseCommand(&cursor)
                total = try TouchScript.lengthened(total, by: command)
                steps.append(Step(command: command, line: position))
            } catch {
                throw InputFileError(file: file, line: 0, message: "argument \(position): \(error.message)")
            }
        }
    }

    /// Reads and parses a script file.
    public static func load(path: String) throws(InputFileError) -> TouchScript {
        try TouchScript(parsing: try readTextFile(path), file: path)
    }

    static let keywords: Set<String> = ["tap", "hold", "swipe", "down", "move", "up", "wait", "key", "keydown", "keyup", "type", "rotate"]

    static func parseCommand(_ tokens: inout ArraySlice<ScriptToken>) throws(ScriptSyntaxError) -> Command {
        guard let first = tokens.popFirst() else { throw ScriptSyntaxError(message: "expected a command") }
        guard case .word(let keyword) = first, keywords.contains(keyword) else {
            throw ScriptSyntaxError(message: "expected a command (tap, hold, swipe, down, move, up, wait, key, keydown, keyup, type or rotate), found \(first)")
        }
        switch keyword {
        case "tap":
            return .tap(try target(&tokens, for: "tap"))
        case "hold":
            let where_ = try target(&tokens, for: "hold")
            return .hold(where_, nanoseconds: try duration(&tokens, "hold X Y SECONDS"))
        case "swipe":
            let usage = "swipe X1 Y1 X2 Y2 SECONDS"
            let from = try pointArgument(&tokens, usage)
            let to = try pointArgument(&tokens, usage)
            return .swipe(from: from, to: to, nanoseconds: try duration(&tokens, usage))
        case "down":
            let slot = try slotArgument(&tokens, "down SLOT X Y")
            return .down(slot: slot, try pointArgument(&tokens, "down SLOT X Y"))
        case "move":
            let slot = try slotArgument(&tokens, "move SLOT X Y")
            return .move(slot: slot, try pointArgument(&tokens, "move SLOT X Y"))
        case "up":
            return .up(slot: try slotArgument(&tokens, "up SLOT"))
        case "key":
            return .key(codes: try keyChord(&tokens))
        case "keydown":
            return .keyDown(codes: try keyChord(&tokens))
        case "keyup":
            return .keyUp(codes: try keyChord(&tokens))
        case "type":
            guard case .quoted(let text)? = tokens.popFirst() else {
                throw ScriptSyntaxError(message: "expected the text to type in quotes (type \"text\")")
            }
            guard text.count <= maximumTyped else {
                throw ScriptSyntaxError(message: "a type command types at most \(maximumTyped) characters, not \(text.count): split it")
            }
            // A number after the text is the time each character takes.
            guard case .word(let next)? = tokens.first, Double(next) != nil else { return .type(text) }
            let seconds = try number(&tokens, "the seconds each character takes", "type \"text\" SECONDS")
            guard seconds >= 0.002, seconds <= 1 else {
                throw ScriptSyntaxError(message: "a typed character takes from 0.002 to 1 seconds (type \"text\" SECONDS), found \(seconds)")
            }
            return .type(text, perCharacter: Int64((seconds * 1e9).rounded()))
        case "rotate":
            let detents = try number(&tokens, "a number of detents", "rotate DETENTS")
            guard detents == detents.rounded(), abs(detents) <= Double(maximumDetents), detents != 0 else {
                throw ScriptSyntaxError(message: "expected a whole number of detents from -\(maximumDetents) to \(maximumDetents), not 0 (rotate DETENTS), found \(detents)")
            }
            return .rotate(detents: Int(detents))
        default:
            return .wait(nanoseconds: try duration(&tokens, "wait SECONDS"))
        }
    }

    /// `ENTER`, `CTRL+S`, `28`: the keys of a chord.
    static func keyChord(_ tokens: inout ArraySlice<ScriptToken>) throws(ScriptSyntaxError) -> [UInt16] {
        guard let token = tokens.popFirst() else {
            throw ScriptSyntaxError(message: "expected a key's name (key ENTER, key CTRL+S), found the end of the line")
        }
        let text: String
        switch token {
        case .word(let word): text = word
        case .quoted(let quoted): text = quoted
        }
        let names = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard names.count <= 4 else { throw ScriptSyntaxError(message: "a key chord holds at most 4 keys, not \(names.count)") }
        var codes: [UInt16] = []
        for name in names {
            guard let code = LinuxKeyNames.code(named: name) else {
                throw ScriptSyntaxError(message: "\"\(name)\" is not a key's name (ENTER, TAB, ESC, UP, A, 5, F1, LEFTCTRL... or a key code)")
            }
            codes.append(code)
        }
        return codes
    }

    static func target(_ tokens: inout ArraySlice<ScriptToken>, for keyword: String) throws(ScriptSyntaxError) -> Target {
        if case .quoted(let label)? = tokens.first {
            tokens.removeFirst()
            guard !label.isEmpty else { throw ScriptSyntaxError(message: "expected a control's label, found an empty one") }
            return .label(label)
        }
        let usage = keyword == "tap" ? "tap X Y or tap \"Label\"" : "hold X Y SECONDS or hold \"Label\" SECONDS"
        return .point(try pointArgument(&tokens, usage))
    }

    /// How long `command` keeps the script going (durations as parsed, so within limits).
    package static func duration(of command: Command) -> Int64 {
        switch command {
        case .tap: return tapNanoseconds
        case .hold(_, let nanoseconds), .swipe(_, _, let nanoseconds), .wait(let nanoseconds): return nanoseconds
        case .down, .move, .up, .keyDown, .keyUp: return 0
        case .key: return keyNanoseconds
        case .type(let text, let perCharacter): return perCharacter * Int64(Swift.min(text.count, maximumTyped))
        case .rotate(let detents): return detentNanoseconds * Int64(Swift.min(abs(detents), maximumDetents))
        }
    }

    /// The script's running length after `command`; throws once it exceeds the limit.
    static func lengthened(_ total: Int64, by command: Command) throws(ScriptSyntaxError) -> Int64 {
        let longer = Nanoseconds.sum(total, duration(of: command))
        guard longer <= maximumTotalNanoseconds else {
            throw ScriptSyntaxError(message: "the script would last longer than \(maximumTotalNanoseconds / Nanoseconds.perSecond) seconds: split it, or shorten its waits")
        }
        return longer
    }

    static func number(_ tokens: inout ArraySlice<ScriptToken>, _ what: String, _ usage: String) throws(ScriptSyntaxError) -> Double {
        guard let token = tokens.popFirst() else {
            throw ScriptSyntaxError(message: "expected \(what) (\(usage)), found the end of the line")
        }
        guard case .word(let text) = token, let value = Double(text), value.isFinite else {
            throw ScriptSyntaxError(message: "expected \(what) as a number (\(usage)), found \(token)")
        }
        return value
    }

    static func pointArgument(_ tokens: inout ArraySlice<ScriptToken>, _ usage: String) throws(ScriptSyntaxError) -> FixedPoint {
        let x = try number(&tokens, "an x coordinate", usage)
        let y = try number(&tokens, "a y coordinate", usage)
        guard abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate else {
            throw ScriptSyntaxError(message: "coordinates \(x) \(y) are far outside any screen (at most 1000000 either way)")
        }
        return FixedPoint(x: Fixed(x), y: Fixed(y))
    }

    static func slotArgument(_ tokens: inout ArraySlice<ScriptToken>, _ usage: String) throws(ScriptSyntaxError) -> Int {
        let value = try number(&tokens, "a slot", usage)
        guard value == value.rounded(), value >= 0, value < Double(slotCount) else {
            throw ScriptSyntaxError(message: "expected a slot from 0 to \(slotCount - 1) (\(usage)), found \(value)")
        }
        return Int(value)
    }

    static func duration(_ tokens: inout ArraySlice<ScriptToken>, _ usage: String) throws(ScriptSyntaxError) -> Int64 {
        let seconds = try number(&tokens, "a duration in seconds", usage)
        let maximumSeconds = Double(maximumNanoseconds / Nanoseconds.perSecond)
        guard let nanoseconds = Nanoseconds.checked(seconds: seconds, maximumSeconds: maximumSeconds) else {
            throw ScriptSyntaxError(message: "expected a duration from 0 to 3600 seconds (\(usage)), found \(seconds)")
        }
        return nanoseconds
    }
}
