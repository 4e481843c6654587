import Panel

/// Keeps a shown panel's readouts current, on the kiosk's event loop: reads each file
/// readout every `interval` (one small read on a deadline source), runs each command
/// readout every `interval` through the action runner (no shell; the first line of its
/// output is the value), takes topic readouts' messages from the MQTT bridge, and turns a
/// reading stale once it is older than its readout's `stale` (or `waiting` until a first
/// one comes). A value that is not a number is logged, at most a few lines per ten
/// seconds, and leaves the reading as it was, ageing as before.
@MainActor
final class ReadoutMonitor {
    let controller: PanelController
    private let dispatcher: EventDispatcher
    private let runner: ActionRunner?
    private let log: (Log.Priority, String) -> Void
    private var problems = RateLimitedLog()
    private var readouts: [(control: ControlSpec, kind: ReadoutControl)] = []
    /// Per readout: its deadline for turning stale, and its polling deadline (file, command).
    private var staleSources: [String: LoopSourceID] = [:]
    private var pollSources: [String: LoopSourceID] = [:]

    init(controller: PanelController, dispatcher: EventDispatcher, runner: ActionRunner?,
         log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.controller = controller
        self.dispatcher = dispatcher
        self.runner = runner
        self.log = log
        readouts = controller.panel.controls.compactMap { control in
            (control.kind as? ReadoutControl).map { (control, $0) }
        }
    }

    /// The topics the topic readouts follow.
    var topics: Set<String> {
        Set(readouts.compactMap { if case let .topic(topic, _) = $0.kind.source { return topic } else { return nil } })
    }

    /// Starts reading: every polled source at once, then every `interval`.
    func start() {
        let now = dispatcher.now
        for (control, kind) in readouts {
            armStale(control, kind, from: now)
            let interval: Double
            switch kind.source {
            case .topic: continue
            case let .file(_, _, seconds), let .command(_, seconds, _): interval = seconds
            }
            pollSources[control.id] = dispatcher.addDeadlineSource(at: now) { [weak self] now in
                MainActor.assumeIsolated { self?.poll(control, kind, now: now) }
                return now + Int64(interval * 1e9)
            }
        }
    }

    /// Stops every source (the panel is replaced, or the kiosk stops).
    func stop() {
        for id in Array(staleSources.values) + Array(pollSources.values) { dispatcher.remove(id) }
        staleSources.removeAll()
        pollSources.removeAll()
    }

    /// A message on a topic: the value of every readout that follows it.
    func received(topic: String, payload: String) {
        for (control, kind) in readouts {
            guard case let .topic(followed, path) = kind.source, followed == topic else { continue }
            var value: Double?
            if let path {
                if let root = try? JSONParser.parse(payload), let found = path.value(in: root) {
                    value = ReadoutControl.number(in: found)
                }
            } else {
                value = ReadoutControl.number(in: payload)
            }
            guard let value else {
                report("\(control.id): no number in the message on \(Self.printable(topic))" + (path.map { " at \($0)" } ?? ""))
                continue
            }
            take(value, for: control, kind)
        }
    }

    /// A new value: shown at once, and current for `stale` seconds.
    func take(_ value: Double, for control: ControlSpec, _ kind: ReadoutControl) {
        guard value.isFinite else { return report("\(control.id): \(value) is not a finite number") }
        controller.show(.fresh(value), onReadout: control)
        armStale(control, kind, from: dispatcher.now)
    }

    private func armStale(_ control: ControlSpec, _ kind: ReadoutControl, from now: MonotonicTime) {
        let deadline = now + Int64(kind.staleSeconds * 1e9)
        if let source = staleSources[control.id] {
            dispatcher.setDeadline(source, to: deadline)
            return
        }
        staleSources[control.id] = dispatcher.addDeadlineSource(at: deadline) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.controller.readings[control.id] != nil else { return }
                self.controller.show(.stale, onReadout: control)
            }
            return nil
        }
    }

    private func poll(_ control: ControlSpec, _ kind: ReadoutControl, now: MonotonicTime) {
        switch kind.source {
        case .topic:
            break
        case let .file(path, scale, _):
            switch ReadoutFileReader.read(path) {
            case .success(let text):
                guard let number = ReadoutControl.number(in: text) else {
                    return report("\(control.id): \(path) holds no number")
                }
                take(number * scale, for: control, kind)
            case .failure(let why):
                report("\(control.id): \(why)")
            }
        case let .command(argv, _, timeout):
            guard let runner else { return }
            runner.run(ActionRunner.Request(
                controlID: control.id, label: control.label, action: .exec(argv: argv, timeoutSeconds: timeout, concurrent: false),
                value: "", coalesces: true,
                onFirstLine: { [weak self] line in
                    MainActor.assumeIsolated { self?.takeOutput(line, for: control, kind, program: argv[0]) }
                }), now: now)
        }
    }

    private func takeOutput(_ line: String, for control: ControlSpec, _ kind: ReadoutControl, program: String) {
        guard let number = ReadoutControl.number(in: line) else {
            return report("\(control.id): the first line of \(program)'s output is not a number")
        }
        take(number, for: control, kind)
    }

    private func report(_ message: String) {
        if let line = problems.admit("readout " + message, at: dispatcher.now) { log(.warning, line) }
    }

    /// A topic for the log: cut short, without control characters.
    static func printable(_ topic: String) -> String {
        String(String.UnicodeScalarView(topic.unicodeScalars.prefix(128).map { $0.value < 32 ? "?" : $0 }))
    }
}
