import CDRM
import CLinux
import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FbdevDisplayTests {
    @Test func aMissingFramebufferSaysNoDevice() {
        #expect(throws: DisplayError.noDevice(searched: "/nonexistent/fb0")) { try FbdevDisplay(path: "/nonexistent/fb0") }
    }

    @Test func aFileThatIsNoFramebufferIsReportedWithTheCall() {
        #expect(throws: DisplayError.system(operation: "FBIOGET_VSCREENINFO", path: "/dev/null", errno: ENOTTY)) {
            try FbdevDisplay(path: "/dev/null")
        }
    }

    @Test func refreshComesFromThePixelClockOrDefaultsTo60Hz() {
        var v = fb_var_screeninfo()
        v.xres = 800; v.yres = 480
        #expect(FbdevDisplay.refreshInterval(of: v) == 16_666_667)
        // 33.3 MHz pixel clock (30030 ps), 1056 x 525 totals: 60.07 Hz.
        v.pixclock = 30030; v.left_margin = 46; v.right_margin = 210; v.hsync_len = 0
        v.upper_margin = 23; v.lower_margin = 22; v.vsync_len = 0
        #expect(FbdevDisplay.refreshInterval(of: v) == 30030 * 1056 * 525 / 1000)
    }
}
