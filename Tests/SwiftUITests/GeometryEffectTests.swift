import Foundation
import Testing
import SwiftUI
@testable import PanelUI

/// Geometry effects written as for Apple's SwiftUI: a shake driven by its animatable data
/// (the well-known `ShakeEffect`), a skew, a card flipped about y, and a dial rotated by a
/// drag, drawn and touched by Panel.
@MainActor
@Suite struct GeometryEffectTests {
    struct ShakeEffect: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    struct SkewEffect: GeometryEffect {
        var skew: CGFloat
        var animatableData: CGFloat {
            get { skew }
            set { skew = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            var transform = ProjectionTransform()
            transform.m21 = skew
            transform.m31 = -skew * size.height / 2
            return transform
        }
    }

    struct PasswordField: View {
        @State private var attempts = 0
        var body: some View {
            Color.blue
                .frame(width: 100, height: 40)
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
                .onTapGesture { withAnimation(.linear(duration: 1)) { attempts += 1 } }
        }
    }

    struct FlipCard: View {
        @State private var flipped = false
        var body: some View {
            RoundedRectangle(cornerRadius: 8)
                .fill(flipped ? Color.green : Color.orange)
                .frame(width: 80, height: 120)
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { flipped.toggle() } }
        }
    }

    struct Dial: View {
        @State private var angle = Angle.zero
        var body: some View {
            Capsule()
                .fill(Color.red)
                .frame(width: 120, height: 20)
                .rotationEffect(angle)
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                    angle = .radians(atan2(value.location.y - 100, value.location.x - 100))
                })
        }
    }

    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view, width: 200, height: 200)
        host.update()
        return host
    }

    private func tap(_ host: ViewHost, _ x: Double, _ y: Double, at seconds: Double) {
        let point = FixedPoint(x: Fixed(x), y: Fixed(y))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds)))
    }

    private func transforms(_ host: ViewHost) -> [FixedAffineTransform] {
        host.displayList.entries.compactMap { if case .beginGroup(let effect) = $0.item { effect.transform?.local } else { nil } }
    }

    @Test func theShakeMovesBackAndForthAndComesToRest() throws {
        let host = host(PasswordField())
        #expect(transforms(host).first?.isIdentity == true)
        tap(host, 100, 100, at: 0)
        // sin(t·3π)·10: a third of the way it is back at 0, a sixth of the way 10 px right,
        // half way 10 px left.
        var offsets: [Double] = []
        for time in [1.0 / 6, 0.5, 1.0] {
            host.update(at: MonotonicTime(seconds: time))
            offsets.append(try #require(transforms(host).first).tx.doubleValue)
        }
        #expect(abs(offsets[0] - 10) < 0.05)
        #expect(abs(offsets[1] + 10) < 0.05)
        #expect(abs(offsets[2]) < 0.05)
        #expect(!host.needsUpdate)
    }

    @Test func aSkewDrawsTheRectangleSlanted() {
        let view = ZStack {
            Color.white
            Color.black.frame(width: 40, height: 40).modifier(SkewEffect(skew: 0.5))
        }
        let host = ViewHost(rootView: view, width: 200, height: 200)
        let surface = Surface(width: 200, height: 200)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        // Skewed about its middle row: the top edge moves 10 px left, the bottom 10 px right.
        #expect(surface[72, 82] == .black && surface[112, 82] == .white)
        #expect(surface[127, 117] == .black && surface[86, 117] == .white)
    }

    @Test func aCardFlipsThroughItsFolding() throws {
        let host = host(FlipCard())
        tap(host, 100, 100, at: 0)
        // Half way through the ease it stands on its edge: no width at all.
        host.update(at: MonotonicTime(seconds: 0.25))
        let edgeOn = try #require(transforms(host).first)
        #expect(abs(edgeOn.a) < 64)
        host.update(at: MonotonicTime(seconds: 0.5))
        // Flipped, it is mirrored.
        let flipped = try #require(transforms(host).first)
        #expect(flipped.a == -FixedAffineTransform.one && flipped.d == FixedAffineTransform.one)
    }

    @Test func aDialTurnsToFollowTheFinger() throws {
        let host = host(Dial())
        // Straight below the middle: a quarter turn, the capsule upright.
        host.send(PointerEvent(pointer: 0, phase: .began, location: FixedPoint(x: Fixed(100), y: Fixed(180)),
                               timestamp: MonotonicTime(seconds: 1)))
        host.update()
        let turned = try #require(transforms(host).first)
        #expect(abs(turned.a) <= 1 && turned.b == FixedAffineTransform.one)
        let surface = Surface(width: 200, height: 200)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [surface.bounds])
        #expect(surface[100, 50] == Color.red.pixelColor)
        #expect(surface[150, 100] == .white)
    }
}
