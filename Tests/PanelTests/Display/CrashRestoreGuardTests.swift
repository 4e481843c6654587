import Glibc
import CDRM
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The crash handler that puts the console's display back (Sources/CDRM/crash.h). Its
/// real ioctls need a DRM device (the VM tests); here: that it is installed and removed,
/// that it records the state, and, in a child process that dies of a real SIGABRT or
/// SIGSEGV, that it runs the restore with the recorded state and the child still dies of
/// that signal.
@Suite(.serialized) struct CrashRestoreGuardTests {
    static let crtc = DRMCRTCState(id: 41, index: 0, bufferID: 77, x: 0, y: 8, mode: nil)

    func fakeState(fd: Int32) -> panel_crash_restore {
        var state = CrashRestoreGuard.state(fd: fd, crtc: CrashRestoreGuardTests.crtc, connectorID: 5,
                                            rotation: (plane: 31, property: 12), console: (fd: -1, mode: 0))
        // The stand-in restore writes the CRTC id it was given to the "device" descriptor.
        state.restore = { state in
            guard let state else { return }
            var id = state.pointee.crtc_id
            _ = write(state.pointee.drm_fd, &id, 4)
        }
        return state
    }

    func currentHandler(_ signal: Int32) -> UnsafeMutableRawPointer? {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeMutableRawPointer?.self)
    }

    @Test func armingInstallsTheHandlerAndRecordsTheStateAndDisarmingPutsTheOldHandlersBack() {
        let before = CrashRestoreGuard.signals.map(currentHandler)
        #expect(!CrashRestoreGuard.isArmed)
        #expect(CrashRestoreGuard.arm(fakeState(fd: -1)))
        #expect(CrashRestoreGuard.isArmed)
        let recorded = CrashRestoreGuard.recorded
        #expect(recorded.crtc_id == 41)
        #expect(recorded.connector_id == 5)
        #expect(recorded.plane_id == 31 && recorded.rotation_property == 12)
        // No mode was on: the CRTC is to be turned off, not set.
        #expect(recorded.buffer_id == 0)
        // Arming twice keeps the first handlers found (never itself).
        #expect(CrashRestoreGuard.arm(fakeState(fd: -1)))
        CrashRestoreGuard.disarm()
        #expect(!CrashRestoreGuard.isArmed)
        #expect(CrashRestoreGuard.signals.map(currentHandler) == before)
        #expect(CrashRestoreGuard.signals == [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV])
    }

    /// Forks a child that arms the guard with the stand-in restore and then `crash`es;
    /// returns how it ended and what the restore wrote.
    func crashChild(_ crash: @convention(c) () -> Void) -> (status: Int32, written: [UInt8]) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, []) }
        let state = fakeState(fd: fds[1])
        let pid = fork()
        if pid == 0 {
            // The child runs only C calls prepared before the fork: the default actions as
            // the previous handlers (no runtime backtrace), no core file.
            for signal in CrashRestoreGuard.signals { Glibc.signal(signal, SIG_DFL) }
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            close(fds[0])
            CrashRestoreGuard.arm(state)
            crash()
            _exit(99)
        }
        close(fds[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var written: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(fds[0], &buffer, 64)
            if n <= 0 { break }
            written += buffer[0..<n]
        }
        close(fds[0])
        return (status, written)
    }

    @Test func aChildThatAbortsRestoresWithTheRecordedStateAndStillDiesOfSIGABRT() {
        let (status, written) = crashChild { abort() }
        #expect(status & 0x7F == SIGABRT, "status \(status)")
        #expect(written == [41, 0, 0, 0])
    }

    @Test func aChildThatFaultsRestoresWithTheRecordedStateAndStillDiesOfSIGSEGV() {
        let (status, written) = crashChild { UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1 }
        #expect(status & 0x7F == SIGSEGV, "status \(status)")
        #expect(written == [41, 0, 0, 0])
    }

    @Test func aChildThatTrapsRestoresAndStillDiesOfTheTrap() {
        let (status, written) = crashChild { overflowTrap() }
        #expect([SIGILL, SIGTRAP].contains(status & 0x7F), "status \(status)")
        #expect(written == [41, 0, 0, 0])
    }
}

/// A Swift trap (an arithmetic overflow), the kind a failed precondition raises.
@inline(never) func overflowTrap() {
    var value = Int.max
    value += getpid() > 0 ? 1 : 0
    _exit(Int32(truncatingIfNeeded: value))
}
