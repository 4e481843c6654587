import Glibc
import Panel

/// One run of a control's `stateCommand`, in the background on the loop: the program runs
/// directly (never through a shell) in a process group of its own, with nothing on its
/// standard input and its errors discarded; the first line of its output is the state.
/// A program still running at `timeout` is killed with its group, and reports nothing.
@MainActor
final class StateCommandRun {
    /// The most of its output a state command may give: one short line is expected.
    static let outputLimit = 4096

    private let dispatcher: EventDispatcher
    private let finished: (Result<String, StateReadFailure>) -> Void
    private var pid: pid_t = 0
    private var fd: Int32 = -1
    private var output: [UInt8] = []
    private var readSource: LoopSourceID?
    private var deadlineSource: LoopSourceID?
    private var outputClosed = false
    private let deadline: MonotonicTime
    private(set) var isDone = false

    init(argv: [String], timeout: Double, dispatcher: EventDispatcher,
         finished: @escaping (Result<String, StateReadFailure>) -> Void) {
        self.dispatcher = dispatcher
        self.finished = finished
        deadline = dispatcher.now + Nanoseconds.clamping(seconds: timeout)
        if let failure = spawn(argv) {
            isDone = true
            finished(.failure(failure))
            return
        }
        readSource = dispatcher.addReadableSource(fd) { [weak self] _ in MainActor.assumeIsolated { self?.readOutput() } }
        deadlineSource = dispatcher.addDeadlineSource(at: dispatcher.now + 50_000_000) { [weak self] now in
            MainActor.assumeIsolated { self?.check(at: now) }
        }
    }

    private func spawn(_ argv: [String]) -> StateReadFailure? {
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { return StateReadFailure(reason: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        for descriptor in pipeFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(pipeFDs[0], F_SETFL, fcntl(pipeFDs[0], F_GETFL) | O_NONBLOCK)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArgs { free(pointer) } }
        let status = posix_spawnp(&pid, argv[0], &actions, &attributes, &cArgs, environ)
        close(pipeFDs[1])
        guard status == 0 else {
            close(pipeFDs[0])
            return StateReadFailure(reason: "cannot run \(argv[0]): \(String(cString: strerror(status)))")
        }
        fd = pipeFDs[0]
        return nil
    }

    private func readOutput() {
        drain()
        if outputClosed { _ = reap() }
    }

    /// Reads what the program wrote so far, up to its first line.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !outputClosed {
            let n = read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return }
            if n == 0 {
                closeOutput()
                break
            }
            output += buffer[..<min(n, StateCommandRun.outputLimit - output.count)]
            // The first line is all that counts: the rest is not waited for.
            if output.contains(UInt8(ascii: "\n")) || output.count >= StateCommandRun.outputLimit { closeOutput() }
        }
    }

    private func closeOutput() {
        guard !outputClosed else { return }
        outputClosed = true
        if let readSource { dispatcher.remove(readSource) }
        readSource = nil
        close(fd)
    }

    /// Collects the exited program and reports; false while it still runs.
    private func reap() -> Bool {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid || (result < 0 && errno == ECHILD) else { return false }
        // Whatever it wrote before exiting is in the pipe already.
        drain()
        let exited = result == pid && (status & 0x7F) == 0
        let code = (status >> 8) & 0xFF
        if exited && code == 0 || outputClosed && output.contains(UInt8(ascii: "\n")) {
            let line = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
            finish(.success(String(decoding: line, as: UTF8.self)))
        } else {
            finish(.failure(StateReadFailure(reason: exited ? "exited with status \(code)" : "was killed")))
        }
        return true
    }

    private func check(at now: MonotonicTime) -> MonotonicTime? {
        if isDone { return nil }
        if reap() { return nil }
        if now >= deadline, pid > 0 {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            finish(.failure(StateReadFailure(reason: "still running after its timeout; killed")))
            return nil
        }
        return now + 50_000_000
    }

    private func finish(_ result: Result<String, StateReadFailure>) {
        guard !isDone else { return }
        isDone = true
        closeOutput()
        if let deadlineSource { dispatcher.remove(deadlineSource) }
        deadlineSource = nil
        finished(result)
    }
}

/// Why a control's state could not be read.
struct StateReadFailure: Error, Equatable {
    var reason: String
}
