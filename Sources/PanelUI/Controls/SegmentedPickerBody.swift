import PanelBase

/// A segmented picker: the options in equal segments of one bar, the selected one on a
/// white (or `.tint`) thumb that slides to the tapped segment.
struct SegmentedPickerBody<SelectionValue: Hashable>: View {
    let configuration: PickerConfiguration<SelectionValue>
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    static var height: CGFloat { 44 }

    var body: some View {
        let options = configuration.options
        let selected = configuration.selectedIndex
        return HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                options[index].view
                    .font(.system(size: 18, weight: index == selected ? .semibold : .regular))
                    .foregroundColor(index == selected && tint != nil ? Color.white : Color.primary)
                    .frame(maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        // The tap slides the thumb; a selection changed elsewhere moves it
                        // with that change's own transaction.
                        withAnimation(.easeInOut(duration: 0.25)) { configuration.select(index) }
                    }
            }
        }
        .background(GeometryReader { proxy in
            if let selected, !options.isEmpty {
                let width = proxy.size.width / CGFloat(options.count)
                RoundedRectangle(cornerRadius: 8)
                    .fill(tint ?? Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
                    .frame(width: width, height: proxy.size.height)
                    .offset(x: width * CGFloat(selected))
            }
        })
        .padding(3)
        .background(RoundedRectangle(cornerRadius: 11).fill(Color(white: 0.86)))
        .opacity(isEnabled ? 1 : 0.5)
    }
}
