import PanelBase

/// A scroll view reader, whatever its content type.
@MainActor
protocol ScrollViewReading {
    func makeContent(_ proxy: ScrollViewProxy) -> any View
}
