import Glibc
import Panel

/// Runs controls' actions without ever blocking drawing.
///
/// `exec` children run in the background: their output arrives on pipes and their exit is
/// noticed by `reap()`, both driven by the event loop (`ActionLoopSource`); timeouts are
/// deadlines the loop waits for. An action that fails or times out is reported through
/// `onFinish` so its control can show an error state.
///
/// A program's output costs bounded work and memory however much of it there is
/// (`ActionLimits`): each read takes at most `readBytesPerWakeUp` bytes, so a program
/// writing as fast as it can (`yes`) never keeps the loop from its frames, touches,
/// timeouts or signals, and `ActionOutputLog` cuts long lines and drops what is past its
/// rate, with a count in the log.
///
/// Two quick uses of one control never run its action twice at once (unless the panel
/// file says `concurrent`): a button's second tap while the first run is going is
/// ignored; a toggle's, triple's or slider's newest value waits and runs after, so the
/// device ends in the state the screen shows.
final class ActionRunner {
    struct Request {
        var controlID: String
        var label: String
        var action: ActionSpec
        /// The control's value as text ("1", "Low", "40"): `{value}` and PANEL_VALUE.
        var value: String
        /// Stateful controls keep their newest value pending while a run is going.
        var coalesces: Bool
        /// What the program reads on its standard input (a PIN); nil: /dev/null.
        var standardInput: String? = nil
        /// Told the program's first line of output (a readout's value). Such a run is
        /// routine: its start and output are logged at debug level, its failures as usual.
        var onFirstLine: ((String) -> Void)? = nil
    }

    enum Outcome: Equatable {
        case succeeded
        case failed(String)
    }

    private struct Child {
        /// Counts children from 1: unlike a pid or a descriptor, never reused.
        var serial: Int
        var pid: pid_t
        var request: Request
        var outputFD: Int32
        var output: ActionOutputLog
        var deadline: MonotonicTime
        var killedForTimeout = false
    }

