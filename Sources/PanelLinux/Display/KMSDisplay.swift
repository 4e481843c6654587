import Glibc
import CDRM
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

/// A display driven through the kernel's modesetting API: DRM master on a card, a mode
/// on one connector, two or three dumb buffers flipped at vblank.
///
/// The shadow surface's damage goes into the buffer that is not on screen (never the one
/// being scanned out), then a page flip with an event is queued; the event, read from
/// `fileDescriptor`, carries the vblank's CLOCK_MONOTONIC timestamp. `restore()` puts back
/// the CRTC configuration and console mode found at start.
///
/// `setPowered(false)` turns the output off (the CRTC's ACTIVE property with atomic
/// modesetting, the connector's DPMS property otherwise). A flip on a CRTC that is off
/// fails, so while off no flip is queued: frames complete a refresh later without
/// reaching a buffer. `setPowered(true)` shows the front buffer again, and the next
/// frame copies the whole screen.
public final class KMSDisplay: Display {
    public let transform: ScreenTransform
    public let refreshInterval: Int64
    public let devicePath: String
    public let driverName: String
    public let connectorName: String
    public let mode: DRMMode
    /// Whether atomic modesetting drives the output (else drmModeSetCrtc + PageFlip).
    public private(set) var usesAtomic = false
    /// Whether the plane turns the image (180°) instead of the copy.
    public private(set) var usesHardwareRotation = false
    /// Buffers in the swap chain.
    public var bufferCount: Int { history.bufferCount }
    /// The CRTC configuration found at start, which `restore()` puts back.
    public var originalCRTC: DRMCRTCState { savedCRTC }

    private let card: DRMCard
    private let connector: DRMConnector
    private let savedCRTC: DRMCRTCState
    private var buffers: [DumbBuffer] = []
    private var frontIndex = 0
    private var pendingIndex: Int?
    private var pendingRegion: [PixelRect] = []
    private var history: DamageHistory
    private var copyTransform: ScreenTransform
    private var atomic: AtomicPipeline?
    private var modeBlob: UInt32 = 0
    private var console: ConsoleMode?
    private var completed: [FlipCompletion] = []
    private var presentedFrames: UInt64 = 0
    private let markDirty: Bool
    private var dirtyUnsupported = false
    private var restored = false
    /// False for drivers without vblank interrupts (virtio-gpu, bochs): their flip events
    /// arrive as soon as the host has the frame, so the display paces itself to the mode.
    public private(set) var hasVblankInterrupts = true
    private var heldCompletion: FlipCompletion?
    private var pacer: FlipPacer
    /// Whether the output is on: `setPowered` turns it off and on.
    public private(set) var isPowered = true

    /// Opens the card, takes DRM master, sets the mode and shows a black frame.
    public init(options: KMSOptions = KMSOptions()) throws {
        let (card, connector) = try KMSDisplay.locate(options)
        try KMSDisplay.becomeMaster(card)
        guard card.supportsDumbBuffers else { throw DisplayError.noDumbBuffers(path: card.path) }
        guard let mode = options.mode.select(from: connector.modes) else {
            throw DisplayError.modeNotFound(requested: options.mode.description, connector: connector.name,
                                            available: connector.modes.map(\.description))
        }
        let crtc = try KMSDisplay.chooseCRTC(card: card, connector: connector)

        self.card = card
        self.connector = connector
        self.savedCRTC = crtc
        self.devicePath = card.path
        self.driverName = card.driverName
        self.connectorName = connector.name
        self.mode = mode
        self.refreshInterval = mode.refreshInterval
        self.pacer = FlipPacer(interval: mode.refreshInterval)
        self.transform = ScreenTransform(physicalWidth: mode.width, physicalHeight: mode.height, rotation: options.rotation)
        self.copyTransform = transform
        self.markDirty = options.markDirtyAfterFlip
        let count = Swift.min(3, Swift.max(2, options.bufferCount))
        self.history = DamageHistory(bufferCount: count, bounds: PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))

