import Testing
@testable import PanelBase
@testable import PanelRender
@testable import PanelLinux

/// Frames drawn straight into a display's back buffer (`Display.drawingSurface`) show
/// what frames drawn into the shadow and copied show, whatever mix of frames comes.
@Suite struct BackBufferDrawingTests {
    /// Random frames, each drawn only where it changed, into the surface the display gives:
    /// rectangles of new colour, now and then a shift of a viewport's pixels (which goes to
    /// the shadow), and the output turned off and on. `expected` is drawn in full alongside.
    @Test(arguments: [2, 3])
    func framesDrawnInPlaceShowAsFramesDrawnInTheShadow(buffers: Int) throws {
        let display = HeadlessDisplay(width: 24, height: 16, bufferCount: buffers)
        let shadow = Surface(width: 24, height: 16)
        let expected = Surface(width: 24, height: 16)
        var random = HeadlessDisplayTests.Generator(state: UInt64(buffers * 77))
        var drawnInPlace = 0, drawnInShadow = 0
        for frame in 0..<120 {
            if frame % 37 == 20 { try display.setPowered(!display.isPowered) }
            var shift: PixelShift?
            if random.next(4) == 0 {
                let viewport = PixelRect(x: random.next(2) * 4, y: 2 + random.next(3), width: 20, height: 10)
                shift = PixelShift(rect: viewport, dx: random.next(2) == 0 ? 0 : random.next(5) - 2, dy: random.next(7) - 3)
            }
            var rects = (0..<random.next(3)).map { _ in
                PixelRect(x: random.next(24), y: random.next(16), width: 1 + random.next(10), height: 1 + random.next(6))
            }
            rects += shift?.exposed ?? []
            let plan = DrawingPlan(shift: shift, redrawn: Region(rects))
            let surface = display.drawingSurface(shadow: shadow, plan: plan)
            if surface === shadow { drawnInShadow += 1 } else { drawnInPlace += 1 }
            if let shift {
                surface.apply(shift)
                expected.apply(shift)
            }
            for (index, rect) in rects.enumerated() {
                let color = PixelColor(argb: 0xFF00_0000 | UInt32(truncatingIfNeeded: frame * 7919 + index * 104_729))
                surface.clear(rect, to: color)
                expected.clear(rect, to: color)
            }
            try display.present(from: surface, damage: Region(rects + (shift.map { [$0.rect] } ?? [])))
            #expect(display.advance().count == 1, "frame \(frame)")
            #expect(display.latestFrame(shadow: shadow).hasSamePixels(as: expected), "frame \(frame), \(buffers) buffers")
            if display.isPowered {
                #expect(display.frontImage().hasSamePixels(as: expected), "frame \(frame), \(buffers) buffers")
            }
        }
        // Both ways were taken, many times each.
        #expect(drawnInPlace >= 30 && drawnInShadow >= 20, "\(drawnInPlace) in place, \(drawnInShadow) in the shadow")
    }

    /// In place, only what the back buffer missed and the frame does not redraw is copied:
    /// a frame that redraws the whole screen copies nothing.
    @Test func aFrameThatRedrawsEverythingCopiesNothing() throws {
        let display = HeadlessDisplay(width: 16, height: 8)
        let shadow = Surface(width: 16, height: 8)
        let whole = Region(PixelRect(x: 0, y: 0, width: 16, height: 8))
        for frame in 0..<4 {
            let surface = display.drawingSurface(shadow: shadow, plan: DrawingPlan(shift: nil, redrawn: whole))
            #expect(surface !== shadow)
            surface.clear(to: PixelColor(argb: 0xFF00_0000 | UInt32(frame)))
            try display.present(from: surface, damage: whole)
            display.advance()
            #expect(display.lastCopiedRegion.isEmpty, "frame \(frame)")
        }
        // A small change next: the buffer receives the rest of the screen it missed.
        let dot = PixelRect(x: 2, y: 2, width: 1, height: 1)
        let surface = display.drawingSurface(shadow: shadow, plan: DrawingPlan(shift: nil, redrawn: Region(dot)))
        surface.clear(dot, to: .white)
        try display.present(from: surface, damage: Region(dot))
        display.advance()
        #expect(display.lastCopiedRegion.rectangleArea == 16 * 8 - 1)
        #expect(display.frontImage()[0, 0] == PixelColor(argb: 0xFF00_0003))
        #expect(display.frontImage()[2, 2] == .white)
    }

    /// Once the first frame is on screen, buffers never drawn receive it whole: the first
    /// small frames after it (a first touch's) copy nothing beyond what they missed since.
    @Test(arguments: [2, 3])
    func buffersNeverDrawnAreFilledOnceTheFirstFrameShows(buffers: Int) throws {
        let display = HeadlessDisplay(width: 16, height: 8, bufferCount: buffers)
        let shadow = Surface(width: 16, height: 8)
        let whole = Region(shadow.bounds)
        let first = display.drawingSurface(shadow: shadow, plan: DrawingPlan(shift: nil, redrawn: whole))
        first.clear(to: PixelColor(argb: 0xFF11_2233))
        try display.present(from: first, damage: whole)
        #expect(display.copiedPixelCount == 0)
        display.advance()
        #expect(display.copiedPixelCount == (buffers - 1) * 16 * 8)
        var dots: [PixelRect] = []
        for frame in 0..<buffers {
            let dot = PixelRect(x: 1 + 3 * frame, y: 2, width: 1, height: 1)
            let surface = display.drawingSurface(shadow: shadow, plan: DrawingPlan(shift: nil, redrawn: Region(dot)))
            surface.clear(dot, to: .white)
            try display.present(from: surface, damage: Region(dot))
            display.advance()
            // What this buffer missed: the dots of the frames since it was filled.
            #expect(display.lastCopiedRegion.rectangleArea == dots.suffix(frame).count, "frame \(frame)")
            dots.append(dot)
            let image = display.frontImage()
            #expect(image[0, 0] == PixelColor(argb: 0xFF11_2233))
            for shown in dots { #expect(image[shown.x, shown.y] == .white, "frame \(frame)") }
        }
    }

    /// A turned screen, or a display asked not to, takes every frame in the shadow.
    @Test func aTurnedScreenDrawsInTheShadow() {
        let shadow = Surface(width: 8, height: 16)
        let turned = HeadlessDisplay(width: 16, height: 8, rotation: .clockwise90)
        #expect(turned.drawingSurface(shadow: shadow, plan: .unknown) === shadow)
        let copying = HeadlessDisplay(width: 8, height: 16, drawsIntoBackBuffer: false)
        #expect(copying.drawingSurface(shadow: shadow, plan: .unknown) === shadow)
    }
}
