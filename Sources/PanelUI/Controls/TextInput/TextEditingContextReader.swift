import PanelBase

/// What a text field lays its text out with: the graph's text measurer, the font in the
/// environment, the direction, the host's clock and the environment itself.
@MainActor
struct TextEditingContext {
    let measurer: any TextMeasuring
    let font: Font
    let rightToLeft: Bool
    let environment: EnvironmentValues
    /// The host's time now (when a key or a touch arrives, its time).
    let now: () -> MonotonicTime
    /// The screen's size (the edit menu stays on it).
    var screenSize = FixedSize(width: Fixed(800), height: Fixed(480))

    /// The height of one line of the font (1/64 px).
    var lineHeight: Int { measurer.measure(" ", font: font).lineHeight.raw }

    func caretStops(_ line: String) -> TextCaretStops { measurer.caretStops(line, font: font, rightToLeft: rightToLeft) }
}

/// Makes its content from the text editing context where it stands.
struct TextEditingContextReader: View, PrimitiveView {
    let content: @MainActor (TextEditingContext) -> any View

    var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { TextEditingContextReaderNode() }
}

final class TextEditingContextReaderNode: CompositeNode {
    override func makeBody() -> any View {
        guard let reader = view as? TextEditingContextReader, let graph else { return EmptyView() }
        let context = TextEditingContext(
            measurer: graph.textMeasurer, font: environment.textEnvironment.resolvedFont,
            rightToLeft: environment.layoutDirection == .rightToLeft, environment: environment,
            now: { [weak graph] in graph?.time ?? .zero }, screenSize: graph.size)
        return reader.content(context)
    }
}
