import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct EvdevDeviceTests {
    @Test func aMissingNodeGivesATransientErrorNamingThePath() {
        do {
            _ = try EvdevDevice(path: "/nonexistent/event9")
            Issue.record("opened a missing node")
        } catch {
            #expect(error.code == ENOENT)
            #expect(error.isTransient)
            #expect(error.description.hasPrefix("/nonexistent/event9: cannot open"))
        }
    }

    @Test func aFileThatIsNotADeviceIsRefusedForGood() {
        do {
            _ = try EvdevDevice(path: "/proc/self/stat")
            Issue.record("opened a plain file as a device")
        } catch {
            #expect(!error.isTransient)
            #expect(error.description.contains("not an evdev device"))
        }
    }
}