        do {
            for _ in 0..<count { buffers.append(try DumbBuffer(card: card, width: mode.width, height: mode.height)) }
            try setMode(options: options)
        } catch {
            for buffer in buffers { buffer.release() }
            buffers.removeAll()
            _ = drmDropMaster(card.fd)
            restored = true
            throw error
        }
        // Asked once the CRTC is on: a CRTC that is off has no vblank to count.
        var sequence: UInt64 = 0, ns: UInt64 = 0
        hasVblankInterrupts = drmCrtcGetSequence(card.fd, crtc.id, &sequence, &ns) == 0
        if options.switchConsoleToGraphics { console = ConsoleMode() }
        // From here on a crash puts the console back too (restore() disarms it).
        CrashRestoreGuard.arm(CrashRestoreGuard.state(
            fd: card.fd, crtc: crtc, connectorID: connector.id,
            rotation: usesHardwareRotation ? atomic.flatMap { pipeline in pipeline.rotationProperty.map { (pipeline.planeID, $0) } } : nil,
            console: console?.modeToRestore))
    }

    /// Like `init(options:)`, but when no display is connected, waits for a hot-plug
    /// uevent and tries again (telling `log` once), for kiosks started before the screen.
    public static func openWaitingForDisplay(options: KMSOptions = KMSOptions(), log: (String) -> Void) throws -> KMSDisplay {
        // Listen before the first try, so a display plugged in meanwhile is not missed.
        let monitor = try? HotplugMonitor()
        var told = false
        while true {
            do {
                return try KMSDisplay(options: options)
            } catch DisplayError.noConnectedDisplay(let connectors) {
                guard let monitor else { throw DisplayError.noConnectedDisplay(connectors: connectors) }
                if !told {
                    log("\(DisplayError.noConnectedDisplay(connectors: connectors)); waiting for a display to be plugged in")
                    told = true
                }
                _ = monitor.waitForDRMHotplug()
            }
        }
    }

    deinit { restore() }

    // MARK: Display

    public var fileDescriptor: Int32? { restored ? nil : card.fd }
    /// Set while a completed flip is held back to pace a driver without vblank interrupts.
    public var nextFlipDeadline: MonotonicTime? { heldCompletion?.timestamp }
    public var isFlipPending: Bool { pendingIndex != nil || heldCompletion != nil }

    public func present(from shadow: Surface, damage: [PixelRect]) throws {
        guard !restored else { throw DisplayError.system(operation: "present", path: devicePath, errno: ENODEV) }
        guard !isFlipPending else { throw DisplayError.flipPending }
        guard shadow.width == transform.logicalWidth, shadow.height == transform.logicalHeight else {
            throw DisplayError.shadowSizeMismatch(expected: "\(transform.logicalWidth)x\(transform.logicalHeight)",
                                                  got: "\(shadow.width)x\(shadow.height)")
        }
        guard isPowered else {
            // A flip on a CRTC that is off fails: the frame completes a refresh from now
            // without reaching a buffer (the whole screen is copied after waking).
            presentedFrames += 1
            heldCompletion = FlipCompletion(frame: presentedFrames, timestamp: MonotonicTime.now() + refreshInterval, vblankSequence: 0)
            return
        }
        // The buffer after the one on screen: never the scanned-out one.
        let back = (frontIndex + 1) % buffers.count
        let region = history.regionToCopy(into: back, frameDamage: damage)
        ScanoutCopy.copy(region, from: shadow, to: buffers[back].surface, transform: copyTransform)
        let physical = region.map { copyTransform.physical(fromLogical: $0) }

        let userData = Unmanaged.passUnretained(self).toOpaque()
        let result: Int32
        if let atomic {
            result = atomic.flip(to: buffers[back].framebufferID, damage: physical, userData: userData)
        } else {
            result = drmModePageFlip(card.fd, savedCRTC.id, buffers[back].framebufferID, panel_drm_page_flip_event(), userData) == 0 ? 0 : errno
        }
        guard result == 0 else {
            // The buffer stays current and off screen: the next present fills it again.
            if result == EBUSY { throw DisplayError.flipPending }
            throw DisplayError.system(operation: "page flip", path: devicePath, errno: result)
        }
        pendingIndex = back
        pendingRegion = physical
        presentedFrames += 1
    }

    /// Never blocks: reads DRM events only when some are waiting, and releases a held
    /// completion once its time has come.
    public func handleReadable() throws -> [FlipCompletion] {
        guard !restored else { return [] }
        var poller = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 0) > 0 { try readEvents() }
        if let held = heldCompletion, held.timestamp <= MonotonicTime.now() {
            heldCompletion = nil
            completed.append(held)
        }
        let flips = completed
        completed.removeAll()
        return flips
    }

    private func readEvents() throws {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, sequence, seconds, microseconds, userData in
            guard let userData else { return }
            let display = Unmanaged<KMSDisplay>.fromOpaque(userData).takeUnretainedValue()
            display.flipCompleted(sequence: sequence, seconds: seconds, microseconds: microseconds)
        }
        if drmHandleEvent(card.fd, &context) != 0 && errno != EAGAIN && errno != EINTR {
            throw DisplayError.system(operation: "read DRM events", path: devicePath, errno: errno)
        }
    }

    /// Called synchronously from drmHandleEvent with the flip's vblank.
    private func flipCompleted(sequence: UInt32, seconds: UInt32, microseconds: UInt32) {
        guard let shown = pendingIndex else { return }
        frontIndex = shown
        pendingIndex = nil
        let time = MonotonicTime(nanoseconds: Int64(seconds) * 1_000_000_000 + Int64(microseconds) * 1000)
        if hasVblankInterrupts {
            completed.append(FlipCompletion(frame: presentedFrames, timestamp: time, vblankSequence: sequence))
        } else {
            // No vblank to wait for: hold the next frame back until a refresh has passed.
            let shown = pacer.shownTime(forEventAt: time)
            heldCompletion = FlipCompletion(frame: presentedFrames, timestamp: shown, vblankSequence: 0)
        }
        if markDirty && !dirtyUnsupported { markFrontDirty() }
    }

    private func markFrontDirty() {
        var clips = pendingRegion.map {
            drmModeClip(x1: UInt16(clamping: $0.x), y1: UInt16(clamping: $0.y), x2: UInt16(clamping: $0.maxX), y2: UInt16(clamping: $0.maxY))
        }
        if drmModeDirtyFB(card.fd, buffers[frontIndex].framebufferID, &clips, UInt32(clips.count)) != 0 {
            // ENOSYS: the driver scans out memory directly and needs no telling.
            if errno == ENOSYS { dirtyUnsupported = true }
        }
    }

    // MARK: Power

    /// Turns the output off (DPMS off) or on again, showing the front buffer. Throws with
    /// the driver's refusal; the output then stays as it was.
    public func setPowered(_ on: Bool) throws {
        guard !restored, on != isPowered else { return }
        if on {
            let result = atomic?.setActive(true, framebuffer: buffers[frontIndex].framebufferID) ?? setLegacyDPMS(on: true)
            guard result == 0 else { throw DisplayError.system(operation: "turn \(connectorName) on", path: devicePath, errno: result) }
            isPowered = true
            // Frames presented while off reached no buffer.
            history.invalidateAll()
        } else {
            // The CRTC cannot be turned off under a queued flip: let it complete first.
            finishPendingFlip(timeoutMilliseconds: 200)
            guard pendingIndex == nil else {
                throw DisplayError.system(operation: "turn \(connectorName) off (a page flip is still pending)", path: devicePath, errno: EBUSY)
            }
            let result = atomic?.setActive(false, framebuffer: nil) ?? setLegacyDPMS(on: false)
            guard result == 0 else { throw DisplayError.system(operation: "turn \(connectorName) off", path: devicePath, errno: result) }
            isPowered = false
        }
    }

    /// Sets the connector's DPMS property (the legacy path); returns errno or 0.
    private func setLegacyDPMS(on: Bool) -> Int32 {
        guard let property = card.propertyID("DPMS", of: connector.id, type: panel_drm_object_connector()) else { return ENOTSUP }
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        return drmModeConnectorSetProperty(card.fd, connector.id, property, value) == 0 ? 0 : errno
    }

    /// Reads flip events until the queued flip completes or `timeoutMilliseconds` pass,
    /// keeping the completions for the next `handleReadable()`.
    private func finishPendingFlip(timeoutMilliseconds: Int32) {
        let start = MonotonicTime.now()
        while pendingIndex != nil {
            let elapsed = Int32((MonotonicTime.now() - start) / 1_000_000)
            if elapsed >= timeoutMilliseconds { break }
            var poller = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, timeoutMilliseconds - elapsed) <= 0 { break }
            guard (try? readEvents()) != nil else { break }
        }
    }

    public func restore() {
        guard !restored else { return }
        CrashRestoreGuard.disarm()
        waitForPendingFlip(timeoutMilliseconds: 200)
        // On again first: the legacy DPMS setting outlives the CRTC configuration.
        if !isPowered { try? setPowered(true) }
        restored = true
        if usesHardwareRotation { atomic?.resetRotation() }
        var connectorID = connector.id
        if var savedMode = savedCRTC.mode?.info, savedCRTC.bufferID != 0 {
            _ = drmModeSetCrtc(card.fd, savedCRTC.id, savedCRTC.bufferID, UInt32(savedCRTC.x), UInt32(savedCRTC.y),
                               &connectorID, 1, &savedMode)
        } else {
            _ = drmModeSetCrtc(card.fd, savedCRTC.id, 0, 0, 0, nil, 0, nil)
        }
        // Only now, with nothing of ours on screen, may the framebuffers go.
        for buffer in buffers { buffer.release() }
        buffers.removeAll()
        if modeBlob != 0 { _ = drmModeDestroyPropertyBlob(card.fd, modeBlob) }
        console?.restore()
        console = nil
        _ = drmDropMaster(card.fd)
    }

    /// Lets the queued flip complete (or `timeoutMilliseconds` pass) and forgets the
    /// completions: nothing is shown any more.
    private func waitForPendingFlip(timeoutMilliseconds: Int32) {
        finishPendingFlip(timeoutMilliseconds: timeoutMilliseconds)
        completed.removeAll()
        heldCompletion = nil
    }

    // MARK: Setup

    /// Atomic (checked with TEST_ONLY) where offered, else the legacy call.
    private func setMode(options: KMSOptions) throws {
        let first = buffers[0].framebufferID
        if options.allowAtomic, let pipeline = AtomicPipeline(card: card, connectorID: connector.id, crtc: savedCRTC) {
            let wantsHardware180 = options.rotation == .upsideDown && pipeline.rotationProperty != nil
            if wantsHardware180, pipeline.modeset(mode: mode, framebuffer: first, rotate180: true, modeBlob: &modeBlob) == 0 {
                atomic = pipeline
                usesAtomic = true
                usesHardwareRotation = true
                copyTransform = ScreenTransform(physicalWidth: mode.width, physicalHeight: mode.height, rotation: .none)
                return
            }
            if pipeline.modeset(mode: mode, framebuffer: first, rotate180: false, modeBlob: &modeBlob) == 0 {
                atomic = pipeline
                usesAtomic = true
                return
            }
        }
        var connectorID = connector.id
        var info = mode.info
        guard drmModeSetCrtc(card.fd, savedCRTC.id, first, 0, 0, &connectorID, 1, &info) == 0 else {
            throw DisplayError.system(operation: "set mode \(mode) on \(connector.name)", path: card.path, errno: errno)
        }
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
