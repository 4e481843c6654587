import Panel

/// The tab bar of a panel file with pages, along the bottom of the screen where a hand
/// reaches on a wall panel: one tab per page, as wide as the bar shared out, 56 pixels high
/// (a fingertip's target), its title at 18 points; the page shown is in the accent colour
/// with a bar above it.
struct PanelTabBar: View {
    let pages: [PanelPage]
    let selected: String
    let accent: Color
    let background: Color
    let select: @MainActor (String) -> Void

    static let height: CGFloat = 56

    var body: some View {
        HStack(spacing: 0) {
            ForEach(pages, id: \.id) { page in
                Button(action: { select(page.id) }) {
                    tab(page, isSelected: page.id == selected)
                }
                .buttonStyle(PanelTabButtonStyle())
            }
        }
        .frame(height: PanelTabBar.height)
        .background(background)
    }

    private func tab(_ page: PanelPage, isSelected: Bool) -> some View {
        VStack(spacing: 0) {
            Rectangle().fill(isSelected ? accent : Color.clear).frame(height: 4)
            Text(verbatim: page.title)
                .font(.system(size: 18, weight: isSelected ? .semibold : .regular))
                .foregroundColor(isSelected ? accent : Color(white: 0.7))
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
    }
}

/// A tab dims while pressed; nothing else moves.
struct PanelTabButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
    }
}
