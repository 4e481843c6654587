import Glibc
import CDRM
import PanelBase

/// The objects and property ids an atomic modeset needs for one connector → CRTC →
/// primary plane path, found by name once at start.
struct AtomicPipeline {
    let fd: Int32
    let connectorID: UInt32
    let crtcID: UInt32
    let planeID: UInt32

    private let connectorCRTC: UInt32
    private let crtcMode: UInt32
    private let crtcActive: UInt32
    private let plane: [String: UInt32]
    /// The plane's "rotation" property, when it can turn by 180°.
    let rotationProperty: UInt32?
    /// The plane's "FB_DAMAGE_CLIPS" property: tells the driver which parts changed.
    let damageClipsProperty: UInt32?

    /// Turns atomic modesetting on and finds the primary plane of `crtc`; nil when the
    /// driver offers no atomic API or lacks a needed property.
    init?(card: DRMCard, connectorID: UInt32, crtc: DRMCRTCState) {
        fd = card.fd
        guard drmSetClientCap(fd, panel_drm_client_cap_universal_planes(), 1) == 0,
              drmSetClientCap(fd, panel_drm_client_cap_atomic(), 1) == 0 else { return nil }
        guard let primary = AtomicPipeline.primaryPlane(fd: fd, crtcIndex: crtc.index) else { return nil }
        let connectorProps = DRMCard.properties(fd: fd, object: connectorID, type: panel_drm_object_connector())
        let crtcProps = DRMCard.properties(fd: fd, object: crtc.id, type: panel_drm_object_crtc())
        let planeProps = DRMCard.properties(fd: fd, object: primary, type: panel_drm_object_plane())
        let needed = ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]
        guard let connectorCRTC = connectorProps["CRTC_ID"]?.id,
              let crtcMode = crtcProps["MODE_ID"]?.id, let crtcActive = crtcProps["ACTIVE"]?.id,
              needed.allSatisfy({ planeProps[$0] != nil }) else { return nil }
        self.connectorID = connectorID
        self.crtcID = crtc.id
        self.planeID = primary
        self.connectorCRTC = connectorCRTC
        self.crtcMode = crtcMode
        self.crtcActive = crtcActive
        self.plane = planeProps.mapValues(\.id)
        if let rotation = planeProps["rotation"], AtomicPipeline.propertyHasEnum(fd: fd, property: rotation.id, named: "rotate-180") {
            rotationProperty = rotation.id
        } else {
            rotationProperty = nil
        }
        damageClipsProperty = planeProps["FB_DAMAGE_CLIPS"]?.id
    }

    /// Sets `mode` showing `framebuffer`, turned 180° by the plane when asked. A TEST_ONLY
    /// commit checks the configuration first; returns the errno of the refusal, or 0.
    func modeset(mode: DRMMode, framebuffer: UInt32, rotate180: Bool, modeBlob: inout UInt32) -> Int32 {
        if modeBlob == 0 {
            var info = mode.info
            guard drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &modeBlob) == 0 else { return errno }
        }
        guard let request = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(request) }
        _ = drmModeAtomicAddProperty(request, connectorID, connectorCRTC, UInt64(crtcID))
        _ = drmModeAtomicAddProperty(request, crtcID, crtcMode, UInt64(modeBlob))
        _ = drmModeAtomicAddProperty(request, crtcID, crtcActive, 1)
        let w = UInt64(mode.width), h = UInt64(mode.height)
        let planeValues: [(String, UInt64)] = [
            ("FB_ID", UInt64(framebuffer)), ("CRTC_ID", UInt64(crtcID)),
            ("SRC_X", 0), ("SRC_Y", 0), ("SRC_W", w << 16), ("SRC_H", h << 16),
            ("CRTC_X", 0), ("CRTC_Y", 0), ("CRTC_W", w), ("CRTC_H", h),
        ]
        for (name, value) in planeValues {
            if let property = plane[name] { _ = drmModeAtomicAddProperty(request, planeID, property, value) }
        }
        if let rotationProperty {
            _ = drmModeAtomicAddProperty(request, planeID, rotationProperty, rotate180 ? panel_drm_rotate_180() : panel_drm_rotate_0())
        } else if rotate180 {
            return EINVAL
        }
        let flags = panel_drm_atomic_allow_modeset()
        if drmModeAtomicCommit(fd, request, flags | panel_drm_atomic_test_only(), nil) != 0 { return errno }
        if drmModeAtomicCommit(fd, request, flags, nil) != 0 { return errno }
        return 0
    }

    /// Queues a flip to `framebuffer` at the next vblank, with an event carrying
    /// `userData`; `damage` (physical) tells the driver what changed. Returns errno or 0.
    func flip(to framebuffer: UInt32, damage: [PixelRect], userData: UnsafeMutableRawPointer) -> Int32 {
        guard let request = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(request) }
        guard let fbProperty = plane["FB_ID"] else { return EINVAL }
        _ = drmModeAtomicAddProperty(request, planeID, fbProperty, UInt64(framebuffer))
        var damageBlob: UInt32 = 0
        if let damageClipsProperty, !damage.isEmpty {
            var rects = damage.map { drm_mode_rect(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.maxX), y2: Int32($0.maxY)) }
            if drmModeCreatePropertyBlob(fd, &rects, MemoryLayout<drm_mode_rect>.stride * rects.count, &damageBlob) == 0 {
                _ = drmModeAtomicAddProperty(request, planeID, damageClipsProperty, UInt64(damageBlob))
            }
        }
        // The commit holds its own reference to the blob.
        defer { if damageBlob != 0 { _ = drmModeDestroyPropertyBlob(fd, damageBlob) } }
        let flags = panel_drm_atomic_nonblock() | panel_drm_page_flip_event()
        return drmModeAtomicCommit(fd, request, flags, userData) == 0 ? 0 : errno
    }

    /// Turns the CRTC on or off (its ACTIVE property; off is DPMS off: the mode, connector
    /// and plane stay assigned). Turning on also puts `framebuffer` on the plane. A
    /// blocking commit: returns once the output changed, with errno or 0.
    func setActive(_ active: Bool, framebuffer: UInt32?) -> Int32 {
        guard let request = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(request) }
        _ = drmModeAtomicAddProperty(request, crtcID, crtcActive, active ? 1 : 0)
        if let framebuffer, let fbProperty = plane["FB_ID"] {
            _ = drmModeAtomicAddProperty(request, planeID, fbProperty, UInt64(framebuffer))
        }
        return drmModeAtomicCommit(fd, request, panel_drm_atomic_allow_modeset(), nil) == 0 ? 0 : errno
    }

    /// Puts the plane's rotation back to none (restoring a CRTC through the legacy call
    /// leaves the rotation property alone).
    func resetRotation() {
        guard let rotationProperty, let request = drmModeAtomicAlloc() else { return }
        defer { drmModeAtomicFree(request) }
        _ = drmModeAtomicAddProperty(request, planeID, rotationProperty, panel_drm_rotate_0())
        _ = drmModeAtomicCommit(fd, request, panel_drm_atomic_allow_modeset(), nil)
    }

    // MARK: Discovery

    /// The primary plane that can feed CRTC number `crtcIndex`.
    private static func primaryPlane(fd: Int32, crtcIndex: Int) -> UInt32? {
        guard let resources = drmModeGetPlaneResources(fd) else { return nil }
        defer { drmModeFreePlaneResources(resources) }
        for i in 0..<Int(resources.pointee.count_planes) {
            guard let id = resources.pointee.planes?[i], let plane = drmModeGetPlane(fd, id) else { continue }
            let canFeed = plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0
            drmModeFreePlane(plane)
            guard canFeed else { continue }
            let props = DRMCard.properties(fd: fd, object: id, type: panel_drm_object_plane())
            if props["type"]?.value == panel_drm_plane_type_primary() { return id }
        }
        return nil
    }

    private static func propertyHasEnum(fd: Int32, property id: UInt32, named wanted: String) -> Bool {
        guard let property = drmModeGetProperty(fd, id) else { return false }
        defer { drmModeFreeProperty(property) }
        for i in 0..<Int(property.pointee.count_enums) {
            guard let entry = property.pointee.enums?[i] else { continue }
            let name = withUnsafeBytes(of: entry.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == wanted { return true }
        }
        return false
    }
}
