import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private final class RoomName { var text = "" }

@MainActor
private struct RenameSheet: View {
    let room: RoomName
    @State private var presented = true

    var body: some View {
        Text("Rooms")
            .sheet(isPresented: $presented) {
                VStack {
                    TextField("New name", text: Binding(get: { room.text }, set: { room.text = $0 }))
                        .textFieldStyle(.roundedBorder)
                    Spacer()
                }
                .padding()
            }
    }
}

/// The keyboard is drawn over the modal layers, and types into a field of a sheet.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct KeyboardOverSheetTests {
    @Test func aSheetsFieldIsTypedIntoFromAboveIt() throws {
        let room = RoomName()
        let host = ViewHost(rootView: RenameSheet(room: room), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "New name")
        #expect(host.showsOnScreenKeyboard)
        let root = host.graph.root
        let layer = try #require(root.keyboardLayer)
        let modal = try #require(root.modalLayer)
        // Drawn (and touched) after the sheet.
        let order = root.children.map { ObjectIdentifier($0) }
        #expect(try #require(order.firstIndex(of: ObjectIdentifier(layer))) > (try #require(order.firstIndex(of: ObjectIdentifier(modal)))))
        finger.type("Attic")
        #expect(room.text == "Attic")
    }
}
