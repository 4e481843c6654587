import Panel
import Testing
@testable import PanelKiosk

/// The screen `run` shows for a panel file it cannot use, rendered headless: it names the
/// file and each mistake's line, column and field, fits the screen, and matches its
/// golden image (Tests/PanelTests/Golden, with the other goldens).
@MainActor
@Suite struct PanelFileErrorViewTests {
    let error = PanelFileError(path: "/etc/panel/panel.json", problems: [
        PanelFileProblem(position: SourcePosition(line: 12, column: 57), field: "rows[1][0].duration",
                         message: "expected a positive number up to 60, found -1"),
        PanelFileProblem(position: SourcePosition(line: 3, column: 24), field: "controls[0].type",
                         message: "unknown control type \"knob\""),
    ])

    func render(_ error: PanelFileError, width: Int = 800, height: Int = 480) throws -> (ViewHost, Surface) {
        let fonts = try FontSet.loadDefault()
        let content = PanelContent.error(error)
        let host = content.host(width: width, height: height, fonts: fonts)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: content.background))
        return (host, surface)
    }

    func texts(_ host: ViewHost) -> [TextRun] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }

    @Test func namesTheFileAndEveryMistakesPlaceFieldAndMessage() throws {
        let (host, surface) = try render(error)
        let strings = texts(host).map(\.string)
        let all = strings.joined(separator: " ")
        #expect(all.contains("The panel file has 2 mistakes"))
        #expect(strings.contains("/etc/panel/panel.json"))
        #expect(strings.contains("line 12, column 57: rows[1][0].duration"))
        #expect(all.contains("expected a positive number up to 60, found -1"))
        #expect(strings.contains("line 3, column 24: controls[0].type"))
        // Everything is on screen: no run starts outside it.
        for run in texts(host) {
            #expect(run.baselineOrigin.x >= Fixed(0) && run.baselineOrigin.x < Fixed(800), "\(run.string)")
            #expect(run.baselineOrigin.y > Fixed(0) && run.baselineOrigin.y <= Fixed(480), "\(run.string)")
        }
        // Drawn, not blank: many pixels differ from the background.
        var drawn = 0
        for y in 0..<surface.height { for x in 0..<surface.width where surface[x, y] != PanelFileErrorView.background { drawn += 1 } }
        #expect(drawn > 2000)
        GoldenImageCheck.expect(surface, named: "panel-file-error")
    }

    @Test func manyMistakesAreCountedPastTheFirstFew() throws {
        let many = PanelFileError(path: "p.json", problems: (1...12).map {
            PanelFileProblem(position: SourcePosition(line: $0, column: 1), field: "controls[\($0)]", message: "bad")
        })
        let (host, _) = try render(many)
        let strings = texts(host).map(\.string)
        #expect(strings.filter { $0.hasPrefix("line ") }.count == PanelFileErrorView.shownProblems)
        #expect(strings.joined(separator: " ").contains("and \(12 - PanelFileErrorView.shownProblems) more (see the log)"))
    }

    @Test func aWholeFileMistakeHasNoField() {
        let problem = PanelFileProblem(position: SourcePosition(line: 1, column: 1), field: "", message: "cannot read the file: Permission denied")
        #expect(PanelFileErrorView.place(of: problem) == "line 1, column 1")
    }
}

/// Golden images of this target live beside Panel's (Tests/PanelTests/Golden), a folder
/// the package leaves out of every target; `PANEL_UPDATE_GOLDEN=1` rewrites them.
enum GoldenImageCheck {
    static func expect(_ surface: Surface, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = repositoryPath("Tests/PanelTests/Golden/\(name).png")
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)", sourceLocation: sourceLocation)
        }
    }
}
