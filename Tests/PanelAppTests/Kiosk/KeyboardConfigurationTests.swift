import Testing
import Panel
@testable import PanelKiosk

@Suite struct KeyboardConfigurationTests {
    @Test func theSystemFileNamesTheFirstLayoutAndItsVariant() throws {
        // As Debian's keyboard-configuration writes it.
        let text = """
        # KEYBOARD CONFIGURATION FILE

        XKBMODEL="pc105"
        XKBLAYOUT="de,us"
        XKBVARIANT="nodeadkeys,"
        XKBOPTIONS="compose:ralt"

        BACKSPACE="guess"
        """
        let configuration = try #require(KeyboardConfiguration(defaultsFile: text))
        #expect(configuration == {
            var expected = KeyboardConfiguration()
            expected.layout = "de"
            expected.variant = "nodeadkeys"
            expected.options = "compose:ralt"
            return expected
        }())
        #expect(KeyboardConfiguration(defaultsFile: "XKBMODEL=pc105\n") == nil)
        #expect(KeyboardConfiguration(defaultsFile: "XKBLAYOUT=fr")?.layout == "fr")
    }

    @Test func aMissingFileMeansUSEnglish() {
        let configuration = KeyboardConfiguration.system(path: "/nonexistent/keyboard")
        #expect(configuration.layout == "us" && configuration.variant.isEmpty)
    }

    @Test func theOptionTakesALayoutAndAVariant() throws {
        #expect(try KeyboardConfiguration(option: "de:nodeadkeys").variant == "nodeadkeys")
        #expect(try KeyboardConfiguration(option: "fr").layout == "fr")
        #expect(throws: UsageError.self) { try KeyboardConfiguration(option: "") }
        #expect(throws: UsageError.self) { try KeyboardConfiguration(option: "de/../x") }
    }

    @Test(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
    func anUnknownLayoutFallsBackToUSEnglish() throws {
        var configuration = KeyboardConfiguration()
        configuration.layout = "no-such-layout"
        #expect(configuration.compile()?.layout == "us")
        #expect(try KeyboardConfiguration(option: "de").compile()?.layout == "de")
    }

    @Test func runTakesWhenTheOnScreenKeyboardShows() throws {
        func options(_ arguments: [String]) throws -> RunOptions {
            try RunOptions(ArgumentParser(command: "run", options: ["on-screen-keyboard": .one]).parse(arguments))
        }
        #expect(try options([]).onScreenKeyboard == .automatic)
        #expect(try options(["--on-screen-keyboard", "never"]).onScreenKeyboard == .never)
        #expect(try options(["--on-screen-keyboard", "always"]).onScreenKeyboard == .always)
        #expect(throws: UsageError.self) { try options(["--on-screen-keyboard", "maybe"]) }
    }
}
