import Panel

/// 16 rows of three readings, as the text scenes show them; a tap anywhere moves every
/// reading to its next value. `reading` makes the reading at an index for a tick.
struct ReadingGrid<Reading: View>: View {
    static var rows: Int { 16 }
    static var columns: Int { 3 }
    let reading: (_ index: Int, _ tick: Int) -> Reading
    @State private var tick = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<Self.rows) { row in
                HStack(spacing: 12) {
                    ForEach(0..<Self.columns) { column in
                        reading(row * Self.columns + column, tick)
                    }
                }
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(DemoTheme.background)
        .onTapGesture { tick += 1 }
    }
}
