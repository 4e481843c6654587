import Glibc
import PanelBase

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
///
/// Its parts: `DRMOutput` finds what to drive, `KMSModeSetting` sets the mode and puts
/// back what was found, `DumbBufferPresenter` copies frames and flips, `OutputPower`
/// turns the output off and on.
public final class KMSDisplay: Display {
    public let transform: ScreenTransform
    public let refreshInterval: Int64
    public let devicePath: String
    public let driverName: String
    public let connectorName: String
    public let mode: DRMMode
    /// Whether atomic modesetting drives the output (else drmModeSetCrtc + PageFlip).
    public var usesAtomic: Bool { modeSetting.usesAtomic }
    /// Whether the plane turns the image (180°) instead of the copy.
    public var usesHardwareRotation: Bool { modeSetting.usesHardwareRotation }
    /// Buffers in the swap chain.
    public var bufferCount: Int { presenter.bufferCount }
    /// The CRTC configuration found at start, which `restore()` puts back.
    public var originalCRTC: DRMCRTCState { output.crtc }
    /// False for drivers without vblank interrupts (virtio-gpu, bochs): their flip events
    /// arrive as soon as the host has the frame, so the display paces itself to the mode.
    public var hasVblankInterrupts: Bool { presenter.hasVblankInterrupts }
    /// Whether the output is on: `setPowered` turns it off and on.
    public var isPowered: Bool { power.isOn }

    private let output: DRMOutput
    private let modeSetting: KMSModeSetting
    private let presenter: DumbBufferPresenter
    private var power: OutputPower
    private var restored = false

    /// Opens the card, takes DRM master, sets the mode and shows a black frame.
    public init(options: KMSOptions = KMSOptions()) throws {
        let output = try DRMOutput(options: options)
        let mode = output.mode
        self.output = output
        self.devicePath = output.card.path
        self.driverName = output.card.driverName
        self.connectorName = output.connector.name
        self.mode = mode
        self.refreshInterval = mode.refreshInterval
        self.transform = ScreenTransform(physicalWidth: mode.width, physicalHeight: mode.height, rotation: options.rotation)

        let modeSetting = KMSModeSetting(output: output)
        let count = Swift.min(3, Swift.max(2, options.bufferCount))
        var buffers: [DumbBuffer] = []
        do {
            for _ in 0..<count { buffers.append(try DumbBuffer(card: output.card, width: mode.width, height: mode.height)) }
            try modeSetting.setMode(showing: buffers[0].framebufferID, options: options)
        } catch {
            for buffer in buffers { buffer.release() }
            output.dropMaster()
            throw error
        }
        self.modeSetting = modeSetting
        self.power = OutputPower(card: output.card, connector: output.connector, atomic: modeSetting.atomic)
        let copyTransform = modeSetting.usesHardwareRotation
            ? ScreenTransform(physicalWidth: mode.width, physicalHeight: mode.height, rotation: .none) : transform
        // Asked once the CRTC is on: a CRTC that is off has no vblank to count.
        self.presenter = DumbBufferPresenter(
            card: output.card, crtcID: output.crtc.id, atomic: modeSetting.atomic, buffers: buffers, transform: transform,
            copyTransform: copyTransform, refreshInterval: mode.refreshInterval,
            hasVblankInterrupts: output.hasVblankInterrupts(), markDirty: options.markDirtyAfterFlip,
            drawsIntoBackBuffer: !output.card.prefersShadow)
        if options.switchConsoleToGraphics { modeSetting.switchConsoleToGraphics() }
        // From here on a crash puts the console back too (restore() disarms it).
        modeSetting.armCrashRestore()
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

    public var fileDescriptor: Int32? { restored ? nil : output.card.fd }
    /// Set while a completed flip is held back to pace a driver without vblank interrupts.
    public var nextFlipDeadline: MonotonicTime? { presenter.nextFlipDeadline }
    public var isFlipPending: Bool { presenter.isFlipPending }

    /// Whether frames are drawn straight into the back buffer: the driver does not prefer a
    /// shadow (its dumb buffers are cached memory) and no copy turns the image.
    public var drawsIntoBackBuffer: Bool { presenter.drawsIntoBackBuffer }

    public func drawingSurface(shadow: Surface, plan: DrawingPlan) -> Surface {
        guard !restored else { return shadow }
        return presenter.drawingSurface(shadow: shadow, plan: plan, outputOn: isPowered)
    }

    public func latestFrame(shadow: Surface) -> Surface { presenter.latestFrame(shadow: shadow) }

    public func present(from shadow: Surface, damage: Region) throws {
        guard !restored else { throw DisplayError.system(operation: "present", path: devicePath, errno: ENODEV) }
        try presenter.present(from: shadow, damage: damage, outputOn: isPowered)
    }

    /// Never blocks: reads DRM events only when some are waiting, and releases a held
    /// completion once its time has come.
    public func handleReadable() throws -> [FlipCompletion] {
        guard !restored else { return [] }
        return try presenter.takeCompletions()
    }

    // MARK: Power

    /// Turns the output off (DPMS off) or on again, showing the front buffer. Throws with
    /// the driver's refusal; the output then stays as it was.
    public func setPowered(_ on: Bool) throws {
        guard !restored, on != isPowered else { return }
        if on {
            try power.turnOn(showing: presenter.frontFramebufferID)
            // Frames presented while off reached no buffer.
            presenter.invalidateAll()
        } else {
            // The CRTC cannot be turned off under a queued flip: let it complete first.
            presenter.finishPendingFlip(timeoutMilliseconds: 200)
            guard !presenter.isFlipQueued else {
                throw DisplayError.system(operation: "turn \(connectorName) off (a page flip is still pending)", path: devicePath, errno: EBUSY)
            }
            try power.turnOff()
        }
    }

    public func restore() {
        guard !restored else { return }
        modeSetting.disarmCrashRestore()
        presenter.waitForPendingFlip(timeoutMilliseconds: 200)
        // On again first: the legacy DPMS setting outlives the CRTC configuration.
        if !isPowered { try? setPowered(true) }
        restored = true
        modeSetting.restoreCRTC()
        // Only now, with nothing of ours on screen, may the framebuffers go.
        presenter.releaseBuffers()
        modeSetting.release()
    }
}
