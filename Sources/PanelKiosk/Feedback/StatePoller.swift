import Panel

/// Reads the state of the controls that give a `stateFile` or `stateCommand`, each every
/// `stateInterval` seconds, on the loop (a command runs in the background and at most one
/// run per control at a time). A read whose text differs from the control's last read is
/// the device reporting: it goes to the controller as `stateTopic` messages do. An
/// unchanged text is no news (the device may not have acted on a touch yet). A state that
/// cannot be read or is not one of the control's values is logged when it first happens,
/// not at every read.
@MainActor
final class StatePoller {
    private let dispatcher: EventDispatcher
    private weak var controller: PanelController?
    private var sources: [LoopSourceID] = []
    private var lastRead: [String: String] = [:]
    private var lastProblem: [String: String] = [:]
    private var running: [String: StateCommandRun] = [:]
    private let log: (Log.Priority, String) -> Void

    init(controller: PanelController, dispatcher: EventDispatcher, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.dispatcher = dispatcher
        self.controller = controller
        self.log = log
        for control in controller.panel.controls where control.feedback.isPolled {
            let interval = Nanoseconds.clamping(seconds: control.feedback.interval)
            sources.append(dispatcher.addDeadlineSource(at: dispatcher.now) { [weak self] now in
                MainActor.assumeIsolated { self?.poll(control) }
                return now + interval
            })
        }
    }

    /// Whether any control is read.
    var isPolling: Bool { !sources.isEmpty }

    func stop() {
        for source in sources { dispatcher.remove(source) }
        sources.removeAll()
    }

    private func poll(_ control: ControlSpec) {
        if let path = control.feedback.stateFile {
            do {
                let text = try readWholeFile(path, limit: FileSizeLimit.systemFile)
                received(String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""), for: control)
            } catch {
                problem("cannot read \(path): \(error.reason)", for: control)
            }
        } else if let argv = control.feedback.stateCommand {
            if let run = running[control.id], !run.isDone { return }
            // Never longer than ten seconds, nor than the time between two runs.
            let timeout = Swift.min(10, Swift.max(control.feedback.interval, 1))
            running[control.id] = StateCommandRun(argv: argv, timeout: timeout, dispatcher: dispatcher) { [weak self] result in
                switch result {
                case .success(let line): self?.received(line, for: control)
                case .failure(let failure): self?.problem("state command \(argv[0]) \(failure.reason)", for: control)
                }
            }
        }
    }

    private func received(_ raw: String, for control: ControlSpec) {
        let text = raw.trimmingWhitespace
        guard lastRead[control.id] != text else { return }
        lastRead[control.id] = text
        guard let value = control.reportedValue(text) else {
            let shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(64).map { $0.value < 32 ? "?" : $0 }))
            return problem("state \"\(shown)\" is none of its values", for: control)
        }
        lastProblem[control.id] = nil
        controller?.reported(value, on: control)
    }

    private func problem(_ message: String, for control: ControlSpec) {
        guard lastProblem[control.id] != message else { return }
        lastProblem[control.id] = message
        log(.warning, "\(control.id): \(message)")
    }
}

extension String {
    /// Without spaces, tabs and line ends at either end (a sysfs file ends with a newline).
    var trimmingWhitespace: String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
