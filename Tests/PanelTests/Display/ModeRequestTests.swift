import CDRM
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct ModeRequestTests {
    /// A mode as a driver would report it (CVT-like totals).
    static func mode(_ w: Int, _ h: Int, hz: Int, preferred: Bool = false, interlaced: Bool = false) -> DRMMode {
        var info = drmModeModeInfo()
        info.hdisplay = UInt16(w); info.vdisplay = UInt16(h)
        info.htotal = UInt16(w + 160); info.vtotal = UInt16(h + 23)
        info.clock = UInt32((w + 160) * (h + 23) * hz / 1000) // kHz
        info.vrefresh = UInt32(hz)
        if preferred { info.type |= panel_drm_mode_type_preferred() }
        if interlaced { info.flags |= panel_drm_mode_flag_interlace() }
        return DRMMode(info)
    }

    let modes = [
        mode(1920, 1080, hz: 60), mode(1280, 800, hz: 60, preferred: true), mode(1280, 800, hz: 75),
        mode(1920, 1080, hz: 30, interlaced: true), mode(1920, 1080, hz: 50), mode(640, 480, hz: 60),
    ]

    @Test func parsesTheThreeForms() throws {
        #expect(try ModeRequest(parsing: "preferred") == .preferred)
        #expect(try ModeRequest(parsing: "1920x1080") == .size(width: 1920, height: 1080, refreshHertz: nil))
        #expect(try ModeRequest(parsing: "1280x800@75") == .size(width: 1280, height: 800, refreshHertz: 75))
    }

    @Test(arguments: ["1920", "x1080", "1920x", "1920x1080@", "1920x1080@fast", "axb", "0x10", "1x2x3", "10x10@60@60"])
    func rejectsMalformedModes(text: String) {
        #expect(throws: DisplayError.invalidModeRequest(text)) { try ModeRequest(parsing: text) }
    }

    @Test func picksThePreferredMode() {
        #expect(ModeRequest.preferred.select(from: modes)?.description == "1280x800@60*")
    }

    @Test func picksAProgressiveSizeMatchWithTheHighestRate() throws {
        let picked = try #require(ModeRequest.size(width: 1920, height: 1080, refreshHertz: nil).select(from: modes))
        #expect(!picked.isInterlaced && picked.refreshHertz == 60)
        #expect(ModeRequest.size(width: 1280, height: 800, refreshHertz: 75).select(from: modes)?.refreshHertz == 75)
        #expect(ModeRequest.size(width: 800, height: 600, refreshHertz: nil).select(from: modes) == nil)
        #expect(ModeRequest.size(width: 1280, height: 800, refreshHertz: 144).select(from: modes) == nil)
    }

    @Test func refreshComesFromThePixelClock() {
        var info = drmModeModeInfo()
        // CEA 1920x1080@60: 148.5 MHz over 2200 x 1125.
        info.hdisplay = 1920; info.vdisplay = 1080; info.htotal = 2200; info.vtotal = 1125
        info.clock = 148_500; info.vrefresh = 60
        let mode = DRMMode(info)
        #expect(mode.refreshMillihertz == 60_000)
        #expect(mode.refreshInterval == 16_666_666)
        info.clock = 148_352 // the 59.94 Hz variant
        #expect(DRMMode(info).refreshMillihertz == 59_940)
    }

    @Test func aMissingModeListsTheAvailableOnes() {
        let error = DisplayError.modeNotFound(requested: "800x600", connector: "HDMI-A-1", available: modes.map(\.description))
        #expect(error.description.contains("800x600"))
        #expect(error.description.contains("1280x800@60*"))
        #expect(error.description.contains("HDMI-A-1"))
    }
}
