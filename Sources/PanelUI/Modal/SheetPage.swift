import PanelBase

/// The page a sheet or full-screen cover shows its content on: the whole screen for a
/// cover; for a sheet, all but a margin at the top, with rounded top corners.
struct SheetPage: View {
    let coversScreen: Bool
    let content: AnyView

    /// The strip of dimmed screen a sheet leaves above it (its corners start there).
    static let topMargin: CGFloat = 24
    static let cornerRadius: CGFloat = 12

    var body: some View {
        if coversScreen {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.background)
        } else {
            // The page reaches a corner's height below the screen: only its top corners show.
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.bottom, SheetPage.cornerRadius)
                .background(Color.background)
                .clipShape(RoundedRectangle(cornerRadius: SheetPage.cornerRadius))
                .padding(.top, SheetPage.topMargin - SheetPage.cornerRadius)
                .offset(y: SheetPage.cornerRadius)
        }
    }
}
