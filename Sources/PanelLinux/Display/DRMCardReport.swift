/// What one DRM card offers, for listing (`panel-app displays`).
public struct DRMCardReport: Sendable {
    public let path: String
    /// The kernel driver ("virtio_gpu"), or nil when the card could not be opened.
    public let driver: String?
    public let connectors: [DRMConnector]
    public let crtcs: [DRMCRTCState]
    /// The CRTC driving each connector now (by connector id), where one is.
    public let crtcByConnector: [UInt32: UInt32]
    /// Why the card could not be listed, if it could not.
    public let problem: String?
}
