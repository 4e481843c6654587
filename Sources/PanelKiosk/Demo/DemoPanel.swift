import Panel

/// The built-in demo that `panel-app run` shows without `--panel`: the four examples of
/// SwiftUI's custom styling (ButtonStyle, PrimitiveButtonStyle with a long press,
/// ToggleStyle with a sliding knob, a custom styled TripleToggle) on one kiosk screen.
///
/// Its titles and labels are translated by `DemoStrings` (Simplified Chinese, Arabic).
struct DemoPanel: View {
    init() { DemoStrings.register() }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Panel")
                    .font(.system(size: 28, weight: .bold))
                    .foregroundColor(.white)
                Spacer()
                Text("SwiftUI styles, straight to the display")
                    .font(.callout)
                    .foregroundColor(DemoTheme.secondaryText)
            }
            HStack(spacing: 16) {
                DemoCard(title: "ButtonStyle") { ButtonStyleDemo() }
                DemoCard(title: "PrimitiveButtonStyle · hold 1 s") { LongPressDemo() }
            }
            HStack(spacing: 16) {
                DemoCard(title: "ToggleStyle") { ToggleStyleDemo() }
                DemoCard(title: "Custom style · TripleToggle") { TripleToggleDemo() }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoTheme.background)
    }
}

/// The demo's colours: a dark kiosk theme, readable at arm's length.
@MainActor
enum DemoTheme {
    static let background = Color(red: 0.071, green: 0.086, blue: 0.110)
    static let card = Color(red: 0.118, green: 0.141, blue: 0.173)
    static let secondaryText = Color(red: 0.62, green: 0.66, blue: 0.71)
}

/// One example on a rounded card with its title.
struct DemoCard<Content: View>: View {
    let title: LocalizedStringKey
    let content: Content

    init(title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
                .foregroundColor(DemoTheme.secondaryText)
            Spacer()
            HStack {
                Spacer()
                // Its ideal width: a label in Chinese may break between any two characters,
                // and would otherwise get only a third of the card next to the spacers.
                content.fixedSize(horizontal: true, vertical: false)
                Spacer()
            }
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 16).fill(DemoTheme.card))
    }
}
