import Glibc
import CLinux
import PanelBase

/// Puts the virtual terminal into graphics mode while the panel runs, so the text console
/// neither draws over the panel nor blinks its cursor, and puts it back afterwards.
/// Without a VT (over SSH, in a container) it does nothing.
final class ConsoleMode {
    private var fd: Int32 = -1
    private var ownsDescriptor = false
    private var savedMode: Int32 = 0

    /// Switches the controlling VT (or the active one, /dev/tty0) to KD_GRAPHICS.
    init() {
        var mode: Int32 = 0
        if panel_kd_get_mode(STDIN_FILENO, &mode) == 0 {
            fd = STDIN_FILENO
        } else {
            let tty = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
            if tty >= 0, panel_kd_get_mode(tty, &mode) == 0 {
                fd = tty
                ownsDescriptor = true
            } else if tty >= 0 {
                close(tty)
            }
        }
        guard fd >= 0 else { return }
        savedMode = mode
        if panel_kd_set_mode(fd, panel_kd_graphics()) != 0 { release() }
    }

    /// Whether a VT was switched.
    var isActive: Bool { fd >= 0 }

    /// The descriptor and the mode `restore` sets, for the crash handler; nil without a VT.
    var modeToRestore: (fd: Int32, mode: Int32)? {
        fd >= 0 ? (fd, savedMode == panel_kd_graphics() ? panel_kd_text() : savedMode) : nil
    }

    /// Gives the VT its mode back.
    func restore() {
        guard let (fd, mode) = modeToRestore else { return }
        _ = panel_kd_set_mode(fd, mode)
        release()
    }

    private func release() {
        if ownsDescriptor { close(fd) }
        fd = -1
        ownsDescriptor = false
    }

    deinit { restore() }
}
