import PanelBase
import PanelUI
import PanelRender
import PanelLinux

/// The one-line way to show a view: it lays the view out at the display's size, draws it
/// with DejaVu Sans, feeds it touches from `inputs` and runs the event loop until SIGINT or
/// SIGTERM, restoring the display on the way out.
///
///     let display = try KMSDisplay(options: KMSOptions())
///     let touch = try EvdevInputSource(configuration: .init(transform: display.transform))
///     try PanelRunner(display: display, inputs: [touch]).run(ContentView())
@MainActor
public final class PanelRunner {
    public let display: Display
    public let inputs: [InputSource]
    public let background: PixelColor

    public init(display: Display, inputs: [InputSource] = [], background: PixelColor = .white) {
        self.display = display
        self.inputs = inputs
        self.background = background
    }

    /// Runs `view` until a signal or `stop()`; returns why it ended.
    @discardableResult
    public func run<Content: View>(_ view: Content) throws -> EventLoop.ExitReason {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: display.transform.logicalWidth,
                            height: display.transform.logicalHeight, textMeasurer: fonts)
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: fonts, background: background))
        return try EventLoop(display: display, inputs: inputs, producer: producer).run()
    }
}
