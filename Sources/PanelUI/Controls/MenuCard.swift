import PanelBase

/// A menu's open list: its buttons in a rounded card 250 points wide, groups parted by an
/// 8-point grey band, below the menu's label (above it when there is no room below), on
/// the side of the screen the label is on. A tap outside the card closes the menu.
struct MenuCard: View {
    let anchor: FixedRect
    let items: [MenuItem]
    let dismiss: @MainActor () -> Void

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 8
    static let separatorHeight: CGFloat = 8

    var body: some View {
        let dismiss = self.dismiss
        GeometryReader { proxy in
            let screen = proxy.size
            let minX = CGFloat(anchor.minX.doubleValue), maxX = CGFloat(anchor.maxX.doubleValue)
            let minY = CGFloat(anchor.minY.doubleValue), maxY = CGFloat(anchor.maxY.doubleValue)
            let height = items.reduce(CGFloat(0)) { total, item in
                if case .button = item { return total + MenuCard.rowHeight + 1 }
                return total + MenuCard.separatorHeight
            }
            // Aligned with the label's leading edge, or its trailing one on the right half.
            let x = (minX + maxX) / 2 > screen.width / 2 ? maxX - MenuCard.width : minX
            let below = maxY + 6
            let y = below + height <= screen.height - MenuCard.margin ? below : minY - 6 - height
            ZStack(alignment: .topLeading) {
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { dismiss() }
                VStack(spacing: 0) {
                    ForEach(items.indices, id: \.self) { index in
                        switch items[index] {
                        case .button(let button):
                            if index > 0, case .button = items[index - 1] { Divider() }
                            button.menuRow(dismiss: dismiss)
                        case .separator:
                            Color(white: 0.9).frame(height: MenuCard.separatorHeight)
                        }
                    }
                }
                .frame(width: MenuCard.width)
                .background(Color.background)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.background)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 12, y: 4))
                .padding(.leading, Swift.max(MenuCard.margin, Swift.min(x, screen.width - MenuCard.width - MenuCard.margin)))
                .padding(.top, Swift.max(MenuCard.margin, y))
            }
        }
    }
}

extension ModalButton {
    /// The button as a menu row: the title on the leading side, an icon on the trailing
    /// side (a `Label`'s), red when destructive; a tap runs the action and closes the menu.
    @MainActor
    func menuRow(dismiss: @escaping @MainActor () -> Void) -> some View {
        Button(action: { dismiss(); action() }) {
            label
                .labelStyle(MenuRowLabelStyle())
                .font(.system(size: 17))
                .foregroundStyle(role == .destructive ? Color.red : Color.primary)
                .lineLimit(1)
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: MenuCard.rowHeight, alignment: .leading)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// A menu row's label: the title, then the icon at the trailing edge.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}
