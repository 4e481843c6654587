import Glibc
import CDRM
import PanelBase

/// An open DRM card node (`/dev/dri/cardN`) and what its KMS side offers.
final class DRMCard {
    let path: String
    let fd: Int32

    /// Opens `path` read-write, turning refusals into messages that say what to do.
    init(path: String) throws {
        self.path = path
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case EACCES, EPERM: throw DisplayError.permissionDenied(path: path)
            case ENOENT, ENODEV, ENXIO: throw DisplayError.noDevice(searched: path)
            default: throw DisplayError.system(operation: "open", path: path, errno: code)
            }
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The card nodes in `directory`, card0 before card1 before card10.
    static func cardPaths(in directory: String = "/dev/dri") -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("card"), let number = Int(name.dropFirst(4)) { numbers.append(number) }
        }
        return numbers.sorted().map { "\(directory)/card\($0)" }
    }

    /// The kernel driver's name ("virtio_gpu", "bochs-drm", "i915").
    var driverName: String {
        guard let version = drmGetVersion(fd) else { return "unknown" }
        defer { drmFreeVersion(version) }
        guard let name = version.pointee.name else { return "unknown" }
        return String(cString: name)
    }

    /// Whether the driver can allocate dumb buffers.
    var supportsDumbBuffers: Bool {
        var value: UInt64 = 0
        return drmGetCap(fd, panel_drm_cap_dumb_buffer(), &value) == 0 && value != 0
    }

    /// Whether the driver asks for frames to be drawn elsewhere and copied to its dumb
    /// buffers (their memory is write-combined or slow to read). Asked and unanswered, it
    /// does: the copy is always correct.
    var prefersShadow: Bool {
        var value: UInt64 = 1
        return drmGetCap(fd, panel_drm_cap_dumb_prefer_shadow(), &value) != 0 || value != 0
    }

    /// The card's CRTCs, connectors and encoders; nil when it has no modesetting.
    func resources() -> (crtcs: [UInt32], connectors: [UInt32], encoders: [UInt32])? {
        guard let res = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(res) }
        let r = res.pointee
        func ids(_ pointer: UnsafeMutablePointer<UInt32>?, _ count: Int32) -> [UInt32] {
            guard let pointer, count > 0 else { return [] }
            return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
        }
        return (ids(r.crtcs, r.count_crtcs), ids(r.connectors, r.count_connectors), ids(r.encoders, r.count_encoders))
    }

    /// A connector's state; probing it asks the display (EDID), which may take a moment.
    func connector(_ id: UInt32) -> DRMConnector? {
        guard let c = drmModeGetConnector(fd, id) else { return nil }
        defer { drmModeFreeConnector(c) }
        let info = c.pointee
        let modes = info.modes.map { pointer in
            (0..<Int(Swift.max(0, info.count_modes))).map { DRMMode(pointer[$0]) }
        } ?? []
        let encoders = info.encoders.map { Array(UnsafeBufferPointer(start: $0, count: Int(Swift.max(0, info.count_encoders)))) } ?? []
        let status: DRMConnector.Status
        switch info.connection {
        case DRM_MODE_CONNECTED: status = .connected
        case DRM_MODE_DISCONNECTED: status = .disconnected
        default: status = .unknown
        }
        return DRMConnector(
            id: id, type: info.connector_type, typeIndex: info.connector_type_id, status: status,
            widthMillimetres: Int(info.mmWidth), heightMillimetres: Int(info.mmHeight),
            modes: modes, encoderIDs: encoders, currentEncoderID: info.encoder_id)
    }

    func encoder(_ id: UInt32) -> (crtcID: UInt32, possibleCRTCs: UInt32)? {
        guard let e = drmModeGetEncoder(fd, id) else { return nil }
        defer { drmModeFreeEncoder(e) }
        return (e.pointee.crtc_id, e.pointee.possible_crtcs)
    }

    /// An object's properties by name: id and current value.
    static func properties(fd: Int32, object: UInt32, type: UInt32) -> [String: (id: UInt32, value: UInt64)] {
        guard let list = drmModeObjectGetProperties(fd, object, type) else { return [:] }
        defer { drmModeFreeObjectProperties(list) }
        var result: [String: (id: UInt32, value: UInt64)] = [:]
        for i in 0..<Int(list.pointee.count_props) {
            guard let id = list.pointee.props?[i], let property = drmModeGetProperty(fd, id) else { continue }
            let name = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            result[name] = (id, list.pointee.prop_values?[i] ?? 0)
            drmModeFreeProperty(property)
        }
        return result
    }

    /// The id of the property called `name` of object `id` (of DRM object `type`).
    func propertyID(_ name: String, of id: UInt32, type: UInt32) -> UInt32? {
        DRMCard.properties(fd: fd, object: id, type: type)[name]?.id
    }

    func crtc(_ id: UInt32, index: Int) -> DRMCRTCState? {
        guard let c = drmModeGetCrtc(fd, id) else { return nil }
        defer { drmModeFreeCrtc(c) }
        let info = c.pointee
        return DRMCRTCState(id: id, index: index, bufferID: info.buffer_id, x: Int(info.x), y: Int(info.y),
                            mode: info.mode_valid != 0 ? DRMMode(info.mode) : nil)
    }
}
