import PanelBase

/// Draws a gauge from its configuration.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.resolvedGaugeStyle, style: style) { ResolvedGaugeStyle($0) }
    }
}

/// The gauge style in the environment, type-erased.
struct ResolvedGaugeStyle {
    let make: @MainActor (GaugeStyleConfiguration) -> AnyView

    @MainActor
    init<S: GaugeStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    @MainActor
    func makeBody(_ configuration: GaugeStyleConfiguration) -> AnyView { make(configuration) }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedGaugeStyle { ResolvedGaugeStyle(LinearCapacityGaugeStyle()) }
}

extension EnvironmentValues {
    var resolvedGaugeStyle: ResolvedGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
