import Testing
import Panel
@testable import PanelKiosk

@MainActor
@Suite struct SceneExportTests {
    @Test func exportedSceneListsShapesAndTextInTheLineFormat() throws {
        let environment = try BenchEnvironment()
        let host = ViewHost(rootView: TapCounter(), width: 200, height: 120, textMeasurer: environment.measurer)
        host.update()
        let text = SceneExport.lines(of: host.displayList, width: 200, height: 120, background: .black)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "panel-scene 1")
        #expect(lines[1] == "size 200 120")
        #expect(lines[2] == "background ff000000")
        let fill = try #require(lines.first { $0.hasPrefix("fill rrect ") })
        #expect(fill.hasSuffix(" " + SceneExport.hex(Color.blue.pixelColor)))
        #expect(fill.split(separator: " ")[6] == "256") // corner radius 4 px in 1/64
        let run = try #require(host.displayList.texts.first)
        #expect(lines.contains("text \(run.baselineOrigin.x.raw) \(run.baselineOrigin.y.raw) \(run.fontSize.raw) \(run.weight) \(SceneExport.hex(run.color)) Taps 0"))
    }
}
