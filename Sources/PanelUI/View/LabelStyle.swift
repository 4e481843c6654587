import PanelBase

/// Lays out a label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.resolvedLabelStyle, style: style) { ResolvedLabelStyle($0) }
    }
}

/// The label style in the environment, the nearest winning.
struct ResolvedLabelStyle {
    let makeLabel: @MainActor (AnyView, AnyView) -> AnyView
    /// Whether the style shows the icon alone: the title then still names the label.
    var showsIconOnly = false

    @MainActor
    init<S: LabelStyle>(_ style: S) {
        showsIconOnly = style is IconOnlyLabelStyle
        makeLabel = { title, icon in
            AnyView(style.makeBody(configuration: LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))))
        }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedLabelStyle { ResolvedLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    var resolvedLabelStyle: ResolvedLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
