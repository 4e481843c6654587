import Foundation
import Panel

/// The label, then wheels for the date's fields (in the locale's order) and for its time
/// of day.
struct WheelDatePickerBody: View {
    let model: DatePickerModel
    let label: AnyView
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        var columns: [DatePickerWheels.Column] = []
        if model.components.contains(.date) { columns += DatePickerWheels.dateColumns(model.calendar) }
        if model.components.contains(.hourAndMinute) { columns += DatePickerWheels.timeColumns(model.calendar) }
        return HStack(spacing: 16) {
            if !labelsHidden {
                label.font(.system(size: 20))
            }
            DatePickerWheels(fields: Binding(get: { model.fields }, set: { model.select($0) }), model: model,
                             columns: columns)
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}
