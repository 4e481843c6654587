/// A connector (an output socket) and what is plugged into it.
public struct DRMConnector: Sendable {
    public enum Status: String, Sendable {
        case connected, disconnected, unknown
    }

    public let id: UInt32
    package let type: UInt32
    let typeIndex: UInt32
    public let status: Status
    /// Physical size the display reports, 0 when unknown.
    public let widthMillimetres: Int
    public let heightMillimetres: Int
    public let modes: [DRMMode]
    let encoderIDs: [UInt32]
    let currentEncoderID: UInt32

    /// The kernel's name for it, as in /sys/class/drm: "HDMI-A-1", "Virtual-1", "eDP-1".
    public var name: String {
        let names = ["Unknown", "VGA", "DVI-I", "DVI-D", "DVI-A", "Composite", "SVIDEO", "LVDS",
                     "Component", "DIN", "DP", "HDMI-A", "HDMI-B", "TV", "eDP", "Virtual", "DSI",
                     "DPI", "Writeback", "SPI", "USB"]
        let typeName = Int(type) < names.count ? names[Int(type)] : "Type\(type)"
        return "\(typeName)-\(typeIndex)"
    }

    /// "HDMI-A-1 (connected)".
    package var summary: String { "\(name) (\(status.rawValue))" }
}
