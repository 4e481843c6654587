import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `OutlineGroup` and `List(_:children:)`: elements with children are disclosure groups
/// that a tap opens, leaves are their content, and each group stays open under its
/// element's id while the data changes.
@MainActor
@Suite struct OutlineGroupTests {
    struct Node: Identifiable {
        let name: String
        var children: [Node]?
        var id: String { name }
    }

    static let tree = [
        Node(name: "Photos", children: [Node(name: "beach.jpg"), Node(name: "Albums", children: [Node(name: "cat.jpg")])]),
        Node(name: "Empty", children: []),
        Node(name: "notes.txt"),
    ]


    struct Outline: View {
        @State var roots = OutlineGroupTests.tree
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Add") { roots.insert(Node(name: "Music", children: [Node(name: "song.mp3")]), at: 0) }
                OutlineGroup(roots, children: \.children) { node in Text(node.name) }
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func onlyTheTopLevelShowsAtFirstAndATapOpensAGroup() {
        let host = ViewHost(rootView: Outline(), width: 320, height: 400)
        host.update()
        #expect(host.drawnRuns.filter { !$0.usesSymbolFont }.map(\.string) == ["Add", "Photos", "Empty", "notes.txt"])
        host.tap(label: "Photos", at: 1)
        host.wait(until: 3)
        #expect(host.drawnStrings.contains("beach.jpg") && host.drawnStrings.contains("Albums"))
        #expect(!host.drawnStrings.contains("cat.jpg"))
        // A child is indented under its group and placed before the next top-level row.
        let photos = host.frames(ofText: "Photos")[0], beach = host.frames(ofText: "beach.jpg")[0]
        #expect(beach.minX > photos.minX && beach.minY > photos.maxY)
        #expect(host.frames(ofText: "Empty")[0].minY > host.frames(ofText: "Albums")[0].maxY)
        host.tap(label: "Albums", at: 4)
        host.wait(until: 6)
        #expect(host.drawnStrings.contains("cat.jpg"))
        host.tap(label: "Photos", at: 7)
        host.wait(until: 9)
        #expect(!host.drawnStrings.contains("beach.jpg") && !host.drawnStrings.contains("cat.jpg"))
    }

    @Test func leavesAreNotButtonsButEmptyGroupsAre() {
        let host = ViewHost(rootView: Outline(), width: 320, height: 400)
        host.update()
        let labels = host.interactiveElements().map(\.label)
        #expect(labels.contains("Photos") && labels.contains("Empty"))
        #expect(!labels.contains("notes.txt"))
    }

    @Test func openGroupsStayOpenWhenTheDataChanges() {
        let host = ViewHost(rootView: Outline(), width: 320, height: 500)
        host.update()
        host.tap(label: "Photos", at: 1)
        host.wait(until: 3)
        host.tap(label: "Albums", at: 4)
        host.wait(until: 6)
        #expect(host.drawnStrings.contains("cat.jpg"))
        // A new element before them moves the rows but not whether they are open.
        host.tap(label: "Add", at: 7)
        host.wait(until: 9)
        #expect(host.drawnStrings.contains("Music") && !host.drawnStrings.contains("song.mp3"))
        #expect(host.drawnStrings.contains("beach.jpg") && host.drawnStrings.contains("cat.jpg"))
    }

    struct OutlineList: View {
        var body: some View {
            List(OutlineGroupTests.tree, children: \.children) { node in Text(node.name) }
        }
    }

    @Test func aHierarchicalListMakesARowPerTopLevelElement() {
        let host = ViewHost(rootView: OutlineList(), width: 320, height: 400)
        host.update()
        let rows = host.frames(ofText: "Photos") + host.frames(ofText: "Empty") + host.frames(ofText: "notes.txt")
        #expect(rows.count == 3)
        #expect(rows[0].maxY <= rows[1].minY && rows[1].maxY <= rows[2].minY)
        host.tap(label: "Photos", at: 1)
        host.wait(until: 3)
        let beach = host.frames(ofText: "beach.jpg")
        #expect(beach.count == 1 && beach[0].minY > rows[0].maxY && beach[0].maxY < host.frames(ofText: "Empty")[0].minY)
    }

    @Test func aSingleRootShowsItselfAsTheGroup() {
        let root = Node(name: "Home", children: OutlineGroupTests.tree)
        let host = ViewHost(rootView: VStack { OutlineGroup(root, children: \.children) { Text($0.name) } }, width: 320, height: 400)
        host.update()
        #expect(host.drawnStrings.contains("Home") && !host.drawnStrings.contains("Photos"))
        host.tap(label: "Home", at: 1)
        host.wait(until: 3)
        #expect(host.drawnStrings.contains("Photos") && host.drawnStrings.contains("notes.txt"))
    }
}
