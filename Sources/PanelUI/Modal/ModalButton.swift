import PanelBase

/// A button given to an alert or dialog, taken apart so the container can arrange it by
/// its role and draw it its own way.
struct ModalButton {
    let label: AnyView
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// The buttons among the views an `actions` closure built, in order (other views are
    /// left out, as SwiftUI's alerts leave them).
    @MainActor
    static func buttons(in view: any View) -> [ModalButton] {
        var items: [ViewListItem] = []
        flattenViews(view, prefix: [], into: &items)
        return items.compactMap { ($0.view as? ModalButtonConvertible)?.modalButton }
    }

    /// The one button an alert without actions shows.
    @MainActor static var ok: ModalButton { ModalButton(label: AnyView(Text("OK")), role: .cancel, action: {}) }

    /// The label as an alert or dialog draws it: bold for cancel, red for destructive,
    /// the tint otherwise, filling a row that takes touches everywhere.
    @MainActor
    func row(height: CGFloat, font: Font, dismiss: @escaping @MainActor () -> Void) -> some View {
        Button(action: { action(); dismiss() }) {
            label
                .font(font)
                .fontWeight(role == .cancel ? .semibold : nil)
                .foregroundStyle(role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: height)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// A view an alert can take as one of its buttons.
@MainActor
protocol ModalButtonConvertible {
    var modalButton: ModalButton { get }
}

extension Button: ModalButtonConvertible {
    var modalButton: ModalButton { ModalButton(label: AnyView(label), role: role, action: action) }
}
