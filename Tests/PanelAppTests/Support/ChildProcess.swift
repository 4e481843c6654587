import Glibc
import Panel
@testable import PanelKiosk

/// The folder holding the built products (panel-app beside the test bundle).
func builtProductPath(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let exe = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    var parts = exe.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // .../debug/PanelPackageTests.xctest -> .../debug/NAME
    parts.removeLast()
    return parts.joined(separator: "/") + "/" + name
}

struct SpawnFailure: Error { var reason: String }

/// A child process with its standard output on a pipe.
final class ChildProcess {
    let pid: pid_t
    private let outputFD: Int32

    /// - Parameter mergeErrors: standard error goes to the same pipe as standard output.
    init(_ path: String, _ arguments: [String], mergeErrors: Bool = false) throws {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec: a child another test spawns meanwhile must not hold the pipe open.
        guard pipe(&fds) == 0 else { throw SpawnFailure(reason: "pipe") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        if mergeErrors { posix_spawn_file_actions_adddup2(&actions, fds[1], 2) }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pid: pid_t = 0
        let status = withCStrings([path] + arguments) { argv in
            posix_spawn(&pid, path, &actions, nil, argv, environ)
        }
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw SpawnFailure(reason: String(cString: strerror(status)))
        }
        self.pid = pid
        self.outputFD = fds[0]
    }

    private var buffered: [UInt8] = []

    /// Reads until the output contains `text` or `seconds` pass; returns everything read so far.
    func read(until text: String, seconds: Double) -> String {
        let end = MonotonicTime.now() + Int64(seconds * 1e9)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while MonotonicTime.now() < end {
            let sofar = String(decoding: buffered, as: UTF8.self)
            if sofar.contains(text) { return sofar }
            var p = pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 50) >= 0 else { continue }
            if p.revents == 0 { continue }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(outputFD, $0.baseAddress, 4096) }
            if n <= 0 { break }
            buffered += buffer[0..<n]
        }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Everything the child wrote, until it closes its output.
    func readAllOutput() -> String {
        var bytes = buffered
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(outputFD, $0.baseAddress, 4096) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Its exit code (128 + the signal when killed), once it has ended.
    private var exitCode: Int32?

    /// Waits for it to end (once: later calls give the same code).
    @discardableResult func wait() -> Int32 {
        if let exitCode { return exitCode }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(outputFD)
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitCode = code
        return code
    }

    /// Sends `signal` while it has not been waited for (after that its pid may be another's).
    func signal(_ signal: Int32) {
        if exitCode == nil { Glibc.kill(pid, signal) }
    }
}
