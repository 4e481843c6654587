import PanelBase

/// One modal layer over the whole screen: the dimmed backdrop and the presented content,
/// moved in and out by its style. It starts hidden and shows itself after its first update,
/// so it animates in; dismissed, it animates out before the root drops it.
struct ModalContainer: View {
    let style: ModalStyle
    var isShown: Bool
    let content: AnyView
    @State private var appeared = false

    var body: some View {
        let visible = isShown && appeared
        GeometryReader { proxy in
            ZStack {
                // The backdrop fills the screen, so a touch anywhere lands in the layer.
                Color.black.opacity(style.dimming)
                    .opacity(visible ? 1 : 0)
                switch style {
                case .alert:
                    content
                        .scaleEffect(visible ? 1 : 1.15)
                        .opacity(visible ? 1 : 0)
                case .menu:
                    content
                        .opacity(visible ? 1 : 0)
                case .confirmationDialog, .sheet, .fullScreenCover:
                    content
                        .offset(y: visible ? 0 : proxy.size.height)
                }
            }
        }
        .animation(ModalStyle.animation, value: visible)
        .onAppear { appeared = true }
    }
}
