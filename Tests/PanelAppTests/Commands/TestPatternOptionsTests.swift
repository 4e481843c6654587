import Panel
import Testing
@testable import PanelKiosk

/// `panel-app displays --test-pattern`'s options: each value checked with its message, and
/// every option's value taken from the next argument.
@Suite struct TestPatternOptionsTests {
    func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try TestPatternOptions(parsing: arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func defaultsAreSixtyFramesOnThePreferredKMSMode() throws {
        let options = try TestPatternOptions(parsing: [])
        #expect(options.frames == 60 && options.hold == 0 && !options.wait && options.fbdevPath == nil)
        #expect(options.display.mode == .preferred && options.display.allowAtomic && !options.display.markDirtyAfterFlip)
    }

    @Test func everyOptionSetsItsValue() throws {
        let options = try TestPatternOptions(parsing: [
            "--device", "/dev/dri/card1", "--connector", "HDMI-A-1", "--mode", "640x480@60", "--rotation", "270",
            "--buffers", "3", "--frames", "5", "--hold", "1.5", "--fbdev", "/dev/fb1", "--legacy", "--dirty", "--wait",
        ])
        #expect(options.display.devicePath == "/dev/dri/card1")
        #expect(options.display.connectorName == "HDMI-A-1")
        #expect(options.display.mode == .size(width: 640, height: 480, refreshHertz: 60))
        #expect(options.display.rotation == Rotation(degrees: "270"))
        #expect(options.display.bufferCount == 3)
        #expect(options.frames == 5 && options.hold == 1.5 && options.wait)
        #expect(options.fbdevPath == "/dev/fb1")
        #expect(!options.display.allowAtomic && options.display.markDirtyAfterFlip)
    }

    @Test func valuesOutOfRangeAreRefusedWithAMessage() {
        #expect(usageMessage(["--frames", "0"]) == "--frames takes a whole number from 1 to 1000000, not '0'")
        #expect(usageMessage(["--frames", "1000001"]) != nil)
        #expect(usageMessage(["--hold", "3601"]) == "--hold takes seconds from 0 to 3600, not '3601'")
        #expect(usageMessage(["--hold", "nan"]) != nil)
        #expect(usageMessage(["--buffers", "4"]) == "--buffers takes 2 or 3, not '4'")
        #expect(usageMessage(["--rotation", "45"]) == "rotation must be 0, 90, 180 or 270, not '45'")
        #expect(usageMessage(["--mode", "abc"]) != nil)
        #expect(usageMessage(["--bogus"]) == "unknown option '--bogus'\n\(displaysUsage)")
    }

    @Test func aValueIsTheNextArgumentWhateverItIs() throws {
        #expect(usageMessage(["--frames"]) == "--frames needs a value")
        #expect(try TestPatternOptions(parsing: ["--device", "--wait"]).display.devicePath == "--wait")
        // The first mistake is the one reported; a later option does not undo it.
        #expect(usageMessage(["--frames", "0", "--bogus"])?.hasPrefix("--frames takes") == true)
        #expect(usageMessage(["--frames", "0", "--frames", "5"]) != nil)
        #expect(try TestPatternOptions(parsing: ["--frames", "5", "--frames", "7"]).frames == 7)
    }
}
