import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

@MainActor
@Suite struct SheetTests {
    @Test func aSheetSlidesUpLeavingAMarginAndClosesThroughDismiss() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: SheetScreen(log: log), width: 480, height: 360)
        host.update()
        host.tap(label: "Open", at: 0)
        let surface = Surface(width: 480, height: 360)
        let white = PixelColor(red: 255, green: 255, blue: 255)
        func pageColorAt(_ y: Int) -> PixelColor {
            DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [surface.bounds])
            return surface[5, y]
        }
        host.update(at: MonotonicTime(seconds: 0.15))
        // On its way up: the page's top is still below the middle of the screen.
        #expect(pageColorAt(120) != white)
        #expect(pageColorAt(350) == white)
        host.wait(until: 1)
        #expect(pageColorAt(40) == white)
        #expect(pageColorAt(10) != white)
        // The page: the screen below the top margin.
        #expect(host.fills(of: .white).contains { $0.minY == Fixed(24) && $0.width == Fixed(480) && $0.maxY >= Fixed(360) })
        #expect(log.entries.isEmpty)
        host.tap(label: "Done", at: 2)
        // onDismiss runs after the update that dismissed the sheet.
        #expect(log.entries == ["done", "onDismiss"])
        host.wait(until: 4)
        #expect(!host.visibleTexts.contains("Settings"))
    }

    @Test func nothingBeneathASheetCanBePressedWhileItIsShown() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: SheetScreen(log: log, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        let beneath = try #require(host.element(labeled: "Beneath"))
        host.tap(beneath.activationPoint, at: 1)
        // The strip of backdrop at the top does not close it either.
        host.tap(FixedPoint(x: Fixed(240), y: Fixed(5)), at: 2)
        host.wait(until: 4)
        #expect(log.entries.isEmpty)
        #expect(host.visibleTexts.contains("Settings"))
        host.tap(label: "Done", at: 5)
        host.wait(until: 7)
        host.tap(beneath.activationPoint, at: 8)
        #expect(log.entries == ["done", "onDismiss", "beneath"])
    }

    @Test func anItemSheetShowsItsItemAndClearsItOnDismiss() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: ItemSheetScreen(log: log), width: 480, height: 360)
        host.update()
        #expect(!host.visibleTexts.contains("Tomato soup"))
        host.tap(label: "Open", at: 0)
        host.wait(until: 1)
        #expect(host.visibleTexts.contains("Tomato soup"))
        host.tap(label: "Done", at: 2)
        host.wait(until: 4)
        #expect(!host.visibleTexts.contains("Tomato soup"))
        #expect(log.entries == ["done", "onDismiss"])
    }

    @Test func aFullScreenCoverCoversEverything() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: SheetScreen(log: log, fullScreen: true), width: 480, height: 360)
        host.update()
        host.tap(label: "Open", at: 0)
        host.wait(until: 1)
        let surface = Surface(width: 480, height: 360)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [surface.bounds])
        // The red screen beneath shows nowhere: every corner and the middle are the page's.
        for (x, y) in [(0, 0), (479, 0), (0, 359), (479, 359), (240, 300)] {
            #expect(surface[x, y] == PixelColor(red: 255, green: 255, blue: 255), "\(x),\(y)")
        }
        let beneath = try #require(host.element(labeled: "Beneath"))
        host.tap(beneath.activationPoint, at: 2)
        host.tap(label: "Done", at: 3)
        host.wait(until: 5)
        #expect(log.entries == ["done"])
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [surface.bounds])
        #expect(surface[0, 359] == Color.red.pixelColor)
    }

    @Test func aSheetKeepsItsStateAndFollowsTheScreenThatPresentedIt() throws {
        struct Counter: View {
            @Binding var total: Int
            @State private var own = 0
            var body: some View {
                VStack {
                    Text("own \(own) total \(total)")
                    Button("Add") { own += 1; total += 10 }
                }
            }
        }
        struct Screen: View {
            @State var shown = true
            @State var total = 0
            var body: some View {
                Text("total \(total)").sheet(isPresented: $shown) { Counter(total: $total) }
            }
        }
        let host = ViewHost(rootView: Screen(), width: 400, height: 300)
        host.update()
        host.wait(until: 1)
        host.tap(label: "Add", at: 2)
        host.tap(label: "Add", at: 3)
        #expect(host.visibleTexts.contains("own 2 total 20"))
        #expect(host.visibleTexts.contains("total 20"))
    }

    @Test func anAlertFromASheetTakesTheTouchesAboveIt() throws {
        struct Content: View {
            let log: ModalLog
            @State private var asking = false
            var body: some View {
                Button("Ask") { asking = true }
                    .frame(maxHeight: .infinity, alignment: .top)
                    .alert("Sure?", isPresented: $asking) { Button("Yes") { log.entries.append("yes") } }
            }
        }
        struct Screen: View {
            let log: ModalLog
            @State var shown = true
            var body: some View { Color.clear.sheet(isPresented: $shown) { Content(log: log) } }
        }
        let log = ModalLog()
        let host = ViewHost(rootView: Screen(log: log), width: 400, height: 300)
        host.update()
        host.wait(until: 1)
        let ask = try #require(host.element(labeled: "Ask"))
        host.tap(ask.activationPoint, at: 2)
        host.wait(until: 3)
        let yes = try #require(host.element(labeled: "Yes"))
        // The sheet's button beneath the alert cannot be pressed again; the alert's can.
        #expect(!yes.frame.contains(ask.activationPoint))
        host.tap(ask.activationPoint, at: 4)
        host.tap(yes.activationPoint, at: 5)
        host.wait(until: 7)
        #expect(log.entries == ["yes"])
        #expect(!host.visibleTexts.contains("Sure?"))
        #expect(host.visibleTexts.contains("Ask"))
    }
}
