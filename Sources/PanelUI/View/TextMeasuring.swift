import PanelBase

/// Measures text for layout. The text renderer implements it with real font metrics;
/// `ApproximateTextMeasurer` stands in where no font is loaded.
public protocol TextMeasuring {
    func measure(_ text: String, font: Font) -> TextLineMetrics
}
