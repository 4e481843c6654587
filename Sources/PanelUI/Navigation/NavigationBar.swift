import PanelBase

/// The bar at the top of a navigation page: the title in SwiftUI's inline style
/// (one line, centred, semibold) and, above the root, a back button labelled with the
/// previous page's title ("Back" when it has none).
struct NavigationBar: View {
    static let height: CGFloat = 44
    let context: NavigationContext
    let previous: Int?
    let pop: @MainActor () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let titles = context.model.titles
        ZStack {
            Text(titles[context.page] ?? "")
                .font(.system(size: 17, weight: .semibold))
                .lineLimit(1)
                .padding(.horizontal, 96)
            if let previous {
                HStack {
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
                    Spacer(minLength: 0)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBar.height)
        .background(Color.background)
        .overlay(alignment: .bottom) { Divider() }
    }
}
