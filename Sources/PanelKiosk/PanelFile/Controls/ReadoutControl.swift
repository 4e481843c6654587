import Panel

/// `"type": "readout"`: shows a value measured elsewhere and never takes a touch. Fields:
/// `format` (`"{value:.1f} °C"`, default `{value}`), `stale` (seconds after which a value
/// is no longer shown as current) and one source: `topic` (MQTT, with `jsonPath` into a
/// JSON message), `file` (a sysfs or hwmon file read every `interval` seconds, times
/// `scale`) or `command` (a program run every `interval` seconds within `timeout`, its
/// first line the value). It has no saved value and no action.
struct ReadoutControl: PanelControlKind, Equatable {
    static let typeName = "readout"

    enum Source: Sendable, Equatable {
        case topic(String, jsonPath: JSONPath?)
        case file(path: String, scale: Double, intervalSeconds: Double)
        case command(argv: [String], intervalSeconds: Double, timeoutSeconds: Double)
    }

    var format: ReadoutFormat
    var staleSeconds: Double
    var source: Source

    /// The longest interval between reads and the longest a value may stay current: a day.
    static let maximumSeconds = 86_400.0
    /// The shortest interval between reads: a file or program read more often costs the
    /// loop for changes no one sees.
    static let minimumIntervalSeconds = 0.5
    static let defaultIntervalSeconds = 5.0
    /// A value received on a topic stays current this long unless `stale` says otherwise.
    static let defaultTopicStaleSeconds = 300.0

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ReadoutControl? {
        var format = ReadoutFormat.plain
        if let text = reader.string("format", problems: &problems) {
            switch ReadoutFormat.parse(text) {
            case .success(let parsed): format = parsed
            case .failure(let why):
                problems.append(PanelFileProblem(position: reader.value("format")!.position, field: reader.fieldPath("format"), message: "\"\(text)\" \(why)"))
            }
        }
        let givenSources = ["topic", "file", "command"].filter { reader.has($0) }
        let source: Source?
        switch givenSources.first {
        case "topic"?: source = decodeTopic(&reader, problems: &problems)
        case "file"?: source = decodeFile(&reader, problems: &problems)
        case "command"?: source = decodeCommand(&reader, problems: &problems)
        default:
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("topic"), message: "a readout needs a source: give \"topic\", \"file\" or \"command\""))
            source = nil
        }
        if givenSources.count > 1, let second = reader.value(givenSources[1]) {
            problems.append(PanelFileProblem(position: second.position, field: reader.fieldPath(givenSources[1]), message: "a readout has one source: give only one of \"topic\", \"file\" or \"command\""))
        }
        let interval: Double? = switch source {
        case let .file(_, _, seconds)?, let .command(_, seconds, _)?: seconds
        default: nil
        }
        let defaultStale = interval.map { Swift.min(maximumSeconds, 3 * $0) } ?? defaultTopicStaleSeconds
        let stale = PanelFileDecoder.positiveNumber(&reader, "stale", default: defaultStale, maximum: maximumSeconds, problems: &problems)
        guard let source else { return nil }
        return ReadoutControl(format: format, staleSeconds: stale, source: source)
    }

    private static func decodeTopic(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Source? {
        let topic = reader.string("topic", problems: &problems)
        if let topic, !PanelTopics.isPublishable(topic) {
            problems.append(PanelFileProblem(position: reader.value("topic")!.position, field: reader.fieldPath("topic"), message: "expected an MQTT topic without + or # (1 to 256 bytes)"))
            return nil
        }
        var path: JSONPath?
        if let text = reader.string("jsonPath", problems: &problems) {
            switch JSONPath.parse(text) {
            case .success(let parsed): path = parsed
            case .failure(let why):
                problems.append(PanelFileProblem(position: reader.value("jsonPath")!.position, field: reader.fieldPath("jsonPath"), message: why.description))
                return nil
            }
        }
        return topic.map { .topic($0, jsonPath: path) }
    }

    private static func decodeFile(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Source? {
        let path = reader.string("file", problems: &problems)
        var scale = 1.0
        if let (n, p) = reader.number("scale", problems: &problems) {
            if n != 0, abs(n) <= 1e15, abs(n) >= 1e-15 { scale = n } else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("scale"), message: "expected a number other than 0, from 1e-15 to 1e15 either way, found \(PanelFileDecoder.numberText(n))"))
            }
        }
        let interval = decodeInterval(&reader, problems: &problems)
        guard let path else { return nil }
        guard path.hasPrefix("/") else {
            problems.append(PanelFileProblem(position: reader.value("file")!.position, field: reader.fieldPath("file"), message: "must be an absolute path"))
            return nil
        }
        return .file(path: path, scale: scale, intervalSeconds: interval)
    }

    private static func decodeCommand(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Source? {
        let argvValue = reader.value("command")!
        let interval = decodeInterval(&reader, problems: &problems)
        let timeout = PanelFileDecoder.positiveNumber(&reader, "timeout", default: Swift.min(10, interval), maximum: 3600, problems: &problems)
        var argv: [String] = []
        if case let .array(items, _) = argvValue {
            for item in items { if case let .string(s, _) = item { argv.append(s) } }
            if argv.count == items.count, let program = argv.first, !program.isEmpty {
                return .command(argv: argv, intervalSeconds: interval, timeoutSeconds: timeout)
            }
        }
        problems.append(PanelFileProblem(position: argvValue.position, field: reader.fieldPath("command"), message: "expected a non-empty array of strings, the program first (it is run directly, not through a shell)"))
        return nil
    }

    private static func decodeInterval(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Double {
        let interval = PanelFileDecoder.positiveNumber(&reader, "interval", default: defaultIntervalSeconds, maximum: maximumSeconds, problems: &problems)
        guard interval >= minimumIntervalSeconds else {
            problems.append(PanelFileProblem(position: reader.value("interval")!.position, field: reader.fieldPath("interval"), message: "expected at least \(JSONWriter.number(minimumIntervalSeconds)) seconds, found \(JSONWriter.number(interval))"))
            return defaultIntervalSeconds
        }
        return interval
    }

    var initialValue: ControlValue? { nil }
    func restored(_ saved: ControlValue) -> ControlValue? { nil }
    func actionText(for value: ControlValue?) -> String { "" }

    /// A readout only shows: nothing it could run.
    func problem(with action: ActionSpec) -> String? {
        "a readout takes no touch, so it has no action (its value comes from its topic, file or command)"
    }

    /// The number a message or a file's text gives: a number, or a string holding one (as
    /// many devices send them); after `scale`.
    static func number(in value: JSONValue) -> Double? {
        switch value {
        case let .number(n, _): return n
        case let .string(s, _): return number(in: s)
        default: return nil
        }
    }

    /// A number written as text, spaces and a trailing newline around it allowed.
    static func number(in text: String) -> Double? {
        var slice = text[...]
        while let c = slice.first, c == " " || c == "\t" { slice = slice.dropFirst() }
        while let c = slice.last, c == " " || c == "\t" || c == "\n" || c == "\r\n" || c == "\r" { slice = slice.dropLast() }
        return CommandNumber.parse(String(slice))
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        PanelReadoutView(label: label, format: format, reading: .waiting)
    }
}
