import PanelBase

/// How to open a KMS display.
public struct KMSOptions: Sendable {
    /// A card node such as "/dev/dri/card1"; nil: the first card with a connected display.
    public var devicePath: String?
    /// A connector such as "HDMI-A-1" or "Virtual-1"; nil: the first connected one.
    public var connectorName: String?
    public var mode: ModeRequest
    /// How the panel is mounted; 180° uses the plane's rotation where the driver has it.
    public var rotation: Rotation
    /// Buffers in the swap chain: 2 or 3.
    public var bufferCount: Int
    /// Use atomic modesetting where offered (false forces the legacy calls).
    public var allowAtomic: Bool
    /// Put the VT into graphics mode while running.
    public var switchConsoleToGraphics: Bool
    /// Call drmModeDirtyFB after each flip. Page flips already update the whole plane on
    /// the drivers tried (virtio-gpu, bochs), and on atomic drivers DirtyFB is a blocking
    /// commit that can cost a frame, so it is off unless a driver needs it.
    public var markDirtyAfterFlip: Bool

    public init(devicePath: String? = nil, connectorName: String? = nil, mode: ModeRequest = .preferred,
                rotation: Rotation = .none, bufferCount: Int = 2, allowAtomic: Bool = true,
                switchConsoleToGraphics: Bool = true, markDirtyAfterFlip: Bool = false) {
        self.devicePath = devicePath
        self.connectorName = connectorName
        self.mode = mode
        self.rotation = rotation
        self.bufferCount = bufferCount
        self.allowAtomic = allowAtomic
        self.switchConsoleToGraphics = switchConsoleToGraphics
        self.markDirtyAfterFlip = markDirtyAfterFlip
    }
}
