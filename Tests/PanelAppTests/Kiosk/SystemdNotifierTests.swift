import Glibc
import Panel
import Testing
@testable import PanelKiosk

@Suite struct SystemdNotifierTests {
    /// A datagram socket standing in for systemd's notification socket.
    final class FakeSystemd {
        let path: String
        let fd: Int32
        init(name: String) {
            path = "/tmp/panel-notify-\(getpid())-\(name)"
            unlink(path)
            fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, b) in path.utf8.enumerated() { raw[i] = b }
            }
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
        }
        deinit { close(fd); unlink(path) }

        func receive() -> String? {
            var buffer = [UInt8](repeating: 0, count: 512)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 512, Int32(MSG_DONTWAIT)) }
            return n > 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : nil
        }
    }

    @Test func sendsReadyAndWatchdogAtHalfTheInterval() {
        let systemd = FakeSystemd(name: "ready")
        let environment = ["NOTIFY_SOCKET": systemd.path, "WATCHDOG_USEC": "10000000"]
        let notifier = SystemdNotifier(environment: { environment[$0] })
        #expect(notifier.watchdogInterval == 5_000_000_000)
        notifier.ready()
        #expect(systemd.receive() == "READY=1")
        let start = MonotonicTime(nanoseconds: 100_000_000_000)
        notifier.watchdogIfDue(now: start)
        #expect(systemd.receive() == "WATCHDOG=1")
        notifier.watchdogIfDue(now: start + 1_000_000_000)
        #expect(systemd.receive() == nil, "not due yet")
        notifier.watchdogIfDue(now: start + 5_000_000_000)
        #expect(systemd.receive() == "WATCHDOG=1")
        #expect(notifier.nextWatchdogDeadline == start + 10_000_000_000)
    }

    @Test func staysSilentOutsideSystemd() {
        let notifier = SystemdNotifier(environment: { _ in nil })
        #expect(!notifier.isActive)
        #expect(notifier.watchdogInterval == nil)
        #expect(!notifier.send("READY=1"))
    }

    @Test func ignoresAWatchdogMeantForAnotherProcess() {
        let environment = ["NOTIFY_SOCKET": "/tmp/x", "WATCHDOG_USEC": "1000", "WATCHDOG_PID": "1"]
        #expect(SystemdNotifier(environment: { environment[$0] }).watchdogInterval == nil)
    }

    /// WATCHDOG_USEC of any size, even beyond Int64, gives a sane interval; what is not a
    /// number is reported and leaves the watchdog unfed.
    @Test func watchdogTimesOfAnySizeNeverTrap() {
        func notifier(_ usec: String, pid: String? = nil) -> (SystemdNotifier, [String]) {
            var logged: [String] = []
            var environment = ["NOTIFY_SOCKET": "/tmp/x", "WATCHDOG_USEC": usec]
            environment["WATCHDOG_PID"] = pid
            let made = SystemdNotifier(environment: { environment[$0] }, log: { _, text in logged.append(text) })
            return (made, logged)
        }
        let hour: Int64 = 3600 * 1_000_000_000
        #expect(notifier("18446744073709551").0.watchdogInterval == hour)
        #expect(notifier("18446744073709551615").0.watchdogInterval == hour)
        #expect(notifier("9223372036854775807").0.watchdogInterval == hour)
        #expect(notifier("7200000000").0.watchdogInterval == hour)
        #expect(notifier("1").0.watchdogInterval == 10_000_000, "no busy loop for a tiny watchdog")
        #expect(notifier("30000000").0.watchdogInterval == 15_000_000_000)
        for bad in ["18446744073709551616", "-5", "0", "ten", "", "1e6", " 5"] {
            let (made, logged) = notifier(bad)
            #expect(made.watchdogInterval == nil, "\(bad)")
            #expect(logged == ["WATCHDOG_USEC=\"\(bad)\" is not a positive whole number of microseconds: the watchdog is not fed"])
        }
        let (other, logged) = notifier("1000", pid: "99999999999")
        #expect(other.watchdogInterval == nil)
        #expect(logged.first?.contains("WATCHDOG_PID") == true)
        let late = SystemdNotifier(environment: { ["NOTIFY_SOCKET": "/tmp/x", "WATCHDOG_USEC": "18446744073709551"][$0] })
        #expect(late.nextWatchdogDeadline == MonotonicTime.zero + hour)
        late.watchdogIfDue(now: .distantFuture)
        #expect(late.nextWatchdogDeadline == .distantFuture)
    }
}
