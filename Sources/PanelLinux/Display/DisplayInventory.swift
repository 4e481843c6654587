import Glibc
import PanelBase

/// Lists the machine's display devices without changing anything (no DRM master needed).
public enum DisplayInventory {
    /// Every `/dev/dri/card*` with its connectors, modes and CRTC configuration.
    public static func scanCards(directory: String = "/dev/dri") -> [DRMCardReport] {
        DRMCard.cardPaths(in: directory).map { path in
            let card: DRMCard
            do { card = try DRMCard(path: path) } catch {
                return DRMCardReport(path: path, driver: nil, connectors: [], crtcs: [], crtcByConnector: [:],
                                     problem: "\(error)")
            }
            let driver = card.driverName
            guard let resources = card.resources() else {
                return DRMCardReport(path: path, driver: driver, connectors: [], crtcs: [], crtcByConnector: [:],
                                     problem: DisplayError.notModesetting(path: path).description)
            }
            let connectors = resources.connectors.compactMap { card.connector($0) }
            let crtcs = resources.crtcs.enumerated().compactMap { card.crtc($0.element, index: $0.offset) }
            var crtcByConnector: [UInt32: UInt32] = [:]
            for connector in connectors where connector.currentEncoderID != 0 {
                if let encoder = card.encoder(connector.currentEncoderID), encoder.crtcID != 0 {
                    crtcByConnector[connector.id] = encoder.crtcID
                }
            }
            return DRMCardReport(path: path, driver: driver, connectors: connectors, crtcs: crtcs,
                                 crtcByConnector: crtcByConnector, problem: nil)
        }
    }

    /// The framebuffer devices present (`/dev/fb0`…), the fallback when no card exists.
    public static func framebufferPaths(directory: String = "/dev") -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("fb"), let number = Int(name.dropFirst(2)) { numbers.append(number) }
        }
        return numbers.sorted().map { "\(directory)/fb\($0)" }
    }
}
