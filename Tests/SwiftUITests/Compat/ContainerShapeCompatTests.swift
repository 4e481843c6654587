import Foundation
import Testing
import Panel
import SwiftUI

// Container shapes, uneven corners, type-erased shapes and affine transforms as apps use them.

struct WidgetTile: View {
    var cornerRadius: CGFloat? = 24
    var body: some View {
        let tile = ZStack {
            ContainerRelativeShape()
                .fill(Color.orange)
                .padding(8)
        }
        .frame(width: 100, height: 100)
        .background(Color.gray)
        if let cornerRadius {
            tile.containerShape(RoundedRectangle(cornerRadius: cornerRadius))
        } else {
            tile
        }
    }
}

struct ChatBubbleRow: View {
    var body: some View {
        VStack(spacing: 10) {
            UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 0, bottomTrailingRadius: 30,
                                   topTrailingRadius: 0, style: .continuous)
                .fill(Color.blue)
                .frame(width: 100, height: 60)
            Color.green
                .frame(width: 100, height: 60)
                .clipShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 0, bottomLeading: 0,
                                                                                    bottomTrailing: 0, topTrailing: 30)))
            Color.red
                .frame(width: 100, height: 60)
                .clipShape(.rect(topLeadingRadius: 0, bottomLeadingRadius: 30, bottomTrailingRadius: 0, topTrailingRadius: 0))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct ShapeToggle: View {
    @State private var isCircle = false
    var shape: AnyShape {
        isCircle ? AnyShape(Circle()) : AnyShape(Rectangle())
    }
    var body: some View {
        Color.purple
            .frame(width: 100, height: 100)
            .clipShape(shape)
            .onTapGesture { isCircle.toggle() }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A map pin that counts taps that land on its star, not on the rest of its frame.
struct StarButton: View {
    @State private var hits = 0
    @State private var misses = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            GeometryReader { geometry in
                let star = Star().path(in: CGRect(origin: .zero, size: geometry.size))
                star.fill(Color.yellow)
                    .contentShape(Rectangle())
                    .onTapGesture { location in
                        if star.contains(location) { hits += 1 } else { misses += 1 }
                    }
            }
            .frame(width: 100, height: 100)
            Text("\(hits) hits, \(misses) misses")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

@MainActor
@Suite struct ContainerShapeCompatTests {
    @Test func containerRelativeShapesAreConcentricWithTheirContainer() {
        let screen = CompatScreen(WidgetTile(), width: 100, height: 100)
        #expect(screen.pixel(50, 50, is: .orange))
        #expect(screen.pixel(4, 50, is: .gray))
        // Eight in from a 24-point corner, the inner corner is 16: (14, 14) is inside it,
        // where a 24-point corner would leave it out.
        #expect(screen.pixel(14, 14, is: .orange))
        #expect(screen.pixel(10, 10, is: .gray))
        let square = CompatScreen(WidgetTile(cornerRadius: nil), width: 100, height: 100)
        // No container shape: a rectangle.
        #expect(square.pixel(9, 9, is: .orange))
        let relative = ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(relative.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func unevenCornersRoundOnlyTheCornersGiven() {
        let screen = CompatScreen(ChatBubbleRow(), width: 100, height: 200)
        // Top leading and bottom trailing round; the other two are square.
        #expect(screen.isBlank(2, 2))
        #expect(screen.pixel(98, 2, is: .blue))
        #expect(screen.pixel(2, 58, is: .blue))
        #expect(screen.isBlank(98, 58))
        #expect(screen.pixel(50, 30, is: .blue))
        // The clipped green tile: only its top trailing corner.
        #expect(screen.isBlank(98, 72))
        #expect(screen.pixel(2, 72, is: .green))
        #expect(screen.pixel(98, 128, is: .green))
        // The red one, `.rect(…)`: its bottom leading corner.
        #expect(screen.isBlank(2, 198))
        #expect(screen.pixel(98, 198, is: .red))
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(UnevenRoundedRectangle(cornerRadii: radii).cornerRadii == radii)
        let path = UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 30)
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
    }

    @Test func anyShapeSwitchesTheClip() {
        let screen = CompatScreen(ShapeToggle(), width: 100, height: 100)
        #expect(screen.pixel(2, 2, is: .purple))
        screen.tap(50, 50)
        #expect(screen.isBlank(2, 2))
        #expect(screen.pixel(50, 50, is: .purple))
        let any = AnyShape(Capsule()).path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!any.contains(CGPoint(x: 1, y: 1)))
        #expect(any.contains(CGPoint(x: 50, y: 1)))
    }

    @Test func tapsAreTestedAgainstThePath() {
        let screen = CompatScreen(StarButton(), width: 200, height: 160)
        screen.tap(50, 55)
        #expect(screen.host.visibleTexts.contains("1 hits, 0 misses"))
        screen.tap(3, 3)
        #expect(screen.host.visibleTexts.contains("1 hits, 1 misses"))
        screen.tap(95, 95)
        #expect(screen.host.visibleTexts.contains("1 hits, 2 misses"))
        screen.tap(50, 8)
        #expect(screen.host.visibleTexts.contains("2 hits, 2 misses"))
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let transform = CGAffineTransform(translationX: 50, y: 50).rotated(by: .pi / 2).scaledBy(x: 2, y: 2)
        // Scaled first, then turned, then moved.
        #expect(near(CGPoint(x: 10, y: 0).applying(transform), CGPoint(x: 50, y: 70)))
        #expect(near(CGPoint(x: 50, y: 70).applying(transform.inverted()), CGPoint(x: 10, y: 0)))
        let concatenated = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(concatenated) == CGPoint(x: 7, y: 2))
        #expect(concatenated.a == 2 && concatenated.d == 2 && concatenated.tx == 5 && concatenated.ty == 0)
        #expect(CGAffineTransform.identity.isIdentity && !concatenated.isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0) == .identity)
        let translated = CGAffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 3, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(translated) == CGPoint(x: 13, y: 21))
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(box.minX + 20) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 6, height: -4))
    }

    @Test func pathsMoveWithTransforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = square.applying(CGAffineTransform(translationX: 20, y: 5))
        #expect(moved.boundingRect == CGRect(x: 20, y: 5, width: 10, height: 10))
        #expect(square.offsetBy(dx: -5, dy: 0).boundingRect.minX == -5)
        var two = Path()
        two.addPath(square)
        two.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
        #expect(two.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(two.contains(CGPoint(x: 30, y: 15)))
        #expect(!two.contains(CGPoint(x: 15, y: 5)))
        var rotated = Path()
        rotated.addRect(CGRect(x: -10, y: -10, width: 20, height: 20), transform: CGAffineTransform(rotationAngle: .pi / 4))
        #expect(rotated.contains(CGPoint(x: 0, y: 13)))
        #expect(!rotated.contains(CGPoint(x: 9, y: 9)))
        let screen = CompatScreen(
            Path { path in
                path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)])
                path.closeSubpath()
            }
            .applying(CGAffineTransform(translationX: 30, y: 10))
            .fill(Color.red),
            width: 100, height: 60)
        #expect(screen.pixel(35, 15, is: .red))
        #expect(screen.isBlank(15, 15))
        #expect(screen.isBlank(65, 45))
    }
}
