import Testing
import Panel
import SwiftUI

/// A triangle pointing up, written as for Apple's SwiftUI.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A red square clipped to a triangle, which alone takes taps.
private struct ClippedTile: View {
    @State var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 100, height: 100)
                .clipShape(Triangle())
                .contentShape(Triangle())
                .onTapGesture { taps += 1 }
            Text("taps \(taps)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `.clipShape` and `.contentShape` with a custom shape: what is drawn and what takes
/// touches follow its path, not its frame.
@MainActor
@Suite struct CustomShapeClipTests {
    @Test func aCustomShapeClipsTheDrawingAndTheTouchesToItsPath() {
        let host = ViewHost(rootView: ClippedTile(), width: 200, height: 200)
        host.update()
        let surface = Surface(width: 200, height: 200)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        // Inside the triangle: red. The square's top corners are outside it: background.
        #expect(surface[50, 80] == Color.red.pixelColor)
        #expect(surface[5, 5] == PixelColor(red: 255, green: 255, blue: 255))
        #expect(surface[95, 5] == PixelColor(red: 255, green: 255, blue: 255))
        func tap(_ x: Double, _ y: Double, at seconds: Double) {
            let point = FixedPoint(x: Fixed(x), y: Fixed(y))
            host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
            host.update()
        }
        tap(5, 5, at: 1)     // a corner of the frame, outside the triangle
        #expect(host.visibleTexts.contains("taps 0"))
        tap(50, 80, at: 2)   // inside
        #expect(host.visibleTexts.contains("taps 1"))
    }
}
