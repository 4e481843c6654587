import Panel

/// A custom control styled like Button and Toggle: TripleToggle has three positions and
/// takes its look from the nearest `.tripleToggleStyle`, through the environment.
struct TripleToggleDemo: View {
    @State private var level = DemoLevel.low

    var body: some View {
        TripleToggle(label: Text("Fan"), tripleState: $level)
            .tripleToggleStyle(KnobTripleToggleStyle())
            .foregroundColor(.white)
    }
}

enum DemoLevel: CaseIterable {
    case low, medium, high

    var next: DemoLevel {
        switch self {
        case .low: return .medium
        case .medium: return .high
        case .high: return .low
        }
    }
}

struct TripleToggleStyleConfiguration {
    @Binding var tripleState: DemoLevel
    var label: Text
}

@MainActor
protocol TripleToggleStyle {
    associatedtype Body: View
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TripleToggleStyleConfiguration
}

/// Any style, its type hidden behind AnyView, so it can live in the environment.
struct AnyTripleToggleStyle: TripleToggleStyle {
    private let makeErasedBody: (TripleToggleStyleConfiguration) -> AnyView

    init<Style: TripleToggleStyle>(_ style: Style) {
        makeErasedBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: TripleToggleStyleConfiguration) -> AnyView {
        makeErasedBody(configuration)
    }
}

/// The look: a label over a track whose knob slides left, centre, right, the track
/// turning green, yellow, red.
struct KnobTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        KnobTripleToggle(level: configuration.$tripleState, label: configuration.label)
    }

    struct KnobTripleToggle: View {
        let width: CGFloat = 96
        @Binding var level: DemoLevel
        var label: Text

        var alignment: Alignment {
            switch level {
            case .low: return .leading
            case .medium: return .center
            case .high: return .trailing
            }
        }

        var color: Color {
            switch level {
            case .low: return .green
            case .medium: return .yellow
            case .high: return .red
            }
        }

        var body: some View {
            HStack(spacing: 16) {
                label
                ZStack(alignment: alignment) {
                    Capsule()
                        .frame(width: width, height: 40)
                        .foregroundColor(color)
                    Circle()
                        .frame(width: 32, height: 32)
                        .padding(4)
                        .foregroundColor(.white)
                        .onTapGesture {
                            withAnimation {
                                level = level.next
                            }
                        }
                }
            }
        }
    }
}

struct TripleToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyTripleToggleStyle(KnobTripleToggleStyle())
}

extension EnvironmentValues {
    var tripleToggleStyle: AnyTripleToggleStyle {
        get { self[TripleToggleStyleKey.self] }
        set { self[TripleToggleStyleKey.self] = newValue }
    }
}

extension View {
    func tripleToggleStyle<Style: TripleToggleStyle>(_ style: Style) -> some View {
        environment(\.tripleToggleStyle, AnyTripleToggleStyle(style))
    }
}

struct TripleToggle: View {
    @Environment(\.tripleToggleStyle) var style: AnyTripleToggleStyle
    let label: Text
    @Binding var tripleState: DemoLevel

    var body: some View {
        style.makeBody(configuration: TripleToggleStyleConfiguration(tripleState: $tripleState, label: label))
    }
}
