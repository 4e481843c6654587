import Glibc
import CDRM
import PanelBase

/// The output a KMS display drives, found at start: a card held as DRM master, one of its
/// connected connectors, the mode to set on it and the CRTC to set it with (as that CRTC
/// was found, for putting it back).
struct DRMOutput {
    let card: DRMCard
    let connector: DRMConnector
    let mode: DRMMode
    let crtc: DRMCRTCState

    /// Finds the card and connector, takes DRM master, checks for dumb buffers and chooses
    /// the mode and the CRTC.
    init(options: KMSOptions) throws {
        let (card, connector) = try DRMOutput.locate(options)
        try DRMOutput.becomeMaster(card)
        guard card.supportsDumbBuffers else { throw DisplayError.noDumbBuffers(path: card.path) }
        guard let mode = options.mode.select(from: connector.modes) else {
            throw DisplayError.modeNotFound(requested: options.mode.description, connector: connector.name,
                                            available: connector.modes.map(\.description))
        }
        self.crtc = try DRMOutput.chooseCRTC(card: card, connector: connector)
        self.card = card
        self.connector = connector
        self.mode = mode
    }

    /// Whether the CRTC counts vblanks. Ask once it is on: a CRTC that is off has no
    /// vblank to count.
    func hasVblankInterrupts() -> Bool {
        var sequence: UInt64 = 0, ns: UInt64 = 0
        return drmCrtcGetSequence(card.fd, crtc.id, &sequence, &ns) == 0
    }

    /// Gives up the right to set modes.
    func dropMaster() {
        _ = drmDropMaster(card.fd)
    }

    /// The card and connector to use: the given ones, or the first connected.
    static func locate(_ options: KMSOptions) throws -> (DRMCard, DRMConnector) {
        let paths = options.devicePath.map { [$0] } ?? DRMCard.cardPaths()
        guard !paths.isEmpty else { throw DisplayError.noDevice(searched: "/dev/dri/card*") }
        var firstError: DisplayError?
        var namedButUnplugged: [String] = []
        var seen: [String] = []
        var allNames: [String] = []
        for path in paths {
            let card: DRMCard
            do { card = try DRMCard(path: path) } catch let error as DisplayError {
                firstError = firstError ?? error
                continue
            }
            guard let resources = card.resources() else {
                firstError = firstError ?? .notModesetting(path: path)
                continue
            }
            let connectors = resources.connectors.compactMap { card.connector($0) }
            seen += connectors.map { "\(path):\($0.summary)" }
            allNames += connectors.map(\.name)
            if let wanted = options.connectorName {
                if let match = connectors.first(where: { $0.name.lowercased() == wanted.lowercased() }) {
                    if match.status == .connected || (match.status == .unknown && !match.modes.isEmpty) { return (card, match) }
                    namedButUnplugged.append("\(path):\(match.summary)")
                }
            } else if let match = connectors.first(where: { $0.status == .connected && !$0.modes.isEmpty })
                        ?? connectors.first(where: { $0.status == .unknown && !$0.modes.isEmpty }) {
                return (card, match)
            }
        }
        if let wanted = options.connectorName, !allNames.contains(where: { $0.lowercased() == wanted.lowercased() }), !allNames.isEmpty {
            throw DisplayError.connectorNotFound(name: wanted, available: allNames)
        }
        // Name only the connector asked for when it exists but nothing is plugged in.
        if !namedButUnplugged.isEmpty { throw DisplayError.noConnectedDisplay(connectors: namedButUnplugged) }
        if !seen.isEmpty { throw DisplayError.noConnectedDisplay(connectors: seen) }
        throw firstError ?? DisplayError.noDevice(searched: paths.joined(separator: ", "))
    }

    /// DRM master: the right to set modes. The first opener of a card gets it for free.
    static func becomeMaster(_ card: DRMCard) throws {
        guard drmSetMaster(card.fd) != 0 else { return }
        switch errno {
        case EBUSY: throw DisplayError.masterHeld(path: card.path)
        case EACCES, EPERM: throw DisplayError.masterNeedsPrivilege(path: card.path)
        default: throw DisplayError.system(operation: "drmSetMaster", path: card.path, errno: errno)
        }
    }

    /// The CRTC driving the connector now, else the first one its encoders can use.
    static func chooseCRTC(card: DRMCard, connector: DRMConnector) throws -> DRMCRTCState {
        guard let resources = card.resources() else { throw DisplayError.notModesetting(path: card.path) }
        if connector.currentEncoderID != 0, let encoder = card.encoder(connector.currentEncoderID), encoder.crtcID != 0,
           let index = resources.crtcs.firstIndex(of: encoder.crtcID), let state = card.crtc(encoder.crtcID, index: index) {
            return state
        }
        for encoderID in connector.encoderIDs {
            guard let encoder = card.encoder(encoderID) else { continue }
            for (index, crtcID) in resources.crtcs.enumerated() where encoder.possibleCRTCs & (1 << UInt32(index)) != 0 {
                if let state = card.crtc(crtcID, index: index) { return state }
            }
        }
        throw DisplayError.noCRTC(connector: connector.name)
    }
}
