import PanelBase

/// A confirmation dialog as SwiftUI draws one on a phone: an action sheet at the bottom,
/// its buttons stacked in a rounded card (under the title and message when shown), and
/// the cancel button alone in a card below. Without a cancel button it gets one.
struct ConfirmationDialogCard: View {
    let title: Text
    let showsTitle: Bool
    let message: AnyView?
    let buttons: [ModalButton]
    let dismiss: @MainActor () -> Void

    var body: some View {
        let actions = buttons.filter { $0.role != .cancel }
        let cancel = buttons.first { $0.role == .cancel }
            ?? ModalButton(label: AnyView(Text("Cancel")), role: .cancel, action: {})
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if showsTitle || message != nil {
                    VStack(spacing: 4) {
                        if showsTitle { title.font(.footnote).fontWeight(.semibold) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
                    .padding(14)
                    Divider()
                }
                ForEach(actions.indices, id: \.self) { index in
                    if index > 0 { Divider() }
                    actions[index].row(height: 56, font: .title3, dismiss: dismiss)
                }
            }
            .background(Color.background)
            .clipShape(RoundedRectangle(cornerRadius: 13))
            cancel.row(height: 56, font: .title3, dismiss: dismiss)
                .background(Color.background)
                .clipShape(RoundedRectangle(cornerRadius: 13))
        }
        .frame(maxWidth: 500)
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
