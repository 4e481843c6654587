@testable import PanelBase
@testable import PanelUI

/// What the views of the modal tests did, in order.
@MainActor
final class ModalLog {
    var entries: [String] = []
}

/// Two buttons at the top of the screen, one opening the presentation: the other stands
/// for the screen beneath it.
@MainActor
struct ScreenBeneath: View {
    let log: ModalLog
    let open: () -> Void
    var body: some View {
        VStack(spacing: 10) {
            Button("Open") { open() }
            Button("Beneath") { log.entries.append("beneath") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 10)
    }
}

@MainActor
struct AlertScreen: View {
    let log: ModalLog
    var buttonCount = 2
    @State var isPresented = false
    init(log: ModalLog, buttonCount: Int = 2, presented: Bool = false) {
        self.log = log
        self.buttonCount = buttonCount
        _isPresented = State(initialValue: presented)
    }
    var body: some View {
        ScreenBeneath(log: log) { isPresented = true }
            .alert("Delete the recipe?", isPresented: $isPresented) {
                if buttonCount >= 3 { Button("Archive") { log.entries.append("archive") } }
                if buttonCount >= 2 { Button("Delete", role: .destructive) { log.entries.append("delete") } }
                if buttonCount >= 1 { Button("Cancel", role: .cancel) { log.entries.append("cancel") } }
            } message: {
                Text("It cannot be restored.")
            }
    }
}

@MainActor
struct DialogScreen: View {
    let log: ModalLog
    let titleVisibility: Visibility
    @State var isPresented = false
    init(log: ModalLog, titleVisibility: Visibility = .automatic, presented: Bool = false) {
        self.log = log
        self.titleVisibility = titleVisibility
        _isPresented = State(initialValue: presented)
    }
    var body: some View {
        ScreenBeneath(log: log) { isPresented = true }
            .confirmationDialog("Empty the tank?", isPresented: $isPresented, titleVisibility: titleVisibility) {
                Button("Drain") { log.entries.append("drain") }
                Button("Drain and rinse", role: .destructive) { log.entries.append("rinse") }
            }
    }
}

/// A sheet's content: closes itself through the environment.
@MainActor
struct SheetContent: View {
    let text: String
    let log: ModalLog
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 12) {
            Text(text)
            Button("Done") {
                log.entries.append("done")
                dismiss()
            }
        }
        .interactiveDismissDisabled()
    }
}

@MainActor
struct SheetScreen: View {
    let log: ModalLog
    var fullScreen = false
    @State var isPresented = false
    init(log: ModalLog, fullScreen: Bool = false, presented: Bool = false) {
        self.log = log
        self.fullScreen = fullScreen
        _isPresented = State(initialValue: presented)
    }
    var body: some View {
        if fullScreen {
            ScreenBeneath(log: log) { isPresented = true }
                .background(Color.red)
                .fullScreenCover(isPresented: $isPresented) { SheetContent(text: "Cover", log: log) }
        } else {
            ScreenBeneath(log: log) { isPresented = true }
                .sheet(isPresented: $isPresented, onDismiss: { log.entries.append("onDismiss") }) {
                    SheetContent(text: "Settings", log: log)
                }
        }
    }
}

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

@MainActor
struct ItemSheetScreen: View {
    let log: ModalLog
    @State var recipe: Recipe?
    var body: some View {
        ScreenBeneath(log: log) { recipe = Recipe(id: 7, name: "Tomato soup") }
            .sheet(item: $recipe, onDismiss: { log.entries.append("onDismiss") }) { recipe in
                SheetContent(text: recipe.name, log: log)
            }
    }
}
