import Foundation
import Panel

/// The label, then a button showing the date and one showing the time of day. A tap on
/// the date opens the calendar (the graphical style) in a sheet, a tap on the time the hour
/// and minute wheels; each pick changes the selection at once, and Done closes the sheet.
struct CompactDatePickerBody: View {
    let model: DatePickerModel
    let label: AnyView
    @State private var editing: DatePickerComponents?
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let shown = model.shown
        let isEditing = Binding(get: { editing != nil }, set: { if !$0 { editing = nil } })
        return HStack(spacing: 8) {
            if !labelsHidden {
                label.font(.system(size: 20))
                Spacer(minLength: 16)
            }
            if model.components.contains(.date) {
                field(model.calendar.dateText(shown), part: .date)
            }
            if model.components.contains(.hourAndMinute) {
                field(model.calendar.timeText(shown), part: .hourAndMinute)
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .sheet(isPresented: isEditing) {
            CompactDatePickerSheet(model: model, part: editing ?? .date)
        }
    }

    /// A part of the date on a grey plate, in the accent colour while its sheet is open.
    private func field(_ text: String, part: DatePickerComponents) -> some View {
        Button {
            editing = part
        } label: {
            Text(verbatim: text)
                .font(.system(size: 20))
                .foregroundStyle(editing == part ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.primary))
                .padding(.horizontal, 12)
                .frame(minHeight: 44)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.92)))
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// What a compact date picker's sheet holds: Done, then the calendar or the time wheels.
struct CompactDatePickerSheet: View {
    let model: DatePickerModel
    let part: DatePickerComponents
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .font(.system(size: 20, weight: .semibold))
                    .frame(minHeight: 44)
            }
            GraphicalDatePickerBody(model: DatePickerModel(selection: model.selection, lowerBound: model.lowerBound,
                                                           upperBound: model.upperBound, calendar: model.calendar,
                                                           components: part))
            .frame(maxWidth: 480)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
    }
}
