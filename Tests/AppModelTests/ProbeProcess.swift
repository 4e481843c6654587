import Glibc
import Panel

/// The app-model probe (Tests/AppModelProbe) run as a child process, its standard output
/// and error on one pipe. Main-actor tasks on the event loop need the program's own main
/// thread: in this test process the main queue belongs to the test runner.
final class ProbeProcess {
    let pid: pid_t
    private let output: Int32
    private var buffered: [UInt8] = []

    /// A program built beside the test bundle (.build/debug/NAME).
    static func path(of program: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let exe = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var parts = exe.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        return parts.joined(separator: "/") + "/" + program
    }

    init(_ arguments: [String], environment: [String: String] = [:], program: String = "app-model-probe") throws {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec: a child another test spawns meanwhile must not hold the pipe open.
        guard pipe(&fds) == 0 else { throw ProbeFailure(reason: "pipe") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var variables: [String] = []
        var index = 0
        while let entry = environ[index] {
            variables.append(String(cString: entry))
            index += 1
        }
        variables += environment.map { "\($0.key)=\($0.value)" }
        let path = ProbeProcess.path(of: program)
        var pid: pid_t = 0
        let status = ProbeProcess.withCStrings([path] + arguments) { argv in
            ProbeProcess.withCStrings(variables) { envp in posix_spawn(&pid, path, &actions, nil, argv, envp) }
        }
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw ProbeFailure(reason: "\(path): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        self.output = fds[0]
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Reads until the output contains `text` or `seconds` pass; returns all read so far.
    func read(until text: String, seconds: Double) -> String {
        let end = MonotonicTime.now() + Int64(seconds * 1e9)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while MonotonicTime.now() < end {
            if String(decoding: buffered, as: UTF8.self).contains(text) { break }
            var p = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 50) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, 4096) }
            if n <= 0 { break }
            buffered += buffer[0..<n]
        }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Times the program's main thread (the event loop's) went to sleep so far: each
    /// `epoll_wait` that blocks is one. (Preemptions, which a loaded machine adds, are not
    /// counted.)
    func mainThreadSwitches() -> Int {
        guard let file = fopen("/proc/\(pid)/task/\(pid)/status", "r") else { return -1 }
        defer { fclose(file) }
        var total = 0
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, 512, file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(text.split(separator: ":")[1].trimmingCharacters(in: " \t\n")) ?? 0
            }
        }
        return total
    }

    /// Sends `signal` and waits for the exit status (128 + signal when killed by one).
    func stop(with signal: Int32 = SIGTERM, timeout: Double = 10) -> (status: Int32, output: String) {
        kill(pid, signal)
        let end = MonotonicTime.now() + Int64(timeout * 1e9)
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if MonotonicTime.now() > end {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(20_000)
        }
        let text = read(until: "\u{0}", seconds: 0.2)
        close(output)
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), text)
    }

    /// Runs to the end and returns the exit status and everything written.
    static func run(_ arguments: [String], timeout: Double = 30) throws -> (status: Int32, output: String) {
        let process = try ProbeProcess(arguments)
        let end = MonotonicTime.now() + Int64(timeout * 1e9)
        var status: Int32 = 0
        while waitpid(process.pid, &status, WNOHANG) == 0 {
            _ = process.read(until: "\u{0}", seconds: 0.05)
            if MonotonicTime.now() > end { kill(process.pid, SIGKILL) }
        }
        let text = process.read(until: "\u{0}", seconds: 0.2)
        close(process.output)
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), text)
    }
}

struct ProbeFailure: Error { var reason: String }

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
