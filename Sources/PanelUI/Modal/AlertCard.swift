import PanelBase

/// An alert as SwiftUI draws one: a 270-point card with the title and message centred,
/// then the buttons: two side by side (cancel leading), one or more than two stacked
/// (cancel last). A tap on any of them runs its action and dismisses the alert.
struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let buttons: [ModalButton]
    let dismiss: @MainActor () -> Void

    /// The buttons in the order drawn: side by side, cancel first; stacked, cancel last.
    static func arranged(_ buttons: [ModalButton]) -> [ModalButton] {
        guard !buttons.isEmpty else { return [.ok] }
        let cancel = buttons.filter { $0.role == .cancel }, others = buttons.filter { $0.role != .cancel }
        return buttons.count == 2 ? cancel + others : others + cancel
    }

    var body: some View {
        let rows = AlertCard.arranged(buttons)
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .padding(EdgeInsets(top: 20, leading: 16, bottom: 18, trailing: 16))
            Divider()
            if rows.count == 2 {
                HStack(spacing: 0) {
                    rows[0].row(height: 44, font: .body, dismiss: dismiss)
                    Divider()
                    rows[1].row(height: 44, font: .body, dismiss: dismiss)
                }
                .fixedSize(horizontal: false, vertical: true)
            } else {
                VStack(spacing: 0) {
                    ForEach(rows.indices, id: \.self) { index in
                        if index > 0 { Divider() }
                        rows[index].row(height: 44, font: .body, dismiss: dismiss)
                    }
                }
            }
        }
        .frame(width: 270)
        .background(Color.background)
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}
