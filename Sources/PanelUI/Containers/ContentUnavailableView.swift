import PanelBase

/// What a screen shows when it has nothing to show (no devices found, no results): a
/// large grey icon above a bold title, a description below in grey, centred in all the
/// space it is offered, with optional actions (buttons) below.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .labelStyle(ContentUnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(Color.secondary)
                .multilineTextAlignment(.center)
            if Actions.self != EmptyView.self {
                actions.padding(.top, 8)
            }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == PanelUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The title `title` under the symbol `systemImage` (`Image(systemName:)`; a name
    /// Panel's symbol font lacks shows a placeholder), with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PanelUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PanelUI.Label(title, systemImage: name) }, description: { description })
    }

    /// The title `title` under the resource image `image`, with an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { PanelUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }
}

/// The icon large and grey above the title in bold.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(Color.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
