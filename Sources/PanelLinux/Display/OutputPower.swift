import Glibc
import CDRM
import PanelBase

/// Turns a KMS output off (DPMS off) and on again: the CRTC's ACTIVE property with atomic
/// modesetting, the connector's DPMS property otherwise.
struct OutputPower {
    private let card: DRMCard
    private let connector: DRMConnector
    private let atomic: AtomicPipeline?
    /// Whether the output is on.
    private(set) var isOn = true

    init(card: DRMCard, connector: DRMConnector, atomic: AtomicPipeline?) {
        self.card = card
        self.connector = connector
        self.atomic = atomic
    }

    /// Turns the output on, showing `framebuffer`. Throws with the driver's refusal; the
    /// output then stays off.
    mutating func turnOn(showing framebuffer: UInt32) throws {
        let result = atomic?.setActive(true, framebuffer: framebuffer) ?? setLegacyDPMS(on: true)
        guard result == 0 else { throw DisplayError.system(operation: "turn \(connector.name) on", path: card.path, errno: result) }
        isOn = true
    }

    /// Turns the output off; no flip may be queued. Throws with the driver's refusal; the
    /// output then stays on.
    mutating func turnOff() throws {
        let result = atomic?.setActive(false, framebuffer: nil) ?? setLegacyDPMS(on: false)
        guard result == 0 else { throw DisplayError.system(operation: "turn \(connector.name) off", path: card.path, errno: result) }
        isOn = false
    }

    /// Sets the connector's DPMS property (the legacy path); returns errno or 0.
    private func setLegacyDPMS(on: Bool) -> Int32 {
        guard let property = card.propertyID("DPMS", of: connector.id, type: panel_drm_object_connector()) else { return ENOTSUP }
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        return drmModeConnectorSetProperty(card.fd, connector.id, property, value) == 0 ? 0 : errno
    }
}
