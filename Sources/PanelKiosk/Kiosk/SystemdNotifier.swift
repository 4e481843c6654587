import Glibc
import Panel

/// Tells systemd how the service is doing, through the datagram socket named in
/// NOTIFY_SOCKET (the sd_notify protocol; no libsystemd needed): READY=1 once the first
/// frame is shown, WATCHDOG=1 from the event loop, STOPPING=1 on the way out.
final class SystemdNotifier {
    private let socketPath: String?
    /// Half the unit's WatchdogSec (WATCHDOG_USEC), or nil when the unit sets no watchdog.
    let watchdogInterval: Int64?
    private var lastWatchdog: MonotonicTime = .zero

    /// The shortest and longest time between two WATCHDOG=1 messages: a watchdog of a few
    /// microseconds must not turn the loop into a busy wait, and one of centuries (or
    /// more than `Int64` holds) is fed hourly, which is always early enough.
    static let shortestWatchdogInterval: Int64 = 10 * Nanoseconds.perMillisecond
    static let longestWatchdogInterval: Int64 = 3600 * Nanoseconds.perSecond

    init(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
         log: (Log.Priority, String) -> Void = Log.write) {
        socketPath = environment("NOTIFY_SOCKET").flatMap { $0.isEmpty ? nil : $0 }
        var interval: Int64?
        if let text = environment("WATCHDOG_USEC") {
            if let usec = UInt64(text), usec > 0 {
                // WATCHDOG_PID, when set, must name this process.
                if let pid = environment("WATCHDOG_PID"), Int32(pid) != getpid() {
                    if Int32(pid) == nil { log(.warning, "WATCHDOG_PID=\"\(pid)\" is not a process id: the watchdog is not fed") }
                    interval = nil
                } else {
                    interval = SystemdNotifier.watchdogInterval(microseconds: usec)
                }
            } else {
                log(.warning, "WATCHDOG_USEC=\"\(text)\" is not a positive whole number of microseconds: the watchdog is not fed")
            }
        }
        watchdogInterval = interval
    }

    /// Half the watchdog time (systemd's advice), held between the shortest and longest
    /// intervals; computed in unsigned integers, so no value of the variable can overflow.
    static func watchdogInterval(microseconds: UInt64) -> Int64 {
        let half = microseconds / 2
        let longest = UInt64(longestWatchdogInterval / Nanoseconds.perMicrosecond)
        let nanoseconds = Int64(min(half, longest)) * Nanoseconds.perMicrosecond
        return max(nanoseconds, shortestWatchdogInterval)
    }

    var isActive: Bool { socketPath != nil }

    func ready() { send("READY=1") }
    func stopping() { send("STOPPING=1") }
    func status(_ text: String) { send("STATUS=\(text)") }

    /// Sends WATCHDOG=1 when half the watchdog interval has passed since the last one.
    func watchdogIfDue(now: MonotonicTime) {
        guard let interval = watchdogInterval, now - lastWatchdog >= interval else { return }
        lastWatchdog = now
        send("WATCHDOG=1")
    }

    /// When the loop must wake to keep the watchdog fed, even if nothing else happens.
    var nextWatchdogDeadline: MonotonicTime? {
        watchdogInterval.map { lastWatchdog + $0 }
    }

    @discardableResult
    func send(_ message: String) -> Bool {
        guard let socketPath else { return false }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var pathBytes = Array(socketPath.utf8)
        // A leading '@' names an abstract socket: its first byte is NUL.
        if pathBytes.first == UInt8(ascii: "@") { pathBytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in pathBytes.enumerated() { raw[i] = b }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count)
        let sent = message.withCString { text in
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(fd, text, strlen(text), Int32(MSG_NOSIGNAL), $0, length)
                }
            }
        }
        return sent >= 0
    }
}