    private var children: [Child] = []
    private var startedChildren = 0
    /// Told when a child starts or is reaped (its output pipe comes or goes).
    var onChildrenChange: (() -> Void)?
    private var pending: [String: Request] = [:]
    private let log: (Log.Priority, String) -> Void
    private let onFinish: (String, Outcome) -> Void
    private let writeLine: (String) -> Void
    /// Sends a `publish` action's message (the panel's MQTT connection); returns why it
    /// could not, or nil when it was handed to the connection.
    var publish: (MQTTMessage) -> String? = { _ in "no MQTT broker is configured (--mqtt or the file's mqtt.broker)" }
    /// Where reads land: one buffer of `readBytesPerWakeUp` bytes for every child.
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ActionLimits.readBytesPerWakeUp, alignment: 16)

    /// - Parameters:
    ///   - log: where log lines go (Log.write in the program).
    ///   - writeLine: where `log` actions' JSON lines go (standard output in the program).
    ///   - onFinish: told the control id and outcome of every finished action.
    init(log: @escaping (Log.Priority, String) -> Void = Log.write,
         writeLine: @escaping (String) -> Void = StandardOutputLine.write,
         onFinish: @escaping (String, Outcome) -> Void) {
        self.log = log
        self.writeLine = writeLine
        self.onFinish = onFinish
    }

    deinit { readBuffer.deallocate() }

    /// The output pipes the event loop should wait on.
    var fileDescriptors: [Int32] { children.map(\.outputFD) }
    /// Each running child's output pipe, by the child's serial number.
    var outputPipes: [(child: Int, descriptor: Int32)] { children.map { ($0.serial, $0.outputFD) } }
    /// The earliest timeout of a running child.
    var nextDeadline: MonotonicTime? { children.filter { !$0.killedForTimeout }.map(\.deadline).min() }
    var isIdle: Bool { children.isEmpty && pending.isEmpty }

    func run(_ request: Request, now: MonotonicTime = .now()) {
        switch request.action {
        case .log:
            writeLine(JSONWriter.object([
                ("control", JSONWriter.quoted(request.controlID)), ("label", JSONWriter.quoted(request.label)),
                ("value", JSONWriter.quoted(request.value)),
            ]))
            onFinish(request.controlID, .succeeded)
        case let .write(path, template):
            let outcome = Self.writeValue(template.replacingValue(with: request.value) + "\n", to: path)
            if case let .failed(reason) = outcome { log(.error, "action \(request.controlID): \(reason)") }
            onFinish(request.controlID, outcome)
        case let .publish(topic, template, retain):
            let message = MQTTMessage(topic: topic, text: template.replacingValue(with: request.value), retain: retain, qos: 1)
            if let reason = publish(message) {
                log(.warning, "action \(request.controlID): the message to \(topic) is dropped: \(reason)")
                onFinish(request.controlID, .failed(reason))
            } else {
                onFinish(request.controlID, .succeeded)
            }
        case let .exec(_, _, concurrent):
            if !concurrent, children.contains(where: { $0.request.controlID == request.controlID }) {
                if request.coalesces {
                    pending[request.controlID] = request
                } else {
                    log(.info, "action \(request.controlID): still running; this use is ignored")
                }
                return
            }
            spawn(request, now: now)
        }
    }

    private func spawn(_ request: Request, now: MonotonicTime) {
        guard case let .exec(argvTemplate, timeout, _) = request.action else { return }
        guard children.count < ActionLimits.runningPrograms else {
            fail(request.controlID, "\(ActionLimits.runningPrograms) actions are running already; this use is refused")
            return
        }
        guard !argvTemplate.isEmpty else {
            fail(request.controlID, "no program to run (argv is empty)")
            return
        }
        let argv = argvTemplate.map { $0.replacingValue(with: request.value) }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            fail(request.controlID, "cannot create a pipe: \(String(cString: strerror(errno)))")
            return
        }
        // Neither end leaks into other children; the loop reads without blocking.
        for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(pipeFDs[0], F_SETFL, fcntl(pipeFDs[0], F_GETFL) | O_NONBLOCK)
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        // A secret goes through a pipe of its own, written whole before the child reads:
        // a few bytes, far below the pipe's buffer, so the write never blocks.
        var inputFDs: [Int32] = [-1, -1]
        if request.standardInput != nil {
            guard pipe(&inputFDs) == 0 else {
                close(pipeFDs[0])
                close(pipeFDs[1])
                fail(request.controlID, "cannot create a pipe: \(String(cString: strerror(errno)))")
                return
            }
            for fd in inputFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&fileActions, inputFDs[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        }
        defer {
            for fd in inputFDs where fd >= 0 { close(fd) }
        }
        posix_spawn_file_actions_adddup2(&fileActions, pipeFDs[1], 1)
        posix_spawn_file_actions_adddup2(&fileActions, pipeFDs[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling and an empty mask, whatever the loop
        // blocked for its signalfd; its own process group lets a timeout kill its children too.
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        var environment: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !text.hasPrefix("PANEL_CONTROL="), !text.hasPrefix("PANEL_VALUE=") { environment.append(text) }
            entry += 1
        }
        environment += ["PANEL_CONTROL=\(request.controlID)", "PANEL_VALUE=\(request.value)"]

        var pid: pid_t = 0
        let status = withCStrings(argv) { cArgv in
            withCStrings(environment) { cEnv in
                posix_spawnp(&pid, argv[0], &fileActions, &attributes, cArgv, cEnv)
            }
        }
        close(pipeFDs[1])
        if status == 0, let input = request.standardInput, inputFDs[1] >= 0 {
            var bytes = Array(input.utf8)
            _ = write(inputFDs[1], &bytes, bytes.count)
            // Wiped: the input may be a PIN or a password.
            bytes.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) }
        }
        guard status == 0 else {
            close(pipeFDs[0])
            fail(request.controlID, "cannot run \(argv[0]): \(String(cString: strerror(status)))")
            return
        }
        log(request.onFirstLine == nil ? .info : .debug, "action \(request.controlID): started \(argv.joined(separator: " ")) (pid \(pid))")
        let (deadline, overflow) = now.nanoseconds.addingReportingOverflow(ActionLimits.timeoutNanoseconds(timeout))
        startedChildren += 1
        children.append(Child(serial: startedChildren, pid: pid, request: request, outputFD: pipeFDs[0],
                              output: ActionOutputLog(controlID: request.controlID, log: log, onFirstLine: request.onFirstLine),
                              deadline: MonotonicTime(nanoseconds: overflow ? .max : deadline)))
        onChildrenChange?()
    }

    /// Reads what a child wrote, at most `ActionLimits.readBytesPerWakeUp` bytes, and logs
    /// it line by line. Returns the bytes read: what is left waits for the next call (the
    /// descriptor stays readable, so the loop comes back to it after its other work).
    @discardableResult
    func readOutput(from fd: Int32, now: MonotonicTime = .now()) -> Int {
        guard let index = children.firstIndex(where: { $0.outputFD == fd }) else { return 0 }
        var total = 0
        while total < readBuffer.count {
            let n = read(fd, readBuffer.baseAddress! + total, readBuffer.count - total)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            total += n
        }
        children[index].output.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<total]), now: now)
        return total
    }

    /// The bytes held for a child's unfinished line (bounded by `ActionLimits.lineBytes`).
    func bufferedOutputBytes(controlID: String) -> Int? {
        children.first { $0.request.controlID == controlID }?.output.bufferedBytes
    }

    /// Collects every child that has exited (call after SIGCHLD, or at any time).
    func reap(now: MonotonicTime = .now()) {
        var index = 0
        while index < children.count {
            var status: Int32 = 0
            let result = waitpid(children[index].pid, &status, WNOHANG)
            guard result == children[index].pid || (result < 0 && errno == ECHILD) else {
                index += 1
                continue
            }
            // One more bounded read for what it wrote last; whatever is still in the pipe
            // (a program that raised its pipe size, or a child of its own still writing) is
            // counted as dropped.
            readOutput(from: children[index].outputFD, now: now)
            var unread: Int32 = 0
            if ioctl(children[index].outputFD, UInt(FIONREAD), &unread) == 0 { children[index].output.drop(Int(unread)) }
            children[index].output.finish(now: now)
            let child = children.remove(at: index)
            // Its pipe leaves the loop while still open, then closes.
            onChildrenChange?()
            close(child.outputFD)
            let outcome: Outcome
            if child.killedForTimeout {
                outcome = .failed("timed out after \(JSONWriter.number(timeoutSeconds(child))) s and was killed")
            } else if result < 0 {
                outcome = .failed("exit status lost")
            } else if status & 0x7F == 0 {
                let code = (status >> 8) & 0xFF
                outcome = code == 0 ? .succeeded : .failed("exited with status \(code)")
            } else {
                outcome = .failed("killed by signal \(status & 0x7F)")
            }
            if case let .failed(reason) = outcome { log(.error, "action \(child.request.controlID): \(reason)") }
            onFinish(child.request.controlID, outcome)
            if let next = pending.removeValue(forKey: child.request.controlID) {
                spawn(next, now: now)
            }
        }
    }

    private func timeoutSeconds(_ child: Child) -> Double {
        if case let .exec(_, timeout, _) = child.request.action { return ActionLimits.effectiveTimeout(timeout) }
        return 0
    }

    /// Kills children whose time is up (their process groups: SIGKILL); `reap` reports them.
    func handleDeadlines(now: MonotonicTime = .now()) {
        for index in children.indices where !children[index].killedForTimeout && children[index].deadline <= now {
            kill(-children[index].pid, SIGKILL)
            kill(children[index].pid, SIGKILL)
            children[index].killedForTimeout = true
        }
    }

    private func fail(_ id: String, _ reason: String) {
        log(.error, "action \(id): \(reason)")
        onFinish(id, .failed(reason))
    }

    static func writeValue(_ text: String, to path: String) -> Outcome {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failed("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, bytes.count) }
        guard written == bytes.count else {
            return .failed("cannot write \(path): \(written < 0 ? String(cString: strerror(errno)) : "short write")")
        }
        return .succeeded
    }
}

extension String {
    /// Replaces every `{value}` with `value`.
    func replacingValue(with value: String) -> String {
        let parts = split(separator: "{value}", omittingEmptySubsequences: false)
        return parts.joined(separator: value)
    }
}

/// Calls `body` with a NULL-terminated C array of the strings (argv, envp).
func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
