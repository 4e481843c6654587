import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// A program's own SwiftUI screen through panel-app's commands (`runPanelApp(_:screen:)`):
/// shown where the demo would be, with the commands' options; `--panel` still wins.
@MainActor
@Suite(.serialized) struct KioskScreenTests {
    struct Halves: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0)
                Color(red: 0, green: 0, blue: 1)
            }
        }
    }

    private func snapshot(_ arguments: [String], screen: KioskScreen?) throws -> Surface {
        let path = "/tmp/panel-kiosk-screen-\(getpid()).png"
        defer { unlink(path) }
        let status = screen.map { runPanelApp(["snapshot", "--output", path] + arguments, screen: $0) }
            ?? runPanelApp(["snapshot", "--output", path] + arguments)
        #expect(status == 0)
        return try PNGDecoder.read(from: path)
    }

    @Test func snapshotShowsTheProgramsScreenAtTheRequestedSize() throws {
        let image = try snapshot(["--size", "120x40"], screen: KioskScreen(Halves()))
        #expect(image.width == 120 && image.height == 40)
        #expect(image[10, 20] == PixelColor(red: 255, green: 0, blue: 0))
        #expect(image[110, 20] == PixelColor(red: 0, green: 0, blue: 255))
    }

    @Test func withoutAScreenTheDemoIsShownAgain() throws {
        _ = try snapshot(["--size", "120x40"], screen: KioskScreen(Halves()))
        let demo = try snapshot(["--size", "120x40"], screen: nil)
        #expect(demo[10, 20] != PixelColor(red: 255, green: 0, blue: 0), "the last program's screen stayed")
    }

    @Test func aPanelFileWinsOverTheScreen() throws {
        let image = try snapshot(["--size", "200x120", "--panel", repositoryPath("examples/greenhouse.json")],
                                 screen: KioskScreen(Halves()))
        #expect(image[10, 60] != PixelColor(red: 255, green: 0, blue: 0))
        #expect(image[190, 60] != PixelColor(red: 0, green: 0, blue: 255))
    }
}
