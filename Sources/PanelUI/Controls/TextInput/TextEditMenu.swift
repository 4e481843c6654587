import PanelBase

/// The bar of edit commands over a field's selection (or caret), as on a phone: Cut, Copy,
/// Paste, Select All, each a cell as wide as its label, centred over the selection and
/// kept on screen; below the selection when the screen has no room above it. Positions
/// are 1/64 px from the field's text viewport's top left. Touches on it reach the field's
/// own gesture, which asks `command(at:)`.
struct TextEditMenu: Equatable {
    struct Item: Equatable {
        var command: TextEditCommand
        var rect: FixedRect
    }

    let items: [Item]
    let frame: FixedRect

    static let font = Font.subheadline
    static let padding = Fixed(12)
    static let height = Fixed(34)
    /// The gap between the menu and the selection (below it, the handles' room too).
    static let gap = Fixed(8)

    /// The menu of `commands` over `anchor` (the selection's middle x, its top and bottom
    /// y), the viewport standing at `origin` on a screen of `screen`.
    init(commands: [TextEditCommand], anchor: (x: Int, top: Int, bottom: Int), origin: FixedPoint, screen: FixedSize,
         measurer: any TextMeasuring) {
        let widths = commands.map { (measurer.measure($0.title, font: TextEditMenu.font).width + TextEditMenu.padding * 2).ceilPixels }.map { Fixed($0) }
        let total = widths.reduce(Fixed.zero, +)
        // Centred over the anchor, kept on screen with a 4 px margin where it fits.
        var x = Fixed(raw: anchor.x) - total / 2
        let margin = Fixed(4)
        x = Fixed.min(x, screen.width - margin - origin.x - total)
        x = Fixed.max(x, margin - origin.x)
        var y = Fixed(raw: anchor.top) - TextEditMenu.gap - TextEditMenu.height
        if origin.y + y < .zero { y = Fixed(raw: anchor.bottom) + TextEditMenu.gap + SelectionHandles.knob }
        let frame = FixedRect(x: Fixed(x.roundedPixels), y: Fixed(y.roundedPixels), width: total, height: TextEditMenu.height)
        var left = frame.minX
        var items: [Item] = []
        for (command, width) in zip(commands, widths) {
            items.append(Item(command: command, rect: FixedRect(x: left, y: frame.minY, width: width, height: frame.height)))
            left = left + width
        }
        self.items = items
        self.frame = frame
    }

    /// The command whose cell holds `point` (viewport coordinates).
    func command(at point: FixedPoint) -> TextEditCommand? {
        items.first { $0.rect.contains(point) }?.command
    }

    /// The bar drawn: dark, rounded, white labels between thin separators.
    @MainActor var view: some View {
        func points(_ value: Fixed) -> CGFloat { CGFloat(value.doubleValue) }
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.15))
                .frame(width: points(frame.width), height: points(frame.height))
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                Text(verbatim: item.command.title).font(TextEditMenu.font).foregroundStyle(Color.white).lineLimit(1).fixedSize()
                    .frame(width: points(item.rect.width), height: points(item.rect.height))
                    .offset(x: points(item.rect.minX - frame.minX))
                if index > 0 {
                    Rectangle().fill(Color(white: 0.4)).frame(width: 1, height: points(frame.height - Fixed(12)))
                        .offset(x: points(item.rect.minX - frame.minX), y: 6)
                }
            }
        }
        .offset(x: points(frame.minX), y: points(frame.minY))
    }
}
