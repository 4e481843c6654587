/// Turns a panel file's text into a validated `PanelFile`, or every problem in it.
/// The format is documented in docs/panel-file.md.
enum PanelFileDecoder {
    static func decode(_ text: String, path: String) throws(PanelFileError) -> PanelFile {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch {
            throw PanelFileError(path: path, problems: [PanelFileProblem(position: error.position, field: "", message: error.message)])
        }
        var problems: [PanelFileProblem] = []
        let panel = decodePanel(root, problems: &problems)
        if let panel { problems += reservedIDProblems(panel) }
        if let panel, problems.isEmpty { return panel }
        throw PanelFileError(path: path, problems: problems)
    }

    private static func decodePanel(_ root: JSONValue, problems: inout [PanelFileProblem]) -> PanelFile? {
        guard var reader = JSONObjectReader(root, path: "", problems: &problems) else { return nil }
        let title = reader.string("title", problems: &problems) ?? "Panel"
        var colors = PanelColors()
        if let value = reader.value("colors") { decodeColors(value, into: &colors, problems: &problems) }
        var idle = IdlePolicy()
        if let value = reader.value("idle") { decodeIdle(value, into: &idle, problems: &problems) }
        let mqtt = reader.value("mqtt").flatMap { decodeMQTT($0, problems: &problems) }

        var pages: [PanelPage]
        if let pagesValue = reader.value("pages") {
            for key in ["controls", "rows", "columns"] where reader.has(key) {
                problems.append(PanelFileProblem(position: reader.value(key)!.position, field: key, message: "give controls inside \"pages\", or controls without pages, not both"))
            }
            pages = decodePages(pagesValue, problems: &problems)
        } else {
            let rows = decodeLayout(&reader, problems: &problems, missing: "required field is missing (or give \"rows\" or \"pages\")")
            pages = [PanelPage(id: PanelPage.singlePageID, title: title, rows: rows, position: reader.position)]
        }
        reader.reportUnknownFields(problems: &problems)

        // Ids name saved state: two controls with one id would overwrite each other's value.
        var seen: [String: SourcePosition] = [:]
        for control in pages.flatMap({ $0.rows.flatMap { $0 } }) {
            if let first = seen[control.id] {
                problems.append(PanelFileProblem(position: control.position, field: "id", message: "\"\(control.id)\" is already used by the control at \(first); ids must be unique"))
            } else {
                seen[control.id] = control.position
            }
        }
        if pages.allSatisfy({ $0.rows.allSatisfy(\.isEmpty) }) && problems.isEmpty {
            problems.append(PanelFileProblem(position: reader.position, field: "controls", message: "the panel has no controls"))
        }
        checkOpenedPages(pages, problems: &problems)
        return PanelFile(title: title, colors: colors, pages: pages, idle: idle, mqtt: mqtt)
    }

