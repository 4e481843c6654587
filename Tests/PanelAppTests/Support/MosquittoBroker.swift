import Glibc
import Panel
@testable import PanelKiosk

/// Debian's mosquitto, started by a test on 127.0.0.1 on a free port with a configuration
/// of its own in a temporary folder, and stopped by its pid. Tests that need it are
/// `.enabled(if: MosquittoBroker.isInstalled)` (scripts/install-deps.sh installs it).
final class MosquittoBroker {
    static let path = "/usr/sbin/mosquitto"
    static var isInstalled: Bool { access(path, X_OK) == 0 }

    let port: Int32
    let directory: String
    private var process: ChildProcess?

    /// Starts a broker; `extraConfiguration` lines are added to its configuration.
    init(extraConfiguration: [String] = []) throws {
        var template = Array("/tmp/panel-mosquitto-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SpawnFailure(reason: "mkdtemp") }
        directory = String(cString: made)
        port = try MosquittoBroker.freePort()
        let lines = ["listener \(port) 127.0.0.1", "allow_anonymous true", "persistence false", "log_dest none"] + extraConfiguration
        try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: directory + "/mosquitto.conf")
        try start()
    }

    deinit {
        stop()
        _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait()
    }

    var url: String { "mqtt://127.0.0.1:\(port)" }
    var isRunning: Bool { process != nil }

    /// Starts it (again) on the same port, and waits until it accepts connections.
    func start() throws {
        guard process == nil else { return }
        process = try ChildProcess(MosquittoBroker.path, ["-c", directory + "/mosquitto.conf"], mergeErrors: true)
        let end = MonotonicTime.now() + 10_000_000_000
        while MonotonicTime.now() < end {
            if MosquittoBroker.accepts(port) { return }
            usleep(20_000)
        }
        throw SpawnFailure(reason: "mosquitto did not listen on \(port) within 10 s")
    }

    /// Kills it (SIGKILL: no goodbye to its clients, as when a broker's machine dies).
    func kill() {
        guard let process else { return }
        Glibc.kill(process.pid, SIGKILL)
        process.wait()
        self.process = nil
    }

    /// Freezes it (SIGSTOP): connections are still accepted by the kernel, nothing answers.
    func pause() { if let process { Glibc.kill(process.pid, SIGSTOP) } }
    func resume() { if let process { Glibc.kill(process.pid, SIGCONT) } }

    /// Stops it. SIGKILL as well: it inherits the test process's blocked signals (the loop
    /// reads SIGTERM through a signalfd), so a SIGTERM would wait for ever.
    func stop() { kill() }

    /// A port nothing listens on now (the kernel's choice for a socket bound to port 0).
    static func freePort() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw SpawnFailure(reason: "no free port") }
        return Int32(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(_ port: Int32) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private static func loopback(port: Int32) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
