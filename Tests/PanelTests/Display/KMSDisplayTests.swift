import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct KMSDisplayTests {
    @Test func aMissingCardSaysNoDevice() {
        #expect(throws: DisplayError.noDevice(searched: "/nonexistent/card0")) {
            try KMSDisplay(options: KMSOptions(devicePath: "/nonexistent/card0"))
        }
    }

    @Test func aDeviceWithoutModesettingIsNamed() {
        #expect(throws: DisplayError.notModesetting(path: "/dev/null")) {
            try KMSDisplay(options: KMSOptions(devicePath: "/dev/null"))
        }
    }

    @Test func cardNodesAreFoundInNumericOrder() throws {
        var template = Array("/tmp/panel-dri-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } }
        let directory = try #require(made)
        defer { for name in ["card10", "card2", "card0", "renderD128", "cardX"] { unlink("\(directory)/\(name)") }; rmdir(directory) }
        for name in ["card10", "card2", "card0", "renderD128", "cardX"] { close(open("\(directory)/\(name)", O_CREAT | O_WRONLY, 0o600)) }
        #expect(DRMCard.cardPaths(in: directory) == ["card0", "card2", "card10"].map { "\(directory)/\($0)" })
        #expect(DRMCard.cardPaths(in: "/nonexistent").isEmpty)
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(DisplayError.permissionDenied(path: "/dev/dri/card0").description.contains("group 'video'"))
        #expect(DisplayError.masterNeedsPrivilege(path: "/dev/dri/card0").description.contains("CAP_SYS_ADMIN"))
        #expect(DisplayError.masterHeld(path: "/dev/dri/card0").description.contains("another program"))
        #expect(DisplayError.noConnectedDisplay(connectors: ["/dev/dri/card0:HDMI-A-1 (disconnected)"]).description
            .contains("HDMI-A-1 (disconnected)"))
        #expect(DisplayError.connectorNotFound(name: "DP-3", available: ["HDMI-A-1", "eDP-1"]).description.contains("HDMI-A-1, eDP-1"))
        #expect(DisplayError.system(operation: "page flip", path: "/dev/dri/card0", errno: EBUSY).description
            .contains("page flip failed on /dev/dri/card0"))
    }

    @Test func recognisesDRMHotplugUevents() {
        func message(_ fields: [String]) -> [UInt8] { fields.flatMap { Array($0.utf8) + [0] } }
        #expect(HotplugMonitor.isDRMHotplug(message(["change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change",
                                                      "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm",
                                                      "HOTPLUG=1", "DEVNAME=dri/card0", "SEQNUM=1234"])))
        #expect(HotplugMonitor.isDRMHotplug(message(["add@/devices/virtual/drm/card1", "ACTION=add", "SUBSYSTEM=drm"])))
        #expect(!HotplugMonitor.isDRMHotplug(message(["change@/devices/platform/x/input/input3", "ACTION=change", "SUBSYSTEM=input"])))
        #expect(!HotplugMonitor.isDRMHotplug(message(["change@/devices/drm/card0", "SUBSYSTEM=drm"])))
    }
}
