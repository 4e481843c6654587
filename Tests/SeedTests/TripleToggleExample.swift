import Panel

// The seed's "Styled Custom Views" pattern: a custom control, TripleToggle, whose look
// comes from a style set through the environment, exactly as Button and Toggle do.

/// The three positions of a TripleToggle.
enum TripleState: CaseIterable {
    case low, med, high

    var next: TripleState {
        switch self {
        case .low: return .med
        case .med: return .high
        case .high: return .low
        }
    }
}

/// What a TripleToggle style draws from.
struct TripleToggleStyleConfiguration {
    @Binding var tripleState: TripleState
    var label: Text
}

/// A look for TripleToggle.
@MainActor
protocol TripleToggleStyle {
    associatedtype Body: View
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TripleToggleStyleConfiguration
}

extension TripleToggleStyle {
    func makeBodyTypeErased(configuration: Self.Configuration) -> AnyView {
        AnyView(self.makeBody(configuration: configuration))
    }
}

/// Any TripleToggle style, its type hidden behind AnyView.
struct AnyTripleToggleStyle: TripleToggleStyle {
    private let _makeBody: (TripleToggleStyle.Configuration) -> AnyView

    init<ST: TripleToggleStyle>(_ style: ST) {
        self._makeBody = style.makeBodyTypeErased
    }

    func makeBody(configuration: TripleToggleStyle.Configuration) -> AnyView {
        return self._makeBody(configuration)
    }
}

/// The default look: the label over a track whose knob slides left, centre, right.
struct DefaultTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Self.Configuration) -> DefaultTripleToggle {
        DefaultTripleToggle(state: configuration.$tripleState, label: configuration.label)
    }

    struct DefaultTripleToggle: View {
        let width: CGFloat = 60

        @Binding var state: TripleState
        var label: Text

        var stateAlignment: Alignment {
            switch self.state {
            case .low: return .leading
            case .med: return .center
            case .high: return .trailing
            }
        }

        var stateColor: Color {
            switch self.state {
            case .low: return .green
            case .med: return .yellow
            case .high: return .red
            }
        }

        var body: some View {
            VStack(spacing: 10) {
                label

                ZStack(alignment: self.stateAlignment) {
                    RoundedRectangle(cornerRadius: 4)
                        .frame(width: self.width, height: self.width / 2)
                        .foregroundColor(self.stateColor)

                    RoundedRectangle(cornerRadius: 4)
                        .frame(width: (self.width / 2) - 4, height: self.width / 2 - 6)
                        .padding(4)
                        .foregroundColor(.white)
                        .onTapGesture {
                            withAnimation {
                                self.$state.wrappedValue = self.state.next
                            }
                        }
                }
            }
        }
    }
}

/// Another look: three buttons in a row, the chosen one filled.
struct SegmentedTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.label
            ForEach(TripleState.allCases, id: \.self) { state in
                Text(String(describing: state))
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 6)
                        .fill(configuration.tripleState == state ? Color.blue : Color.gray))
                    .onTapGesture { configuration.$tripleState.wrappedValue = state }
            }
        }
    }
}

struct TripleToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyTripleToggleStyle = AnyTripleToggleStyle(DefaultTripleToggleStyle())
}

extension EnvironmentValues {
    var tripleToggleStyle: AnyTripleToggleStyle {
        get { return self[TripleToggleStyleKey.self] }
        set { self[TripleToggleStyleKey.self] = newValue }
    }
}

extension View {
    func tripleToggleStyle<S>(_ style: S) -> some View where S: TripleToggleStyle {
        self.environment(\.tripleToggleStyle, AnyTripleToggleStyle(style))
    }
}

/// A control with three positions, drawn by the nearest tripleToggleStyle.
struct TripleToggle: View {
    @Environment(\.tripleToggleStyle) var style: AnyTripleToggleStyle

    let label: Text
    @Binding var tripleState: TripleState

    var body: some View {
        let config = TripleToggleStyleConfiguration(tripleState: $tripleState, label: label)
        return style.makeBody(configuration: config)
    }
}

/// Two TripleToggles: one in the default style, one restyled.
struct TripleToggleExample: View {
    @State private var speed = TripleState.low
    @State private var volume = TripleState.med

    var body: some View {
        VStack(spacing: 30) {
            TripleToggle(label: Text("Speed"), tripleState: $speed)
            TripleToggle(label: Text("Volume"), tripleState: $volume)
                .tripleToggleStyle(SegmentedTripleToggleStyle())
        }
    }
}
