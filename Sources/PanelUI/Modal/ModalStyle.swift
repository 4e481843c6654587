import PanelBase

/// How a modal layer stands on the screen, appears and goes.
enum ModalStyle: Equatable {
    /// A card in the middle over a dimmed screen; fades in while shrinking to its size.
    case alert
    /// Buttons at the bottom over a dimmed screen; slides up.
    case confirmationDialog
    /// A page leaving a margin at the top, over a dimmed screen; slides up.
    case sheet
    /// A page over the whole screen; slides up.
    case fullScreenCover
    /// A `Menu`'s list by its button, over an undimmed screen; fades in.
    case menu

    /// How dark the screen beneath gets.
    var dimming: Double {
        switch self {
        case .alert, .confirmationDialog: 0.4
        case .sheet: 0.3
        case .fullScreenCover, .menu: 0
        }
    }

    /// How long appearing and going take: fixed, so every frame is a function of time.
    static let animation = Animation.easeInOut(duration: 0.25)
}
