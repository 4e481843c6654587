import PanelBase

/// A scroll view, whatever its content type.
@MainActor
protocol ScrollViewDescribing {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
    var stackedContent: any View { get }
    /// The stacked content padded by the content margins.
    func stackedContent(margins: EdgeInsets) -> any View
}
