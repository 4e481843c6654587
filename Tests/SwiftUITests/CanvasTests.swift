import Foundation
import Testing
import SwiftUI
@testable import PanelUI

/// `Canvas` written as for Apple's SwiftUI: a spinner drawn from `@State`, and a sweep that
/// animates inside `TimelineView(.animation)`.
@MainActor
@Suite struct CanvasTests {
    struct Spinner: View {
        @State private var turns = 0.0
        var body: some View {
            Canvas { context, size in
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.rotate(by: .degrees(turns * 360))
                context.stroke(Path { p in
                    p.move(to: .zero)
                    p.addLine(to: CGPoint(x: 40, y: 0))
                }, with: .color(.blue), style: StrokeStyle(lineWidth: 4, lineCap: .round))
            }
            .frame(width: 100, height: 100)
            .onTapGesture { turns += 0.25 }
        }
    }

    struct Sweep: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) { context, size in
                    let seconds = timeline.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 10)
                    context.fill(Path(CGRect(x: 0, y: 0, width: seconds * 10, height: size.height)),
                                 with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                       endPoint: CGPoint(x: size.width, y: 0)))
                } symbols: {
                    Text("unused").tag(1)
                }
            }
            .frame(width: 100, height: 20)
        }
    }

    private func lineEnd(_ host: ViewHost) -> CGPoint? {
        for entry in host.displayList.entries {
            if case .path(let item) = entry.item, case .line(let end) = item.geometry.elements.last {
                return CGPoint(x: end.x.doubleValue, y: end.y.doubleValue)
            }
        }
        return nil
    }

    @Test func aStateChangeDrawsTheCanvasAgain() {
        let host = ViewHost(rootView: Spinner(), width: 100, height: 100)
        host.update()
        #expect(lineEnd(host) == CGPoint(x: 90, y: 50))
        let centre = FixedPoint(x: Fixed(50), y: Fixed(50))
        host.send(PointerEvent(pointer: 0, phase: .began, location: centre, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: centre, timestamp: MonotonicTime(seconds: 1)))
        host.update()
        // A quarter turn, clockwise on screen: the line points down.
        #expect(lineEnd(host) == CGPoint(x: 50, y: 90))
    }

    @Test func aCanvasInAnAnimationTimelineMovesEveryFrame() {
        let host = ViewHost(rootView: Sweep(), width: 100, height: 20)
        host.wallClock = WallClock(showing: 1_000_000_000_000_000_000, at: MonotonicTime(seconds: 10))
        host.advance(to: MonotonicTime(seconds: 10))
        host.update(at: MonotonicTime(seconds: 10))
        func width() -> Double? {
            for entry in host.displayList.entries {
                if case .path(let item) = entry.item { return item.geometry.controlBounds.width.doubleValue }
            }
            return nil
        }
        let first = width()
        #expect(host.nextDeadline != nil)
        host.advance(to: MonotonicTime(seconds: 10.5))
        #expect(host.needsUpdate)
        let frame = host.update(at: MonotonicTime(seconds: 10.5))
        let second = width()
        #expect(first != nil && second != nil && second! > first!)
        #expect(!frame.damage.isEmpty)
    }
}