    /// A page's controls (the whole file's, without pages): `controls` filled into
    /// `columns`, or `rows`. `missing` is said when there are neither.
    static func decodeLayout(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem], missing: String) -> [[ControlSpec]] {
        var rows: [[ControlSpec]] = []
        let columnsValue = reader.number("columns", problems: &problems)
        let controlsValue = reader.value("controls")
        let rowsValue = reader.value("rows")
        switch (controlsValue, rowsValue) {
        case let (controls?, nil):
            let list = decodeControlList(controls, path: reader.fieldPath("controls"), problems: &problems)
            var columns = 1
            if let (n, p) = columnsValue {
                if n >= 1, n <= 12, n == n.rounded() { columns = Int(n) } else {
                    problems.append(PanelFileProblem(position: p, field: reader.fieldPath("columns"), message: "expected a whole number from 1 to 12, found \(JSONWriter.number(n))"))
                }
            }
            rows = stride(from: 0, to: list.count, by: columns).map { Array(list[$0..<min($0 + columns, list.count)]) }
        case let (nil, rowsValue?):
            if let (_, p) = columnsValue {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("columns"), message: "applies to \"controls\" only; \"rows\" already says where each control goes"))
            }
            guard case let .array(items, _) = rowsValue else {
                problems.append(reader.wrongType("rows", rowsValue, expected: "an array of rows (arrays of controls)"))
                break
            }
            rows = items.enumerated().map { decodeControlList($1, path: reader.fieldPath("rows[\($0)]"), problems: &problems) }
        case (_?, _?):
            problems.append(PanelFileProblem(position: reader.position, field: reader.path, message: "give either \"controls\" (with \"columns\") or \"rows\", not both"))
        case (nil, nil):
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("controls"), message: missing))
        }
        return rows
    }

    private static func decodeControlList(_ value: JSONValue, path: String, problems: inout [PanelFileProblem]) -> [ControlSpec] {
        guard case let .array(items, _) = value else {
            problems.append(PanelFileProblem(position: value.position, field: path, message: "expected an array of controls, found \(value.kindDescription)"))
            return []
        }
        return items.enumerated().compactMap { decodeControl($1, path: "\(path)[\($0)]", problems: &problems) }
    }

    private static func decodeControl(_ value: JSONValue, path: String, problems: inout [PanelFileProblem]) -> ControlSpec? {
        guard var reader = JSONObjectReader(value, path: path, problems: &problems) else { return nil }
        let label = reader.string("label", required: true, problems: &problems) ?? ""
        let id = reader.string("id", problems: &problems) ?? defaultIdentifier(for: label)
        if reader.has("id"), !isValidIdentifier(id) {
            problems.append(PanelFileProblem(position: reader.value("id")!.position, field: reader.fieldPath("id"), message: "\"\(id)\" is not an id (expected 1 to 64 letters, digits, - or _: it names MQTT topics and saved state)"))
        }
        var stateTopic: String?
        if let topic = reader.string("stateTopic", problems: &problems) {
            if PanelTopics.isPublishable(topic) { stateTopic = topic } else {
                problems.append(PanelFileProblem(position: reader.value("stateTopic")!.position, field: reader.fieldPath("stateTopic"), message: "expected an MQTT topic without + or # (1 to 256 bytes)"))
            }
        }
        let confirm = reader.string("confirm", problems: &problems)
        if let confirm, confirm.isEmpty || confirm.count > 200 {
            problems.append(PanelFileProblem(position: reader.value("confirm")!.position, field: reader.fieldPath("confirm"), message: "expected a question of 1 to 200 characters"))
        }
        let feedback = StateFeedback.decode(&reader, hasStateTopic: stateTopic != nil, problems: &problems)
        var color: RGBA?
        if let text = reader.string("color", problems: &problems) {
            color = parseColor(text, at: reader.value("color")!.position, field: reader.fieldPath("color"), problems: &problems)
        }
        var action: ActionSpec?
        if let actionValue = reader.value("action") {
            action = decodeAction(actionValue, path: reader.fieldPath("action"), problems: &problems)
        }

        // The kind reads its own fields; its type in `PanelControlKinds` says which.
        var kind: (any PanelControlKind)?
        if let typeName = reader.string("type", required: true, problems: &problems) {
            if let kindType = PanelControlKinds.named(typeName) {
                kind = kindType.decode(&reader, problems: &problems)
            } else {
                problems.append(PanelFileProblem(position: reader.value("type")!.position, field: reader.fieldPath("type"), message: "unknown control type \"\(typeName)\" (expected \(PanelControlKinds.namesText))"))
            }
        }
        reader.reportUnknownFields(problems: &problems)
        if label.isEmpty && reader.has("label") {
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("label"), message: "must not be empty"))
        }
        guard let kind else { return nil }
        if confirm != nil, !PanelConfirmation.kindsThatConfirm.contains(type(of: kind).typeName) {
            problems.append(PanelFileProblem(position: reader.value("confirm")!.position, field: reader.fieldPath("confirm"), message: "only a button, toggle or triple asks before it is used"))
        }
        if kind is ReadoutControl, stateTopic != nil, let topicValue = reader.value("stateTopic") {
            problems.append(PanelFileProblem(position: topicValue.position, field: reader.fieldPath("stateTopic"), message: "a readout shows its own source: give its topic as \"topic\""))
            return nil
        }
        if let action, let problem = kind.problem(with: action), let actionValue = reader.value("action") {
            problems.append(PanelFileProblem(position: actionValue.position, field: reader.fieldPath("action"), message: problem))
            return nil
        }
        return ControlSpec(id: id, label: label, kind: kind, color: color, action: action, stateTopic: stateTopic,
                           confirm: confirm, feedback: feedback, position: reader.position)
    }

    private static func decodeAction(_ value: JSONValue, path: String, problems: inout [PanelFileProblem]) -> ActionSpec? {
        guard var reader = JSONObjectReader(value, path: path, problems: &problems) else { return nil }
        defer { reader.reportUnknownFields(problems: &problems) }
        switch reader.string("type", required: true, problems: &problems) {
        case "exec"?:
            guard let argvValue = reader.value("argv") else {
                problems.append(reader.missing("argv"))
                return nil
            }
            var argv: [String] = []
            if case let .array(items, _) = argvValue {
                for item in items { if case let .string(s, _) = item { argv.append(s) } }
                if argv.count != items.count || argv.isEmpty || argv[0].isEmpty {
                    problems.append(PanelFileProblem(position: argvValue.position, field: reader.fieldPath("argv"), message: "expected a non-empty array of strings, the program first (it is run directly, not through a shell)"))
                    return nil
                }
            } else {
                problems.append(reader.wrongType("argv", argvValue, expected: "an array of strings (the program and its arguments; a shell string is not accepted)"))
                return nil
            }
            let timeout = positiveNumber(&reader, "timeout", default: 10, maximum: 3600, problems: &problems)
            return .exec(argv: argv, timeoutSeconds: timeout, concurrent: reader.bool("concurrent", problems: &problems) ?? false)
        case "write"?:
            guard let path = reader.string("path", required: true, problems: &problems) else { return nil }
            guard path.hasPrefix("/") else {
                problems.append(PanelFileProblem(position: reader.value("path")!.position, field: reader.fieldPath("path"), message: "must be an absolute path"))
                return nil
            }
            return .write(path: path, template: reader.string("value", problems: &problems) ?? "{value}")
        case "log"?:
            return .log
        case "publish"?:
            return decodePublishAction(&reader, problems: &problems)
        case let other?:
            problems.append(PanelFileProblem(position: reader.value("type")!.position, field: reader.fieldPath("type"), message: "unknown action type \"\(other)\" (expected exec, write, log or publish)"))
            return nil
        case nil:
            return nil
        }
    }

    private static func decodeColors(_ value: JSONValue, into colors: inout PanelColors, problems: inout [PanelFileProblem]) {
        guard var reader = JSONObjectReader(value, path: "colors", problems: &problems) else { return }
        let fields: [(String, WritableKeyPath<PanelColors, RGBA>)] = [
            ("background", \.background), ("text", \.text), ("accent", \.accent), ("control", \.control),
        ]
        for (key, keyPath) in fields {
            if let text = reader.string(key, problems: &problems),
               let color = parseColor(text, at: reader.value(key)!.position, field: reader.fieldPath(key), problems: &problems) {
                colors[keyPath: keyPath] = color
            }
        }
        reader.reportUnknownFields(problems: &problems)
    }

    private static func decodeIdle(_ value: JSONValue, into idle: inout IdlePolicy, problems: inout [PanelFileProblem]) {
        guard var reader = JSONObjectReader(value, path: "idle", problems: &problems) else { return }
        for (key, keyPath) in [("dimAfter", \IdlePolicy.dimAfterSeconds), ("offAfter", \IdlePolicy.offAfterSeconds)] {
            guard let v = reader.value(key) else { continue }
            let expected = "a positive number of seconds up to \(JSONWriter.number(IdlePolicy.maximumSeconds)) (365 days), or null to disable"
            switch v {
            case .null: idle[keyPath: keyPath] = nil
            case let .number(n, _) where n > 0 && n <= IdlePolicy.maximumSeconds: idle[keyPath: keyPath] = n
            case let .number(n, p): problems.append(PanelFileProblem(position: p, field: reader.fieldPath(key), message: "expected \(expected), found \(numberText(n))"))
            default: problems.append(reader.wrongType(key, v, expected: expected))
            }
        }
        if let (n, p) = reader.number("dimBrightness", problems: &problems) {
            if n >= 0, n <= 100, n == n.rounded() { idle.dimBrightnessPercent = Int(n) } else {
                problems.append(PanelFileProblem(position: p, field: "idle.dimBrightness", message: "expected a whole per cent from 0 to 100"))
            }
        }
        if let night = reader.value("night") { idle.night = NightSchedule.decode(night, problems: &problems) }
        if let dim = idle.dimAfterSeconds, let off = idle.offAfterSeconds, off <= dim {
            problems.append(PanelFileProblem(position: reader.position, field: "idle.offAfter", message: "must be later than dimAfter (\(JSONWriter.number(dim)) s)"))
        }
        reader.reportUnknownFields(problems: &problems)
    }

    /// A positive number up to `maximum`, or `defaultValue` when the field is absent or
    /// (with a problem recorded) out of range.
    static func positiveNumber(_ reader: inout JSONObjectReader, _ key: String, default defaultValue: Double, maximum: Double, problems: inout [PanelFileProblem]) -> Double {
        guard let (n, p) = reader.number(key, problems: &problems) else { return defaultValue }
        guard n > 0, n <= maximum else {
            problems.append(PanelFileProblem(position: p, field: reader.fieldPath(key), message: "expected a positive number" + (maximum < .greatestFiniteMagnitude ? " up to \(numberText(maximum))" : "") + ", found \(numberText(n))"))
            return defaultValue
        }
        return n
    }

    /// A whole number within `range` (nil after recording why it is not), or `defaultValue`
    /// when the field is absent.
    static func wholeNumber(_ reader: inout JSONObjectReader, _ key: String, default defaultValue: Int, range: ClosedRange<Int>,
                            problems: inout [PanelFileProblem]) -> Int? {
        guard let (n, p) = reader.number(key, problems: &problems) else { return defaultValue }
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            problems.append(PanelFileProblem(position: p, field: reader.fieldPath(key), message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(numberText(n))"))
            return nil
        }
        return Int(n)
    }

    /// A number as a message shows it: whole numbers up to 10¹⁵ (all exact in a Double,
    /// the bound of a slider) in full, others as JSON does.
    static func numberText(_ n: Double) -> String {
        n == n.rounded() && abs(n) <= SliderControl.magnitude ? String(Int64(n)) : JSONWriter.number(n)
    }

    /// Whether `id` can name a control: it is a level of MQTT topics and a key of saved state.
    static func isValidIdentifier(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func decodeMQTT(_ value: JSONValue, problems: inout [PanelFileProblem]) -> PanelFileMQTT? {
        guard var reader = JSONObjectReader(value, path: "mqtt", problems: &problems) else { return nil }
        defer { reader.reportUnknownFields(problems: &problems) }
        var broker: MQTTBrokerAddress?
        if let text = reader.string("broker", required: true, problems: &problems) {
            do { broker = try MQTTBrokerAddress(parsing: text) } catch {
                problems.append(PanelFileProblem(position: reader.value("broker")!.position, field: "mqtt.broker", message: error.description))
            }
        }
        let node = reader.string("node", problems: &problems)
        if let node, !isValidIdentifier(node) {
            problems.append(PanelFileProblem(position: reader.value("node")!.position, field: "mqtt.node", message: "\"\(node)\" is not a node name (expected 1 to 64 letters, digits, - or _)"))
        }
        var files: [String: String] = [:]
        for key in ["caFile", "passwordFile", "certFile", "keyFile"] {
            guard let path = reader.string(key, problems: &problems) else { continue }
            if path.hasPrefix("/") { files[key] = path } else {
                problems.append(PanelFileProblem(position: reader.value(key)!.position, field: "mqtt.\(key)", message: "must be an absolute path"))
            }
        }
        let homeAssistant = reader.bool("homeAssistant", problems: &problems) ?? false
        let operations = decodeMQTTOperations(&reader, problems: &problems)
        var keepAlive: Int?
        if let (seconds, position) = reader.number("keepAlive", problems: &problems) {
            if let valid = MQTTKeepAlive.seconds(seconds) { keepAlive = valid } else {
                problems.append(PanelFileProblem(position: position, field: "mqtt.keepAlive", message: "expected " + MQTTKeepAlive.expected))
            }
        }
        guard let broker else { return nil }
        return PanelFileMQTT(broker: broker, node: node, caFile: files["caFile"], passwordFile: files["passwordFile"],
                             certificateFile: files["certFile"], keyFile: files["keyFile"], homeAssistant: homeAssistant, allowPanelSet: operations.allowPanelSet, groups: operations.groups,
                             keepAlive: keepAlive)
    }

    /// A control's id when the file gives none: its label in lower case, runs of other
    /// characters as single dashes ("Fan speed!" -> "fan-speed").
    static func defaultIdentifier(for label: String) -> String {
        var id = ""
        for scalar in label.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty && !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id.isEmpty ? "control" : id
    }

    /// "#RGB", "#RRGGBB", "#RRGGBBAA" or a name (red green blue white black yellow gray clear).
    static func parseColor(_ text: String, at position: SourcePosition, field: String, problems: inout [PanelFileProblem]) -> RGBA? {
        let named: [String: RGBA] = [
            "red": RGBA(red: 255, green: 59, blue: 48, alpha: 255), "green": RGBA(red: 52, green: 199, blue: 89, alpha: 255),
            "blue": RGBA(red: 0, green: 122, blue: 255, alpha: 255), "white": RGBA(red: 255, green: 255, blue: 255, alpha: 255),
            "black": RGBA(red: 0, green: 0, blue: 0, alpha: 255), "yellow": RGBA(red: 255, green: 204, blue: 0, alpha: 255),
            "gray": RGBA(red: 142, green: 142, blue: 147, alpha: 255), "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        if let color = named[text] { return color }
        var digits = Array(text.utf8)
        if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
        let values = digits.map { d -> UInt8? in
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return d - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return d - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return d - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let nibbles = values.compactMap { $0 }
        guard text.hasPrefix("#"), nibbles.count == values.count, [3, 6, 8].contains(nibbles.count) else {
            problems.append(PanelFileProblem(position: position, field: field, message: "\"\(text)\" is not a colour (expected #RGB, #RRGGBB, #RRGGBBAA or one of \(named.keys.sorted().joined(separator: ", ")))"))
            return nil
        }
        if nibbles.count == 3 {
            return RGBA(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17, alpha: 255)
        }
        let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }
}
