import Observation
import PanelBase

/// What a sheet's content asks of the sheet it is in (`presentationDetents`,
/// `presentationDragIndicator`). The content writes it while its body runs; the sheet's
/// page reads it, so observation lays the page out again when it changes.
final class SheetPresentation: Observable {
    private let registrar = ObservationRegistrar()
    private var storedDetents: Set<PresentationDetent> = []
    private var storedSelection: PresentationDetent?
    private var storedIndicator: Visibility = .automatic

    /// The detent the sheet shows: the selected one when it is among the detents, else
    /// the smallest (nil: none asked for, the large sheet).
    func detent(screen: CGFloat, large: CGFloat) -> PresentationDetent? {
        registrar.access(self, keyPath: \.storedDetents)
        if let storedSelection, storedDetents.contains(storedSelection) { return storedSelection }
        return storedDetents.min { $0.resolvedHeight(screen: screen, large: large) < $1.resolvedHeight(screen: screen, large: large) }
    }

    var dragIndicator: Visibility {
        registrar.access(self, keyPath: \.storedDetents)
        return storedIndicator
    }

    func set(detents: Set<PresentationDetent>, selection: PresentationDetent?) {
        guard detents != storedDetents || selection != storedSelection else { return }
        registrar.withMutation(of: self, keyPath: \.storedDetents) {
            storedDetents = detents
            storedSelection = selection
        }
    }

    func set(dragIndicator: Visibility) {
        guard dragIndicator != storedIndicator else { return }
        registrar.withMutation(of: self, keyPath: \.storedDetents) { storedIndicator = dragIndicator }
    }
}

private struct SheetPresentationKey: EnvironmentKey {
    static var defaultValue: SheetPresentation? { nil }
}

extension EnvironmentValues {
    /// The sheet this view is presented in (nil outside a sheet).
    var sheetPresentation: SheetPresentation? {
        get { self[SheetPresentationKey.self] }
        set { self[SheetPresentationKey.self] = newValue }
    }
}

/// `presentationDetents` and `presentationDragIndicator`: tell the enclosing sheet.
struct SheetPresentationModifier: ViewModifier {
    let apply: (SheetPresentation) -> Void
    @Environment(\.sheetPresentation) private var presentation

    func body(content: Content) -> some View {
        if let presentation { apply(presentation) }
        return content
    }
}

extension View {
    /// The heights the sheet showing this view rests at. Panel's sheets cannot be
    /// dragged, so the sheet shows at the smallest of them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(SheetPresentationModifier { $0.set(detents: detents, selection: nil) })
    }

    /// The heights the sheet rests at, showing the one `selection` names (set it to
    /// resize the sheet; one not among `detents` shows the smallest).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(SheetPresentationModifier { $0.set(detents: detents, selection: selected) })
    }

    /// Whether the sheet shows a grabber at its top: `.visible` draws one (a kiosk sheet
    /// is not dragged, so `.automatic` draws none).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(SheetPresentationModifier { $0.set(dragIndicator: visibility) })
    }
}
