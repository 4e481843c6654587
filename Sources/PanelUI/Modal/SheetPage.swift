import PanelBase

/// The page a sheet or full-screen cover shows its content on: the whole screen for a
/// cover; for a sheet, all but a margin at the top (or the height of the detent its
/// content asks for), with rounded top corners.
struct SheetPage: View {
    let coversScreen: Bool
    let content: AnyView
    @State private var presentation = SheetPresentation()

    /// The strip of dimmed screen a sheet leaves above it (its corners start there).
    static let topMargin: CGFloat = 24
    static let cornerRadius: CGFloat = 12

    var body: some View {
        let content = self.content.environment(\.sheetPresentation, presentation)
        if coversScreen {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.background)
        } else {
            GeometryReader { proxy in
                let large = proxy.size.height - SheetPage.topMargin
                let detent = presentation.detent(screen: proxy.size.height, large: large)
                let height = detent?.resolvedHeight(screen: proxy.size.height, large: large) ?? large
                let grabber = presentation.dragIndicator == .visible
                // The page reaches a corner's height below the screen: only its top corners show.
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .padding(.top, grabber ? 13 : 0)
                    .padding(.bottom, SheetPage.cornerRadius)
                    .background(Color.background)
                    .overlay(alignment: .top) {
                        if grabber { Capsule().fill(Color(white: 0.75)).frame(width: 36, height: 5).padding(.top, 5) }
                    }
                    .clipShape(RoundedRectangle(cornerRadius: SheetPage.cornerRadius))
                    .padding(.top, proxy.size.height - height - SheetPage.cornerRadius)
                    .offset(y: SheetPage.cornerRadius)
            }
        }
    }
}
