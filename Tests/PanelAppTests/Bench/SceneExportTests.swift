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

    @Test func pathsAreExportedWithTheirElementsFillRuleAndStroke() throws {
        let environment = try BenchEnvironment()
        let host = PathsScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        let lines = SceneExport.lines(of: host.displayList, width: 800, height: 480, background: .black).split(separator: "\n")
        let fills = lines.filter { $0.hasPrefix("path fill nonzero ") }
        let strokes = lines.filter { $0.hasPrefix("path stroke ") }
        // Two waves, the needle and 50 stars filled; the dial's scale stroked.
        #expect(fills.count == 2 + 1 + 50)
        #expect(strokes.count == 1)
        // 3 px wide (192/64), round caps, mitred joins limited at 10 line widths (640/64).
        #expect(strokes.first.map { $0.hasPrefix("path stroke 192 round miter 640 ") } == true)
        // A star: a move, nine lines and a close.
        let star = try #require(fills.last).split(separator: " ")
        #expect(star.filter { $0 == "M" }.count == 1 && star.filter { $0 == "L" }.count == 9 && star.last == "Z")
        // The dial's arc is curves.
        #expect(strokes.first.map { $0.contains(" C ") } == true)
    }
}
