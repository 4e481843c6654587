import PanelBase

/// The bar of a `TabView`: one button per tab, the icon above the title, the
/// selected tab in the tint colour (blue by default) and the others grey.
struct TabBar: View {
    static let height: CGFloat = 56

    /// A tab as the bar shows it.
    struct Tab {
        let tag: AnyHashable
        let label: AnyView?
        let badge: String?
        let view: AnyView
    }

    let tabs: [Tab]
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let accent = tint ?? .accentColor
        let select = self.select
        return HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                let tab = tabs[index]
                Button(action: { select(tab.tag) }) {
                    (tab.label ?? AnyView(EmptyView()))
                        .labelStyle(TabItemLabelStyle())
                        .foregroundStyle(tab.tag == selected ? accent : Color.gray)
                        .overlay(alignment: .topTrailing) {
                            if let badge = tab.badge { TabBadgeCapsule(text: badge) }
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                }
                .buttonStyle(TabBarButtonStyle())
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: TabBar.height)
        .background(Color.background)
        .overlay(alignment: .top) { Divider() }
    }
}

/// A tab's label: the icon above a small title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 11, weight: .medium))
        }
    }
}

/// A tab's button: dimmed while pressed; the colours change at once on selection.
struct TabBarButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

