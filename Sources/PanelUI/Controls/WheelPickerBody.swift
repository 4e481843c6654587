import PanelBase

/// A wheel picker: a column of options, five rows tall, the selected one in the middle
/// row's band. A vertical drag moves the column with the touch; on lifting it snaps to the
/// nearest row (rounded in fixed point, so a given drag always lands on the same row) and
/// that row's option becomes the selection.
struct WheelPickerBody<SelectionValue: Hashable>: View {
    let configuration: PickerConfiguration<SelectionValue>
    @GestureState private var dragOffset: CGFloat = 0
    @Environment(\.isEnabled) private var isEnabled

    static var rowHeight: CGFloat { 40 }
    static var visibleRows: Int { 5 }

    /// How many rows a drag of `translation` moves the column by, rounded to the nearest
    /// row (halves away from zero).
    static func rows(forTranslation translation: CGFloat) -> Int {
        let t = Fixed(translation).raw, row = Fixed(rowHeight).raw
        let rounded = t >= 0 ? (t + row / 2) / row : -((-t + row / 2) / row)
        return Int(rounded)
    }

    var body: some View {
        let options = configuration.options
        let selected = configuration.selectedIndex ?? 0
        let middle = Self.visibleRows / 2
        let height = Self.rowHeight * CGFloat(Self.visibleRows)
        return ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(white: 0.9))
                .frame(height: Self.rowHeight)
                .offset(y: Self.rowHeight * CGFloat(middle))
            VStack(spacing: 0) {
                ForEach(0..<options.count) { index in
                    options[index].view
                        .font(.system(size: 20, weight: index == selected ? .semibold : .regular))
                        .opacity(index == selected ? 1 : 0.55)
                        .frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight)
                }
            }
            .offset(y: Self.rowHeight * CGFloat(middle - selected) + dragOffset)
        }
        .frame(height: height, alignment: .top)
        .clipped()
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 4)
            .updating($dragOffset) { value, offset, _ in offset = value.translation.height }
            .onEnded { value in
                let target = selected - Self.rows(forTranslation: value.translation.height)
                withAnimation(.easeOut(duration: 0.2)) {
                    configuration.select(min(max(target, 0), options.count - 1))
                }
            })
        .opacity(isEnabled ? 1 : 0.5)
    }
}
