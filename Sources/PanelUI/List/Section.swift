import PanelBase

/// A group of rows with an optional header and footer. Inside a `List` it is drawn as
/// one of the list's groups; elsewhere its header, content and footer stand one above
/// another.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section under the header `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = EmptyView()
    }
}

/// What a list reads of a section without knowing its generic types.
@MainActor
protocol ListSectionProviding {
    var listHeader: AnyView? { get }
    var listFooter: AnyView? { get }
    var listContent: any View { get }
}

extension Section: ListSectionProviding {
    var listHeader: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    var listFooter: AnyView? { Footer.self == EmptyView.self ? nil : AnyView(footer) }
    var listContent: any View { content }
}
