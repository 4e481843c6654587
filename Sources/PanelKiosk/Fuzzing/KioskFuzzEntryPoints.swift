import Panel

/// What the fuzz targets in Fuzz/ run (docs/fuzzing.md): each entry point takes one input's
/// bytes through the code the kiosk runs on a file's contents, and traps, with a message,
/// when a property that must hold for every input does not, so the fuzzer reports it like
/// a crash. They live here because the parsers are internal to this module.
public enum KioskFuzzing {
    /// The JSON parser: any bytes are parsed or refused with a position inside the text,
    /// and whatever is accepted reads back the same after being written out again.
    public static func json(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            requireInside(error.position, of: text, "JSON error")
            _ = error.description
            return
        }
        let written = writtenJSON(value)
        do {
            let again = try JSONParser.parse(written)
            require(isSameJSON(value, again), "JSON written back reads as another value: \(written)")
        } catch {
            fatalError("JSON written back does not parse (\(error)): \(written)")
        }
    }

    /// The panel-file decoder and what `run` does with an accepted file: whatever `check`
    /// accepts is hosted and drawn, every control is touched, the idle timers are armed,
    /// and every value a control hands over can be saved and restored.
    @MainActor
    public static func panelFile(_ bytes: [UInt8]) {
        let panel: PanelFile
        do {
            panel = try PanelFileDecoder.decode(String(decoding: bytes, as: UTF8.self), path: "fuzz.json")
        } catch {
            let text = String(decoding: bytes, as: UTF8.self)
            require(!error.problems.isEmpty, "a refused panel file has no problem to report")
            for problem in error.problems { requireInside(problem.position, of: text, "panel file problem") }
            _ = error.description
            return
        }
        runAccepted(panel, saved: [:])
    }

    /// A readout's JSON path and the message it reads: the input's first line is the path,
    /// the rest the message. Any path is parsed or refused with a reason; an accepted one
    /// reads back as itself once written out, and finds its value (or none) in any message
    /// without trapping.
    public static func jsonPath(_ bytes: [UInt8]) {
        let split = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        let pathText = String(decoding: split.first ?? [], as: UTF8.self)
        let message = split.count > 1 ? String(decoding: split[1], as: UTF8.self) : ""
        switch JSONPath.parse(pathText) {
        case .failure(let why):
            require(!why.description.isEmpty, "a refused JSON path has no reason")
        case .success(let path):
            require(path.segments.count <= JSONPath.maximumSegments, "\(pathText) has \(path.segments.count) segments")
            switch JSONPath.parse(path.description) {
            case .success(let again): require(again == path, "\(pathText) is written back as \(path.description), which reads as \(again)")
            case .failure(let why): fatalError("\(pathText) is written back as \(path.description), which is refused: \(why)")
            }
            if let root = try? JSONParser.parse(message), let found = path.value(in: root) {
                if let number = ReadoutControl.number(in: found) { require(number.isFinite, "\(pathText) found \(number)") }
            }
        }
    }

    /// The state file: any bytes are read or refused; restored values reach a panel with
    /// one control of each stateful kind, and what is read is written back unchanged.
    @MainActor
    public static func stateFile(_ bytes: [UInt8]) {
        let values: [String: ControlValue]
        do {
            values = try StateStore.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            _ = error.description
            return
        }
        let store = StateStore(path: "/nonexistent/fuzz-state.json")
        store.values = values
        let serialized = store.serialized
        do {
            let again = try StateStore.parse(serialized)
            require(again == values, "a state file written back reads as other values: \(serialized)")
        } catch {
            fatalError("a state file written back does not read (\(error)): \(serialized)")
        }
        runAccepted(statePanel, saved: values)
    }

    // MARK: Running an accepted panel

    /// A panel with every stateful kind, named by the ids the state corpus uses.
    @MainActor static let statePanel: PanelFile = {
        let text = """
            {"title": "State", "rows": [[
              {"type": "toggle", "id": "lamp", "label": "Lamp"},
              {"type": "triple", "id": "fan", "label": "Fan", "states": ["Off", "Low", "High"]},
              {"type": "slider", "id": "vent", "label": "Vent", "min": -50, "max": 50, "step": 0.5}
            ]]}
            """
        do { return try PanelFileDecoder.decode(text, path: "state-panel.json") } catch { fatalError("\(error)") }
    }()

    /// Does with `panel` what a kiosk does: hosts it, arms the idle timers, taps every
    /// control and drags across it, and checks that every value handed over is savable.
    @MainActor
    static func runAccepted(_ panel: PanelFile, saved: [String: ControlValue]) {
        let content = PanelContent.panel(panel, saved: saved)
        for (id, value) in content.controller?.initialValues ?? [:] { requireSavable(value, id: id) }
        content.controller?.onChange = { control, value in
            requireSavable(value, id: control.id)
            _ = control.kind.actionText(for: value)
        }
        let idle = IdleController(policy: panel.idle, now: .zero, backlight: nil, setDisplayPower: { _ in },
                                  log: { _, _ in })
        _ = idle.nextDeadline
        idle.advance(to: MonotonicTime(nanoseconds: 3_600_000_000_000))

        let host = ViewHost(rootView: content.view, width: 480, height: 320)
        host.update()
        var time = MonotonicTime(nanoseconds: 1_000_000_000)
        for (index, element) in host.interactiveElements().prefix(16).enumerated() {
            let frame = element.frame
            let start = element.activationPoint
            let pointer = index % 4
            host.send(PointerEvent(pointer: pointer, phase: .began, location: start, timestamp: time))
            time = time + 50_000_000
            host.update(at: time)
            // Across the control and beyond, as a finger sliding off it would.
            for x in [frame.minX, frame.maxX, frame.maxX + Fixed(40)] {
                host.send(PointerEvent(pointer: pointer, phase: .moved, location: FixedPoint(x: x, y: start.y), timestamp: time))
                time = time + 20_000_000
            }
            time = time + 2_000_000_000
            host.advance(to: time)
            host.send(PointerEvent(pointer: pointer, phase: .ended, location: start, timestamp: time))
            host.update(at: time)
        }
        time = time + 5_000_000_000
        host.advance(to: time)
        host.update(at: time)
    }

    /// A value a control hands over must survive a save and a restart.
    static func requireSavable(_ value: ControlValue, id: String) {
        let store = StateStore(path: "/nonexistent/fuzz-state.json")
        store.values = [id: value]
        let serialized = store.serialized
        do {
            let again = try StateStore.parse(serialized)
            // Read back by its JSON type (a text comes back as a string value, which its
            // control takes as its text): the same JSON, the same value.
            require(Array(again.keys) == [id] && again[id]?.json == value.json,
                    "control \(id)'s value \(value) is saved as \(serialized) and read back as \(again)")
        } catch {
            fatalError("control \(id)'s value \(value) is saved as \(serialized), which cannot be read back: \(error)")
        }
    }

    // MARK: Helpers

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// A reported position must name a line and column that exist (or just past the end).
    static func requireInside(_ position: SourcePosition, of text: String, _ what: String) {
        require(position.line >= 1 && position.column >= 1, "\(what) at \(position)")
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        require(position.line <= lines.count, "\(what) at \(position), past the last line \(lines.count)")
    }

    static func writtenJSON(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case let .bool(b, _): return b ? "true" : "false"
        case let .number(n, _): return JSONWriter.number(n)
        case let .string(s, _): return JSONWriter.quoted(s)
        case let .array(items, _): return "[" + items.map(writtenJSON).joined(separator: ",") + "]"
        case let .object(members, _): return JSONWriter.object(members.map { ($0.key, writtenJSON($0.value)) })
        }
    }

    /// Equal values, whatever their positions.
    static func isSameJSON(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x, _), .bool(y, _)): return x == y
        case let (.number(x, _), .number(y, _)): return x == y
        case let (.string(x, _), .string(y, _)): return x == y
        case let (.array(x, _), .array(y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { isSameJSON($0, $1) }
        case let (.object(x, _), .object(y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && isSameJSON($0.value, $1.value) }
        default: return false
        }
    }
}
