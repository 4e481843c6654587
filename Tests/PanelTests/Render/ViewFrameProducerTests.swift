import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct ViewFrameProducerTests {
    @Test func drivesTheHostAndDrawsOnlyWhatChanged() throws {
        struct Lamp: View {
            @State var on = false
            var body: some View {
                (on ? Color.yellow : Color.gray).frame(width: 20, height: 20)
                    .onLongPressGesture(minimumDuration: 0.5) { on = true }
            }
        }
        let host = ViewHost(rootView: Lamp(), width: 100, height: 100)
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        let shadow = Surface(width: 100, height: 100)
        #expect(producer.needsFrame)
        #expect(producer.renderFrame(at: .zero, into: shadow) == [shadow.bounds])
        #expect(!producer.needsFrame)
        #expect(shadow[50, 50] == Color.gray.pixelColor)

        let center = FixedPoint(x: Fixed(50), y: Fixed(50))
        producer.handle([.pointer(PointerEvent(pointer: 3, phase: .began, location: center, timestamp: MonotonicTime(seconds: 1)))])
        #expect(producer.nextDeadline == MonotonicTime(seconds: 1.5))
        #expect(!producer.needsFrame)
        producer.update(at: MonotonicTime(seconds: 1.5))
        #expect(producer.needsFrame)
        let damage = producer.renderFrame(at: MonotonicTime(seconds: 1.516), into: shadow)
        #expect(damage == [PixelRect(x: 40, y: 40, width: 20, height: 20)])
        #expect(shadow[50, 50] == Color.yellow.pixelColor)
    }

    @Test func aNewScreenSizeRedrawsEverything() {
        let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10), width: 100, height: 100)
        host.update()
        host.size = FixedSize(width: Fixed(200), height: Fixed(100))
        #expect(host.update().damage == [PixelRect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test func changesInsideWithAnimationMoveOverTheAnimation() {
        struct Owner: View {
            @State var wide = false
            var body: some View {
                Color.red.frame(width: wide ? 80 : 20, height: 10)
                    .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { wide = true } }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 100, height: 100)
        host.update()
        host.tap(FixedPoint(x: Fixed(50), y: Fixed(50)), at: 0)
        // The change happened at the lift (50 ms): the width eases from 20 to 80 by 350 ms.
        #expect(host.fill(of: .red)?.width == Fixed(20))
        host.update(at: MonotonicTime(seconds: 0.2))
        #expect(host.fill(of: .red)?.width == Fixed(50))
        host.update(at: MonotonicTime(seconds: 0.35))
        #expect(host.fill(of: .red)?.width == Fixed(80))
        #expect(!host.needsUpdate)
    }
}
