/// A CRTC's configuration as found: what it scans out and in which mode.
public struct DRMCRTCState: Sendable {
    public let id: UInt32
    /// Its position in the card's CRTC list (planes and encoders refer to it by bit).
    public let index: Int
    /// The framebuffer it shows, 0 when none.
    public let bufferID: UInt32
    public let x: Int
    public let y: Int
    /// Its mode, nil when the CRTC is off.
    public let mode: DRMMode?
}
