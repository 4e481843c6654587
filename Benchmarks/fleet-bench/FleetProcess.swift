import Glibc
import Panel

/// A program the fleet runs (the broker, a panel), its standard output and error on one
/// non-blocking pipe read line by line, ended by its pid.
final class FleetProcess {
    let pid: pid_t
    let output: Int32
    private var partial: [UInt8] = []

    init(_ path: String, _ arguments: [String]) throws(FleetError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw FleetError("pipe: \(String(cString: strerror(errno)))") }
        // Close-on-exec: the other panels must not hold this one's pipe open.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        var pid: pid_t = 0
        var pointers = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        let status = posix_spawn(&pid, path, &actions, nil, &pointers, environ)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw FleetError("\(path): \(String(cString: strerror(status)))")
        }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        self.pid = pid
        self.output = fds[0]
    }

    /// The whole lines that arrived since the last call.
    func readLines() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            partial += buffer[0..<n]
        }
        guard let last = partial.lastIndex(of: 10) else { return [] }
        let lines = partial[..<last].split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        partial.removeSubrange(...last)
        return lines
    }

    /// CPU time used so far (user and system), in nanoseconds, from /proc.
    var cpuNanoseconds: Int64 {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
        let text = String(cString: buffer)
        // Fields after the command's closing parenthesis: state is field 3; utime 14, stime 15.
        guard let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int64(fields[11]), let system = Int64(fields[12]) else { return 0 }
        return (user + system) * 1_000_000_000 / Int64(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let end = MonotonicTime.now() + 5_000_000_000
        while waitpid(pid, &status, WNOHANG) == 0 {
            if MonotonicTime.now() > end {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        close(output)
    }
}
