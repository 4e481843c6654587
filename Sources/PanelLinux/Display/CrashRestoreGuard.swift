import Glibc
import CDRM
import PanelBase

/// Puts the console's display back if the process dies of a fatal signal (a Swift trap,
/// SIGSEGV, SIGABRT, SIGBUS, SIGFPE), so a crash never leaves the last frame frozen on the
/// screen. The handler lives in C (Sources/CDRM/crash.h): it only makes ioctls on a copy
/// of the state made here at mode-set time, then lets the signal end the process as it
/// would have (status, core, the runtime's backtrace).
///
/// Every call into crash.h stays in this file and out of line: each object file gets its
/// own copy of a C header's static storage, so the handler and its state must come from
/// the same one.
enum CrashRestoreGuard {
    /// The signals handled: SIGILL and SIGTRAP are what Swift traps raise.
    static var signals: [Int32] { (0..<Int32(PANEL_CRASH_SIGNAL_COUNT)).map(panel_crash_signal) }

    /// What the handler restores: `crtc` as found at start on `connectorID`, the plane's
    /// rotation when the hardware turned it, and the console's text mode.
    static func state(fd: Int32, crtc: DRMCRTCState, connectorID: UInt32,
                      rotation: (plane: UInt32, property: UInt32)?, console: (fd: Int32, mode: Int32)?) -> panel_crash_restore {
        var state = panel_crash_restore()
        state.drm_fd = fd
        state.crtc_id = crtc.id
        if let mode = crtc.mode, crtc.bufferID != 0 {
            state.buffer_id = crtc.bufferID
            state.x = UInt32(clamping: crtc.x)
            state.y = UInt32(clamping: crtc.y)
            state.mode = mode.info
        }
        state.connector_id = connectorID
        if let rotation {
            state.plane_id = rotation.plane
            state.rotation_property = rotation.property
            state.rotation_value = panel_drm_rotate_0()
        }
        state.console_fd = console?.fd ?? -1
        state.console_mode = console?.mode ?? 0
        state.restore = panel_crash_restore_display
        return state
    }

    /// Records `state` and installs the handler. Returns false (errno set) if it could not.
    @inline(never) @discardableResult
    static func arm(_ state: panel_crash_restore) -> Bool {
        var copy = state
        return panel_crash_guard_arm(&copy) == 0
    }

    /// Puts back the handlers found when arming (the display was restored normally).
    @inline(never)
    static func disarm() { panel_crash_guard_disarm() }

    /// Whether the handler is installed for every signal it covers.
    @inline(never)
    static var isArmed: Bool { signals.allSatisfy { panel_crash_guard_is_installed($0) != 0 } }

    /// The state the handler would restore now.
    @inline(never)
    static var recorded: panel_crash_restore { panel_crash_guard_recorded() }
}
