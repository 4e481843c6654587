import Glibc
import Panel

/// Debian's mosquitto for the fleet, on 127.0.0.1 on a free port, with its configuration
/// in the run's temporary folder.
final class FleetBroker {
    let port: Int32
    let process: FleetProcess

    init(path: String, directory: String) throws(FleetError) {
        port = try FleetBroker.freePort()
        let configuration = "\(directory)/mosquitto.conf"
        let lines = "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest none\nmax_queued_messages 10000\n"
        guard let file = fopen(configuration, "w") else { throw FleetError("cannot write \(configuration)") }
        fputs(lines, file)
        fclose(file)
        process = try FleetProcess(path, ["-c", configuration])
        let end = MonotonicTime.now() + 10_000_000_000
        while !FleetBroker.accepts(port) {
            guard MonotonicTime.now() < end else { throw FleetError("the broker did not start on port \(port)") }
            usleep(20_000)
        }
    }

    private static func freePort() throws(FleetError) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw FleetError("no free port") }
        return Int32(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int32) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
