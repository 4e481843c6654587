import Panel

/// Custom shapes, all moving at once: a water tank whose wave rolls, a dial whose needle
/// swings, and 50 small stars that pulse. Each is a path its `path(in:)` makes again for
/// every frame from its animatable data, as SwiftUI does, so every frame fills and strokes
/// them anew. Solid colours only: `--export-scene paths` hands the same paths to the
/// cairo reference.
struct PathsScene: BenchScene {
    let name = "paths"
    let vblanks = 240

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: PathsPanel(), width: width, height: height, textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] { [] }
}

/// The tank and the dial side by side, the stars in a grid beside them.
struct PathsPanel: View {
    static let starRows = 5
    static let starColumns = 10

    var body: some View {
        HStack(spacing: 16) {
            BenchTank()
                .frame(width: 120)
            BenchDial()
                .aspectRatio(1, contentMode: .fit)
            VStack(spacing: 6) {
                ForEach(0..<PathsPanel.starRows) { row in
                    HStack(spacing: 6) {
                        ForEach(0..<PathsPanel.starColumns) { column in
                            PulsingStar(index: row * PathsPanel.starColumns + column)
                        }
                    }
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoTheme.background)
    }
}
