import Glibc
import CDRM
import PanelBase

/// Sets the mode on a DRM output and puts back what was there before: the CRTC
/// configuration found at start, the plane's rotation and the console's mode. Between
/// `armCrashRestore()` and `disarmCrashRestore()` a crash puts them back too.
final class KMSModeSetting {
    let output: DRMOutput
    /// The atomic path, when atomic modesetting drives the output.
    private(set) var atomic: AtomicPipeline?
    /// Whether the plane turns the image (180°) instead of the copy.
    private(set) var usesHardwareRotation = false
    private var modeBlob: UInt32 = 0
    private var console: ConsoleMode?

    init(output: DRMOutput) { self.output = output }

    /// Whether atomic modesetting drives the output (else drmModeSetCrtc + PageFlip).
    var usesAtomic: Bool { atomic != nil }

    /// Sets the output's mode showing `framebuffer`: atomic (checked with TEST_ONLY) where
    /// offered, with the plane turning the image when 180° is asked for and it can; else
    /// the legacy call.
    func setMode(showing framebuffer: UInt32, options: KMSOptions) throws {
        let card = output.card, connector = output.connector, mode = output.mode
        if options.allowAtomic, let pipeline = AtomicPipeline(card: card, connectorID: connector.id, crtc: output.crtc) {
            let wantsHardware180 = options.rotation == .upsideDown && pipeline.rotationProperty != nil
            if wantsHardware180, pipeline.modeset(mode: mode, framebuffer: framebuffer, rotate180: true, modeBlob: &modeBlob) == 0 {
                atomic = pipeline
                usesHardwareRotation = true
                return
            }
            if pipeline.modeset(mode: mode, framebuffer: framebuffer, rotate180: false, modeBlob: &modeBlob) == 0 {
                atomic = pipeline
                return
            }
        }
        var connectorID = connector.id
        var info = mode.info
        guard drmModeSetCrtc(card.fd, output.crtc.id, framebuffer, 0, 0, &connectorID, 1, &info) == 0 else {
            throw DisplayError.system(operation: "set mode \(mode) on \(connector.name)", path: card.path, errno: errno)
        }
    }

    /// Puts the VT into graphics mode until `release()`.
    func switchConsoleToGraphics() {
        console = ConsoleMode()
    }

    /// From here on a crash puts the CRTC, the plane's rotation and the console back.
    func armCrashRestore() {
        let rotation = usesHardwareRotation ? atomic.flatMap { pipeline in pipeline.rotationProperty.map { (pipeline.planeID, $0) } } : nil
        CrashRestoreGuard.arm(CrashRestoreGuard.state(
            fd: output.card.fd, crtc: output.crtc, connectorID: output.connector.id,
            rotation: rotation, console: console?.modeToRestore))
    }

    /// The display is being restored normally: a crash no longer needs handling.
    func disarmCrashRestore() {
        CrashRestoreGuard.disarm()
    }

    /// Puts back the plane's rotation and the CRTC configuration found at start, taking
    /// the output's framebuffers off screen.
    func restoreCRTC() {
        if usesHardwareRotation { atomic?.resetRotation() }
        let saved = output.crtc
        var connectorID = output.connector.id
        if var savedMode = saved.mode?.info, saved.bufferID != 0 {
            _ = drmModeSetCrtc(output.card.fd, saved.id, saved.bufferID, UInt32(saved.x), UInt32(saved.y),
                               &connectorID, 1, &savedMode)
        } else {
            _ = drmModeSetCrtc(output.card.fd, saved.id, 0, 0, 0, nil, 0, nil)
        }
    }

    /// Frees the mode, gives the console its mode back and drops DRM master: the last step
    /// of restoring, once the framebuffers are gone.
    func release() {
        if modeBlob != 0 { _ = drmModeDestroyPropertyBlob(output.card.fd, modeBlob) }
        console?.restore()
        console = nil
        output.dropMaster()
    }
}
