import PanelBase

/// The bar at the top of a navigation page: the title in SwiftUI's inline style
/// (one line, centred, semibold) and, above the root, a back button labelled with the
/// previous page's title ("Back" when it has none); then the page's toolbar items: the
/// leading ones after the back button, the trailing ones at the end, a principal one in
/// place of the title.
struct NavigationBar: View {
    static let height: CGFloat = 44
    let context: NavigationContext
    let previous: Int?
    let pop: @MainActor () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let titles = context.model.titles
        let items = context.model.barItems(for: context.page)
        let entries = items.entries
        let principal = entries.filter { $0.placement.side == .principal }
        let leading = entries.filter { $0.placement.side == .leading }
        let trailing = entries.filter { $0.placement.side == .trailing }
        let showsBack = previous != nil && !items.backButtonHidden
        ZStack {
            if principal.isEmpty {
                Text(titles[context.page] ?? "")
                    .font(.system(size: 17, weight: .semibold))
                    .lineLimit(1)
                    .padding(.horizontal, 96)
            } else {
                HStack(spacing: 0) {
                    ForEach(principal.indices, id: \.self) { principal[$0].view }
                }
                .font(.system(size: 17, weight: .semibold))
                .buttonStyle(ToolbarButtonStyle())
            }
            HStack(spacing: 0) {
                if showsBack, let previous {
                    Button(action: pop) {
                        HStack(spacing: 4) {
                            Image(systemName: "chevron.left").font(.system(size: 20, weight: .semibold))
                            Text(titles[previous].map { $0.isEmpty ? "Back" : $0 } ?? "Back").lineLimit(1)
                        }
                        .foregroundStyle(tint ?? .accentColor)
                        .padding(.horizontal, 8)
                        .frame(maxHeight: .infinity)
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                }
                ForEach(leading.indices, id: \.self) { leading[$0].view }
                Spacer(minLength: 0)
                ForEach(trailing.indices, id: \.self) { trailing[$0].view }
            }
            .padding(.horizontal, entries.isEmpty ? 0 : 8)
            .buttonStyle(ToolbarButtonStyle())
            // A `Label` in the bar (a button's, a menu's) shows its icon alone, as on iOS.
            .labelStyle(.iconOnly)
        }
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBar.height)
        .background(Color.background)
        .overlay(alignment: .bottom) { Divider() }
    }
}
