import CDRM
import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Whether the tests below can take the virtual kiosk's first card.
func kmsPowerCardIsFree() -> Bool { getenv("PANEL_VM") != nil && access("/dev/dri/card0", R_OK | W_OK) == 0 }

/// Turning a real KMS output off and on, through atomic modesetting (CRTC ACTIVE) and the
/// legacy path (connector DPMS). Needs a free DRM card: runs in the virtual kiosk, e.g.
/// `deploy/vm/run-in-guest.sh --binary PanelPackageTests.xctest --command
/// "PanelPackageTests.xctest --testing-library swift-testing --filter KMSDisplayPower"`.
@Suite(.serialized, .enabled(if: kmsPowerCardIsFree(), "needs a free DRM card (the virtual kiosk: deploy/vm)"))
struct KMSDisplayPowerTests {
    static let card = "/dev/dri/card0"

    /// The connector's DPMS value and (for atomic clients) the CRTC's ACTIVE value, read
    /// through a second, unprivileged descriptor.
    func outputState(of display: KMSDisplay) throws -> (dpms: UInt64?, active: UInt64?) {
        let observer = try DRMCard(path: KMSDisplayPowerTests.card)
        _ = drmSetClientCap(observer.fd, panel_drm_client_cap_universal_planes(), 1)
        _ = drmSetClientCap(observer.fd, panel_drm_client_cap_atomic(), 1)
        let connectors = try #require(observer.resources()).connectors
        let connector = try #require(connectors.first { observer.connector($0)?.name == display.connectorName })
        let dpms = DRMCard.properties(fd: observer.fd, object: connector, type: panel_drm_object_connector())["DPMS"]?.value
        let active = DRMCard.properties(fd: observer.fd, object: display.originalCRTC.id, type: panel_drm_object_crtc())["ACTIVE"]?.value
        return (dpms, active)
    }

    /// Presents `shadow` and waits (up to a second) for its flip.
    func show(_ shadow: Surface, on display: KMSDisplay) throws -> [FlipCompletion] {
        try display.present(from: shadow, damage: [shadow.bounds])
        let end = MonotonicTime.now() + 1_000_000_000
        var flips: [FlipCompletion] = []
        while flips.isEmpty && MonotonicTime.now() < end {
            var poller = pollfd(fd: display.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 10)
            flips += try display.handleReadable()
        }
        return flips
    }

    @Test(arguments: [true, false])
    func turnsTheOutputOffAndOnWithoutFlippingWhileOff(atomic: Bool) throws {
        let display = try KMSDisplay(options: KMSOptions(devicePath: KMSDisplayPowerTests.card, allowAtomic: atomic,
                                                         switchConsoleToGraphics: false))
        defer { display.restore() }
        #expect(display.usesAtomic == atomic)
        let shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        shadow.clear(to: PixelColor(argb: 0xFF30_6090))
        #expect(try show(shadow, on: display).count == 1)
        #expect(try outputState(of: display).dpms == UInt64(DRM_MODE_DPMS_ON))

        try display.setPowered(false)
        #expect(!display.isPowered)
        let off = try outputState(of: display)
        #expect(off.dpms == UInt64(DRM_MODE_DPMS_OFF))
        if atomic { #expect(off.active == 0) }
        // A frame presented while off queues no flip (one would fail on the inactive CRTC)
        // and completes a refresh later all the same.
        let start = MonotonicTime.now()
        let whileOff = try show(shadow, on: display)
        #expect(whileOff.count == 1)
        #expect(whileOff.first.map { $0.timestamp - start >= display.refreshInterval / 2 } == true)

        try display.setPowered(true)
        #expect(display.isPowered)
        let on = try outputState(of: display)
        #expect(on.dpms == UInt64(DRM_MODE_DPMS_ON))
        if atomic { #expect(on.active == 1) }
        // Flips work again.
        #expect(try show(shadow, on: display).count == 1)
    }

    @Test func restoringWhileOffTurnsTheOutputBackOn() throws {
        let display = try KMSDisplay(options: KMSOptions(devicePath: KMSDisplayPowerTests.card, switchConsoleToGraphics: false))
        let shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        _ = try show(shadow, on: display)
        try display.setPowered(false)
        display.restore()
        #expect(display.isPowered)
        #expect(try outputState(of: display).dpms == UInt64(DRM_MODE_DPMS_ON))
    }
}
