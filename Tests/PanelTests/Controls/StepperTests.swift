import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct StepperTests {
    struct Owner: View {
        @State var fans: Int
        let step: Int
        var body: some View {
            VStack {
                Stepper("Fans", value: $fans, in: 0...5, step: step).frame(width: 360)
                Text("fans \(fans)")
            }
        }
    }

    private func count(_ host: ViewHost) -> String? { host.visibleTexts.last }

    @Test func listsItsHalvesAsIncrementAndDecrementButtons() throws {
        let host = ViewHost(rootView: Owner(fans: 2, step: 1), width: 400, height: 300)
        host.update()
        let increment = try #require(host.element(labeled: "Increment"))
        let decrement = try #require(host.element(labeled: "Decrement"))
        #expect(increment.kind == .button && decrement.kind == .button)
        #expect(decrement.frame.maxX <= increment.frame.minX)
        #expect(increment.frame.width == Fixed(64) && increment.frame.height == Fixed(44))
        #expect(increment.isEnabled && decrement.isEnabled)
    }

    @Test func tapsStepWithinTheBoundsAndTheEndsStop() throws {
        let host = ViewHost(rootView: Owner(fans: 3, step: 1), width: 400, height: 300)
        host.update()
        host.tap(label: "Increment", at: 0)
        #expect(count(host) == "fans 4")
        host.tap(label: "Increment", at: 1)
        #expect(count(host) == "fans 5")
        // At the upper bound the "+" half is disabled and a tap does nothing.
        #expect(host.element(labeled: "Increment")?.isEnabled == false)
        host.tap(label: "Increment", at: 2)
        #expect(count(host) == "fans 5")
        for second in 3...8 { host.tap(label: "Decrement", at: Double(second)) }
        #expect(count(host) == "fans 0")
        #expect(host.element(labeled: "Decrement")?.isEnabled == false)
        #expect(host.element(labeled: "Increment")?.isEnabled == true)
    }

    @Test func aStepThatWouldPassABoundStopsAtIt() {
        let host = ViewHost(rootView: Owner(fans: 1, step: 2), width: 400, height: 300)
        host.update()
        host.tap(label: "Increment", at: 0)
        #expect(count(host) == "fans 3")
        host.tap(label: "Increment", at: 1)
        #expect(count(host) == "fans 5")
        host.tap(label: "Decrement", at: 2)
        host.tap(label: "Decrement", at: 3)
        host.tap(label: "Decrement", at: 4)
        #expect(count(host) == "fans 0")
    }

    @Test func holdingAHalfRepeatsAfterHalfASecond() throws {
        let host = ViewHost(rootView: Owner(fans: 0, step: 1), width: 400, height: 300)
        host.update()
        let point = try #require(host.element(labeled: "Increment")).activationPoint
        host.touch(.began, point, at: 10)
        host.wait(until: 10.45)
        #expect(count(host) == "fans 0")
        // Steps at 10.5, 10.6 and 10.7; lifting after a repeat adds none.
        host.wait(until: 10.75)
        #expect(count(host) == "fans 3")
        host.touch(.ended, point, at: 10.78)
        #expect(count(host) == "fans 3")
        // Held past the bound, it stops there.
        host.touch(.began, point, at: 20)
        host.wait(until: 22)
        host.touch(.ended, point, at: 22.01)
        #expect(count(host) == "fans 5")
    }

    @Test func actionsRunAndANilActionDisablesItsHalf() throws {
        struct Actions: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Stepper("Channel", onIncrement: { log.append("up") }, onDecrement: nil).frame(width: 360)
                    Text(log.joined(separator: ","))
                }
            }
        }
        let host = ViewHost(rootView: Actions(), width: 400, height: 300)
        host.update()
        host.tap(label: "Increment", at: 0)
        host.tap(label: "Decrement", at: 1)
        host.tap(label: "Increment", at: 2)
        #expect(host.visibleTexts.last == "up,up")
        #expect(host.element(labeled: "Decrement")?.isEnabled == false)
    }

    @Test func reportsEditingWhileAFingerIsDown() throws {
        struct Editing: View {
            @State var value = 0
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Stepper("Level", value: $value, in: 0...9, onEditingChanged: { log.append($0 ? "begin" : "end") })
                        .frame(width: 360)
                    Text(log.joined(separator: ",") + " \(value)")
                }
            }
        }
        let host = ViewHost(rootView: Editing(), width: 400, height: 300)
        host.update()
        let point = try #require(host.element(labeled: "Increment")).activationPoint
        host.touch(.began, point, at: 0)
        #expect(host.visibleTexts.last == "begin 0")
        host.touch(.ended, point, at: 0.1)
        #expect(host.visibleTexts.last == "begin,end 1")
    }
}
