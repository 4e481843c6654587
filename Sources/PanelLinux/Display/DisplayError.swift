import Glibc
import PanelBase

/// Why a display could not be opened or used, with a message that says what to do.
public enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// No DRM card (or framebuffer) exists where we looked.
    case noDevice(searched: String)
    /// The device exists but opening it was refused.
    case permissionDenied(path: String)
    /// Taking DRM master was refused: not the first opener and no CAP_SYS_ADMIN.
    case masterNeedsPrivilege(path: String)
    /// Another program (a desktop session, a compositor, another panel) is DRM master.
    case masterHeld(path: String)
    /// The device has no modesetting (a render-only node, or no KMS driver).
    case notModesetting(path: String)
    /// The driver cannot create dumb buffers.
    case noDumbBuffers(path: String)
    /// Nothing is plugged in; `connectors` lists each connector and its status.
    case noConnectedDisplay(connectors: [String])
    /// A connector was asked for by name and no card has it.
    case connectorNotFound(name: String, available: [String])
    /// The connector has no CRTC it can be driven by.
    case noCRTC(connector: String)
    /// The requested mode is not among the connector's modes (listed).
    case modeNotFound(requested: String, connector: String, available: [String])
    /// A mode written neither as `preferred`, `WxH` nor `WxH@Hz`.
    case invalidModeRequest(String)
    /// The framebuffer's pixel format is one Panel does not draw.
    case unsupportedFormat(path: String, detail: String)
    /// `present` was called while the previous flip was still pending.
    case flipPending
    /// The shadow surface is not the display's logical size.
    case shadowSizeMismatch(expected: String, got: String)
    /// A system call failed: what, on which device, and the errno.
    case system(operation: String, path: String, errno: Int32)

    public var description: String {
        switch self {
        case .noDevice(let searched):
            return "no display device: nothing found at \(searched) (no DRM driver loaded? use --display headless to run without a screen)"
        case .permissionDenied(let path):
            return "permission denied opening \(path): add the user to group 'video' (usermod -aG video USER), or run as root"
        case .masterNeedsPrivilege(let path):
            return "cannot become DRM master on \(path): run as root or with CAP_SYS_ADMIN, or start the panel before any other program opens the card"
        case .masterHeld(let path):
            return "the display \(path) is in use: another program (a desktop session, Xorg, Weston, or another panel) holds DRM master; stop it or switch to a free virtual terminal"
        case .notModesetting(let path):
            return "\(path) does not support modesetting (a render-only device?)"
        case .noDumbBuffers(let path):
            return "\(path) cannot allocate dumb buffers, which Panel draws into"
        case .noConnectedDisplay(let connectors):
            let list = connectors.isEmpty ? "no connectors" : connectors.joined(separator: ", ")
            return "no display connected (\(list))"
        case .connectorNotFound(let name, let available):
            return "no connector named '\(name)'; available: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
        case .noCRTC(let connector):
            return "connector \(connector) has no CRTC available to drive it"
        case .modeNotFound(let requested, let connector, let available):
            return "mode '\(requested)' not offered by \(connector); available modes: \(available.joined(separator: ", "))"
        case .invalidModeRequest(let text):
            return "invalid mode '\(text)': write 'preferred', WIDTHxHEIGHT (e.g. 1280x800) or WIDTHxHEIGHT@HZ (e.g. 1920x1080@60)"
        case .unsupportedFormat(let path, let detail):
            return "\(path): unsupported pixel format (\(detail)); Panel draws 32-bit XRGB"
        case .flipPending:
            return "a frame was presented while the previous flip was still pending"
        case .shadowSizeMismatch(let expected, let got):
            return "shadow surface is \(got) but the display's logical size is \(expected)"
        case .system(let operation, let path, let code):
            return "\(operation) failed on \(path): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
