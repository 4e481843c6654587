import Testing
@testable import PanelBase
@testable import PanelRender

/// Image display items compare by the image's identity, damage and animate like shapes.
@Suite struct ImageItemTests {
    static func entry(_ item: ImageItem) -> DisplayList.Entry {
        .init(item: .image(item), bounds: item.rect.enclosingPixels, localBounds: item.rect.enclosingPixels)
    }

    @Test func itemsCompareTheImagesIdentityNotItsPixels() throws {
        let pixels = try ImageDecoderTests.decode("plus.png")
        let a = DecodedImage(surface: pixels, name: "plus"), b = DecodedImage(surface: pixels, name: "plus")
        let rect = FixedRect(x: 0, y: 0, width: 11, height: 11)
        #expect(DisplayItem.image(ImageItem(image: a, rect: rect)) == .image(ImageItem(image: a, rect: rect)))
        #expect(DisplayItem.image(ImageItem(image: a, rect: rect)) != .image(ImageItem(image: b, rect: rect)))
        #expect(ImageItem(image: a, rect: rect) != ImageItem(image: a, rect: rect, interpolation: .none))
        #expect(ImageItem(image: a, rect: rect) != ImageItem(image: a, rect: rect, tint: .black))
        #expect(DisplayItem.image(ImageItem(image: a, rect: rect)) != .fill(.rectangle, rect: rect, color: .black))
    }

    @Test func anotherImageDamagesItsRectangleAndTheSameNone() throws {
        let a = DecodedImage(surface: try ImageDecoderTests.decode("plus.png"), name: "plus")
        let b = DecodedImage(surface: try ImageDecoderTests.decode("plus.png"), name: "plus")
        let rect = FixedRect(x: 5, y: 6, width: 11, height: 11)
        var old = DisplayList(), same = DisplayList(), other = DisplayList()
        old.entries = [Self.entry(ImageItem(image: a, rect: rect))]
        same.entries = [Self.entry(ImageItem(image: a, rect: rect))]
        other.entries = [Self.entry(ImageItem(image: b, rect: rect))]
        #expect(same.damage(since: old).isEmpty)
        #expect(other.damage(since: old) == [PixelRect(x: 5, y: 6, width: 11, height: 11)])
    }

    @Test func anImageMovesAndResizesWhenAnimated() throws {
        let a = DecodedImage(surface: try ImageDecoderTests.decode("plus.png"), name: "plus")
        let from = DisplayItem.image(ImageItem(image: a, rect: FixedRect(x: 0, y: 0, width: 11, height: 11)))
        let to = DisplayItem.image(ImageItem(image: a, rect: FixedRect(x: 20, y: 10, width: 22, height: 22)))
        #expect(AnimatableChannels.canAnimate(from, into: to))
        let halfway = zip(AnimatableChannels(of: from).values, AnimatableChannels(of: to).values).map { ($0 + $1) / 2 }
        let (item, _) = AnimatableChannels.apply(halfway, to: to)
        guard case .image(let moved) = item else { Issue.record("not an image: \(item)"); return }
        #expect(moved.rect == FixedRect(x: Fixed(10), y: Fixed(5), width: Fixed(raw: (11 + 22) * 32), height: Fixed(raw: (11 + 22) * 32)))
        #expect(moved.image === a)
    }
}
