import PanelBase

/// A scrollable view: its content is laid out at its full length along the scrolled axes
/// and shown through the scroll view's frame, dragged by a finger, flung, and pulled back
/// when dragged past an edge. Several views given as content stack along the scrolled
/// axis, as in SwiftUI.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrollable content.
    public var content: Content
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether scroll indicators show while the content scrolls.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ScrollViewNode() }
}

extension ScrollView: ScrollViewDescribing {
    /// The content stacked along the scrolled axis (a horizontal stack when only
    /// horizontal), as SwiftUI stacks a scroll view's views.
    var stackedContent: any View {
        axes == .horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
    }

    func stackedContent(margins: EdgeInsets) -> any View {
        axes == .horizontal ? AnyView(HStack { content }.padding(margins)) : AnyView(VStack { content }.padding(margins))
    }
}
