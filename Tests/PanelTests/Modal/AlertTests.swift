import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
@Suite struct AlertTests {
    /// Opens the alert with the screen's own button and lets it finish appearing.
    func openAlert(_ host: ViewHost) {
        host.update()
        host.tap(label: "Open", at: 0)
        host.wait(until: 1)
    }

    @Test func presentingThroughTheBindingShowsTheAlertWithItsButtons() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log), width: 480, height: 360)
        host.update()
        #expect(!host.visibleTexts.contains("Delete the recipe?"))
        openAlert(host)
        for text in ["Delete the recipe?", "It cannot be restored.", "Delete", "Cancel"] {
            #expect(host.visibleTexts.contains(text), "\(text)")
        }
        // Two buttons side by side under the message, cancel leading, in a centred card.
        let cancel = try #require(host.element(labeled: "Cancel")), delete = try #require(host.element(labeled: "Delete"))
        #expect(cancel.frame.minY == delete.frame.minY)
        #expect(cancel.frame.maxX <= delete.frame.minX)
        #expect(abs((cancel.frame.minX + delete.frame.maxX).doubleValue - 480) <= 1)
        let title = try #require(host.frames(ofText: "Delete the recipe?").first)
        #expect(title.maxY < cancel.frame.minY)
    }

    @Test func eachButtonRunsItsActionAndDismisses() throws {
        for (label, entry) in [("Delete", "delete"), ("Cancel", "cancel")] {
            let log = ModalLog()
            let host = ViewHost(rootView: AlertScreen(log: log), width: 480, height: 360)
            openAlert(host)
            host.tap(label: label, at: 2)
            #expect(log.entries == [entry])
            host.wait(until: 4)
            #expect(!host.visibleTexts.contains("Delete the recipe?"))
            #expect(host.element(labeled: label) == nil)
            // Presented again, it comes back.
            host.tap(label: "Open", at: 5)
            host.wait(until: 6)
            #expect(host.visibleTexts.contains("Delete the recipe?"))
        }
    }

    @Test func nothingBeneathAnAlertCanBePressedWhileItIsShown() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        let beneath = try #require(host.element(labeled: "Beneath"))
        host.tap(beneath.activationPoint, at: 1)
        // The backdrop takes the touch and does nothing: the alert stays.
        host.tap(FixedPoint(x: Fixed(5), y: Fixed(350)), at: 2)
        host.wait(until: 4)
        #expect(log.entries.isEmpty)
        #expect(host.visibleTexts.contains("Delete the recipe?"))
        host.tap(label: "Cancel", at: 5)
        host.wait(until: 6)
        host.tap(beneath.activationPoint, at: 7)
        #expect(log.entries == ["cancel", "beneath"])
    }

    @Test func moreThanTwoButtonsAreStackedWithCancelLast() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log, buttonCount: 3, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        let frames = try ["Archive", "Delete", "Cancel"].map { try #require(host.element(labeled: $0)).frame }
        #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
        #expect(frames.allSatisfy { $0.minX == frames[0].minX && $0.width == frames[0].width })
    }

    @Test func anAlertWithoutButtonsShowsOK() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log, buttonCount: 0, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        host.tap(label: "OK", at: 1)
        host.wait(until: 3)
        #expect(!host.visibleTexts.contains("Delete the recipe?"))
    }

    @Test func theAlertFadesInAndOutInAFixedTime() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log), width: 480, height: 360)
        host.update()
        host.tap(label: "Open", at: 0)
        func opacities() -> [UInt8] { host.groupEffects.map(\.opacity) }
        host.update(at: MonotonicTime(seconds: 0.05))
        // Shown hidden first, then moving.
        host.update(at: MonotonicTime(seconds: 0.15))
        let midway = opacities()
        #expect(midway.contains { $0 > 0 && $0 < 255 })
        host.update(at: MonotonicTime(seconds: 0.5))
        #expect(!host.isAnimating)
        host.tap(label: "Cancel", at: 1)
        host.update(at: MonotonicTime(seconds: 1.15))
        #expect(host.isAnimating)
        #expect(host.visibleTexts.contains("Delete the recipe?"))
        host.update(at: MonotonicTime(seconds: 1.6))
        #expect(!host.visibleTexts.contains("Delete the recipe?"))
        #expect(!host.needsUpdate)
    }

    @Test func thePresentingVariantMakesTheAlertFromItsData() throws {
        struct Screen: View {
            @State var shown = true
            let file: String?
            var body: some View {
                Color.clear.alert("Remove", isPresented: $shown, presenting: file) { file in
                    Button("Remove \(file)", role: .destructive) {}
                } message: { file in
                    Text("\(file) will be gone.")
                }
            }
        }
        let host = ViewHost(rootView: Screen(file: "log.txt"), width: 400, height: 300)
        host.wait(until: 1)
        #expect(host.visibleTexts.contains("Remove log.txt"))
        #expect(host.visibleTexts.contains("log.txt will be gone."))
        let none = ViewHost(rootView: Screen(file: nil), width: 400, height: 300)
        none.wait(until: 1)
        #expect(!none.visibleTexts.contains("Remove"))
    }

    @Test func anAlertIsDrawnAboveViewsDrawnAfterTheOneItIsAttachedTo() throws {
        struct Screen: View {
            @State var shown = true
            let log: ModalLog
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 10, height: 10)
                        .alert("Door open", isPresented: $shown) { Button("Close", role: .cancel) { log.entries.append("close") } }
                    Color.green
                }
            }
        }
        let log = ModalLog()
        let host = ViewHost(rootView: Screen(log: log), width: 400, height: 300)
        host.update()
        host.wait(until: 1)
        let green = try #require(host.displayList.entries.firstIndex {
            if case .fill(_, _, let color) = $0.item { return color == Color.green.pixelColor } else { return false }
        })
        let title = try #require(host.displayList.entries.firstIndex {
            if case .text(let run) = $0.item { return run.string == "Door open" } else { return false }
        })
        #expect(green < title)
        host.tap(label: "Close", at: 2)
        #expect(log.entries == ["close"])
    }

    @Test func aTouchAlreadyDownBeneathANewAlertPressesNothingWhenItLifts() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: AlertScreen(log: log), width: 480, height: 360)
        host.update()
        let beneath = try #require(host.element(labeled: "Beneath"))
        let open = try #require(host.element(labeled: "Open"))
        // One finger rests on "Beneath" while another opens the alert.
        host.touch(.began, beneath.activationPoint, at: 0, pointer: 1)
        host.tap(open.activationPoint, at: 0.1)
        host.wait(until: 1)
        host.touch(.ended, beneath.activationPoint, at: 1.1, pointer: 1)
        #expect(log.entries.isEmpty)
        #expect(host.visibleTexts.contains("Delete the recipe?"))
    }
}
