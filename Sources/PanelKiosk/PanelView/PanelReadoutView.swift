import Panel

/// A readout on its card: its label, then the value as its format writes it; while there
/// is no current value, a grey dash and why (`waiting` for a first value, `stale` when the
/// last one is too old).
struct PanelReadoutView: View {
    let label: String
    let format: ReadoutFormat
    let reading: ReadoutReading

    static let dash = "—"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(label).font(.system(size: 20))
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                if let value = reading.freshValue {
                    Text(verbatim: format.text(value))
                        .font(.system(size: 34, weight: .semibold))
                } else {
                    Text(verbatim: PanelReadoutView.dash)
                        .font(.system(size: 34, weight: .semibold))
                        .foregroundColor(Color(white: 0.5))
                    Text(reading == .waiting ? "waiting" : "stale")
                        .font(.system(size: 16))
                        .foregroundColor(Color(white: 0.5))
                }
                Spacer()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
