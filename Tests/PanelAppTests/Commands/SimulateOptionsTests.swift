import Panel
import Testing
@testable import PanelKiosk

/// `panel-app simulate`'s options: defaults, each value checked with its message, and the
/// script taken from a file or the command line, not both.
@Suite struct SimulateOptionsTests {
    func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try SimulateOptions(parsing: arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func defaultsCoverA1280By800ScreenWithProtocolB() throws {
        let options = try SimulateOptions(parsing: ["tap", "10", "20"])
        #expect(options.transform.physicalWidth == 1280 && options.transform.physicalHeight == 800)
        #expect(options.transform.rotation == .none)
        #expect(options.settle == 1.0)
        #expect(options.uinputPath == "/dev/uinput")
        #expect(options.multitouchProtocol == .b)
        #expect(!options.quiet && !options.listTargets && options.panelPath == nil)
        #expect(options.labels.isEmpty)
        #expect(options.script.file == "command line" && options.script.steps.count == 1)
    }

    @Test func optionsSetTheScreenDeviceAndPanel() throws {
        let options = try SimulateOptions(parsing: ["--size", "800x480", "--rotate", "90", "--settle", "0", "--uinput", "/tmp/none",
                                                    "--quiet", "--panel", "panel.json", "--protocol", "A", "tap", "1", "1"])
        #expect(options.transform.physicalWidth == 800 && options.transform.logicalWidth == 480)
        #expect(options.settle == 0)
        #expect(options.uinputPath == "/tmp/none")
        #expect(options.quiet)
        #expect(options.panelPath == "panel.json")
        #expect(options.multitouchProtocol == .a)
    }

    @Test func labelsArePointsAndTheLastOfANameWins() throws {
        let labels = try SimulateOptions.labelPoints(["Start=10,20.5", "Stop=-3,4", "Start=1,2"])
        #expect(labels == ["Start": FixedPoint(x: Fixed(1), y: Fixed(2)), "Stop": FixedPoint(x: Fixed(-3), y: Fixed(4))])
        for entry in ["Start", "Start=1", "Start=1,2,3", "Start=x,2", "Start=1e300,2", "Start=1,", "=1,2,"] {
            #expect(throws: UsageError.self, "\(entry)") { try SimulateOptions.labelPoints([entry]) }
        }
        #expect(usageMessage(["--label", "Start=1", "tap", "Start"])
                == "--label takes \"NAME=X,Y\" (the point to touch for that label, each coordinate within ±1000000), not \"Start=1\"")
    }

    @Test func theProtocolIsAOrB() throws {
        #expect(try SimulateOptions.multitouchProtocol(nil) == .b)
        #expect(try SimulateOptions.multitouchProtocol("B") == .b)
        #expect(try SimulateOptions.multitouchProtocol("a") == .a)
        #expect(usageMessage(["--protocol", "c", "tap", "1", "1"]) == "--protocol takes a (SYN_MT_REPORT, no slots) or b (slots), not \"c\"")
    }

    @Test func theScriptComesFromAFileOrTheCommandLine() throws {
        #expect(usageMessage(["--script", "touches.txt", "tap", "1", "1"]) == "give either --script FILE or commands, not both")
        #expect(usageMessage([]) == "nothing to play: \(SimulateOptions.usage)")
        // Listing the targets needs no script.
        let listing = try SimulateOptions(parsing: ["--targets"])
        #expect(listing.listTargets && listing.script.steps.isEmpty)
        #expect(usageMessage(["--script", "/nonexistent/touches.txt"]) != nil)
    }

    @Test func errorsComeInTheOrderOfTheOptionsChecked() {
        // A bad size is reported before a bad protocol or label.
        #expect(usageMessage(["--size", "1x", "--protocol", "z", "--label", "q"])?.hasPrefix("\"1x\" is not a size") == true)
        #expect(usageMessage(["--protocol", "z", "--label", "q"])?.hasPrefix("--protocol takes") == true)
    }

    @Test func keysAndTurnsArePlayedOnTheKeyboardLayoutGiven() throws {
        let options = try SimulateOptions(parsing: ["--keyboard", "de:nodeadkeys", "key", "Y"])
        #expect(options.keyboard.layout == "de" && options.keyboard.variant == "nodeadkeys")
        let typed = try SimulateOptions(parsing: ["key", "TAB", "type", "Zürich", "rotate", "2"])
        #expect(typed.script.steps.count == 3)
        #expect(usageMessage(["--keyboard", "de us", "key", "A"])?.hasPrefix("--keyboard takes a layout") == true)
    }
}
