/// Where a control learns its device's real state besides `stateTopic`, and how long a
/// touch waits for that state to confirm it (docs/panel-file.md, "State and
/// confirmation"): `stateFile` (a sysfs-like file, read every `stateInterval` seconds),
/// `stateCommand` (a program run as often, the first line of its output), `confirmTimeout`.
struct StateFeedback: Sendable, Equatable {
    var stateFile: String?
    var stateCommand: [String]?
    /// Seconds between two reads of `stateFile` or runs of `stateCommand`.
    var interval: Double = 2
    /// Seconds a touched value waits for the state source to report it; 0: no waiting.
    var confirmTimeout: Double = 5

    static let intervalRange = 0.1...3600.0
    static let maximumConfirmTimeout = 600.0

    /// Whether the control is polled (a file or a command).
    var isPolled: Bool { stateFile != nil || stateCommand != nil }

    /// Reads the control's feedback fields; `hasStateTopic` says whether it follows a topic
    /// too (a control has one state source at most).
    static func decode(_ reader: inout JSONObjectReader, hasStateTopic: Bool, problems: inout [PanelFileProblem]) -> StateFeedback {
        var feedback = StateFeedback()
        if let path = reader.string("stateFile", problems: &problems) {
            if path.hasPrefix("/") { feedback.stateFile = path } else {
                problems.append(PanelFileProblem(position: reader.value("stateFile")!.position, field: reader.fieldPath("stateFile"), message: "must be an absolute path"))
            }
        }
        if let value = reader.value("stateCommand") {
            var argv: [String] = []
            if case let .array(items, _) = value {
                for item in items { if case let .string(s, _) = item { argv.append(s) } }
                if argv.count == items.count, !argv.isEmpty, !argv[0].isEmpty { feedback.stateCommand = argv }
            }
            if feedback.stateCommand == nil {
                problems.append(PanelFileProblem(position: value.position, field: reader.fieldPath("stateCommand"), message: "expected a non-empty array of strings, the program first (it is run directly, not through a shell)"))
            }
        }
        let sources = [hasStateTopic, reader.has("stateFile"), reader.has("stateCommand")].filter { $0 }.count
        if sources > 1 {
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("stateTopic"), message: "give one of stateTopic, stateFile and stateCommand, not several"))
        }
        if let (n, p) = reader.number("stateInterval", problems: &problems) {
            if intervalRange.contains(n) { feedback.interval = n } else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("stateInterval"), message: "expected a number of seconds from 0.1 to 3600, found \(PanelFileDecoder.numberText(n))"))
            }
        }
        if let (n, p) = reader.number("confirmTimeout", problems: &problems) {
            if n >= 0, n <= maximumConfirmTimeout { feedback.confirmTimeout = n } else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("confirmTimeout"), message: "expected a number of seconds from 0 (no confirmation) to 600, found \(PanelFileDecoder.numberText(n))"))
            }
        }
        return feedback
    }
}

extension ControlSpec {
    /// Whether the control has a source of its device's state, which confirms touches.
    var hasStateSource: Bool { stateTopic != nil || feedback.isPolled }

    /// Whether a touched value waits for the device's confirmation.
    var awaitsConfirmation: Bool { hasStateSource && feedback.confirmTimeout > 0 && kind.initialValue != nil }

    /// A state as a device reports it, read as the control's value: what a command would
    /// set, or for a toggle also its action's `on`/`off` texts (what a `write` action put in
    /// a sysfs file). Nil when it is none of these.
    func reportedValue(_ text: String) -> ControlValue? {
        if case .success(.set(let value)) = kind.command(from: text) { return value }
        if let toggle = kind as? ToggleControl {
            if text == toggle.onValue { return .toggle(true) }
            if text == toggle.offValue { return .toggle(false) }
        }
        return nil
    }
}
