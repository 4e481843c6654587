import PanelBase

/// Draws a progress view from its configuration.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.resolvedProgressViewStyle, style: style) { ResolvedProgressViewStyle($0) }
    }
}

/// The progress view style in the environment, type-erased.
struct ResolvedProgressViewStyle {
    let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    @MainActor
    init<S: ProgressViewStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    @MainActor
    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedProgressViewStyle { ResolvedProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var resolvedProgressViewStyle: ResolvedProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
