import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@Observable
private final class ReadingPlace {
    var lineID: Int?
}

/// A log whose reading place is bound, as written for SwiftUI.
@MainActor
private struct BoundLog: View {
    let log: EventLog
    @Bindable var place: ReadingPlace

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(log.lines) { line in
                    Text(line.text).frame(maxWidth: .infinity, minHeight: 40)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $place.lineID)
    }
}

/// Hands the test the scene's position binding.
@MainActor
private final class PositionHandle {
    var binding: Binding<Int?>?
}

/// The same log with its reading place in `@State`, set by the kiosk's own buttons.
@MainActor
private struct StateBoundLog: View {
    let log: EventLog
    let handle: PositionHandle
    @State private var lineID: Int?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(log.lines) { line in
                    Text(line.text).frame(maxWidth: .infinity, minHeight: 40)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $lineID)
        .onAppear { handle.binding = $lineID }
    }
}

@MainActor
@Suite struct ScrollPositionTests {
    /// The first line whose bottom is below the viewport's top.
    private func firstLineInView(_ host: ViewHost, count: Int) -> Int? {
        (0..<count).first { host.frame(ofElement: $0).map { $0.maxY > Fixed(0) } ?? false }
    }

    @Test func scrollingWritesTheFirstLineInView() {
        let log = EventLog(count: 50)
        let place = ReadingPlace()
        let host = ViewHost(rootView: BoundLog(log: log, place: place), width: 200, height: 400)
        host.update()
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -250, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: 1.5, to: 2.5)
        let first = firstLineInView(host, count: 50)
        #expect(first.map { $0 >= 5 } == true)
        #expect(place.lineID == first)
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -130, steps: 10, interval: 0.02, at: 3, hold: 0.2)
        host.frames(from: 3.5, to: 4.5)
        let next = firstLineInView(host, count: 50)
        #expect(next != first)
        #expect(place.lineID == next)
    }

    @Test func settingTheBindingScrollsThere() throws {
        let log = EventLog(count: 50)
        let handle = PositionHandle()
        let host = ViewHost(rootView: StateBoundLog(log: log, handle: handle), width: 200, height: 400)
        host.update()
        let binding = try #require(handle.binding)
        binding.wrappedValue = 30
        host.update()
        #expect(host.frame(ofElement: 30)?.minY == Fixed(0))
        #expect(binding.wrappedValue == 30)
        binding.wrappedValue = 4
        host.update()
        #expect(host.frame(ofElement: 4)?.minY == Fixed(0))
        host.update()
        #expect(binding.wrappedValue == 4)
        // Scrolled by a finger, the binding follows.
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -130, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: 1.5, to: 2.5)
        #expect(binding.wrappedValue == firstLineInView(host, count: 50))
        #expect(binding.wrappedValue.map { $0 > 4 } == true)
        #expect(!host.needsUpdate)
    }

    @Test func aPositionSetBeforeTheFirstLayoutIsShownFirst() {
        let log = EventLog(count: 50)
        let place = ReadingPlace()
        place.lineID = 20
        let host = ViewHost(rootView: BoundLog(log: log, place: place), width: 200, height: 400)
        host.update()
        #expect(host.frame(ofElement: 20)?.minY == Fixed(0))
    }
}
