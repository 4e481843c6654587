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

extension Section {
    /// A section under the view `header`, above the view `footer` (SwiftUI's older form,
    /// still common).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section under the view `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section above the view `footer`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
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
    /// The section's view in the list with the modifiers applied to the `Section`
    /// (`.headerProminence`, `.listSectionSeparator`), innermost first.
    func decorateListSection(_ view: AnyView) -> AnyView
}

extension Section: ListSectionProviding {
    var listHeader: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    var listFooter: AnyView? { Footer.self == EmptyView.self ? nil : AnyView(footer) }
    var listContent: any View { content }
    func decorateListSection(_ view: AnyView) -> AnyView { view }
}

/// A modified section is still a section of its list, drawn with its modifiers around it.
extension ModifiedContent: ListSectionProviding where Content: ListSectionProviding, Modifier: ViewModifier {
    var listHeader: AnyView? { content.listHeader }
    var listFooter: AnyView? { content.listFooter }
    var listContent: any View { content.listContent }
    func decorateListSection(_ view: AnyView) -> AnyView {
        AnyView(content.decorateListSection(view).modifier(modifier))
    }
}
