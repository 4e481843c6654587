import Panel

/// What every run shares: the fonts (also the text measurer views are laid out with), and
/// the producer a scene's host is shown with, the kiosk's own.
@MainActor
final class BenchEnvironment {
    /// What rasterises the frames, for reports: the kiosk's renderer (shapes, text, layers,
    /// shadows, scaling, clips).
    static let rendererName = "DisplayListRenderer"

    let fonts: FontSet

    /// DejaVu Sans (and Bold when installed).
    init() throws {
        fonts = try FontSet.loadDefault()
    }

    var measurer: any TextMeasuring { fonts }

    /// The renderer `panel-app run` draws with, on the benchmark's black screen.
    func makeRenderer() -> DisplayListRenderer { DisplayListRenderer(fonts: fonts, background: .black) }

    /// The kiosk's producer for `host`: its frame pipeline, with `timer` told of each frame.
    func makeProducer(for host: ViewHost, timer: FramePhaseTimer) -> ViewFrameProducer {
        let producer = ViewFrameProducer(host: host, renderer: makeRenderer())
        producer.pipeline.observer = timer
        return producer
    }
}
