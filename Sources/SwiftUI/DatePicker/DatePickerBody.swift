import Foundation
import Panel

/// A date picker in the look of the nearest `.datePickerStyle`, its calendar made from the
/// environment it is shown in.
struct DatePickerBody: View {
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents
    let calendar: @MainActor (EnvironmentValues) -> _DatePickerCalendar
    let label: AnyView
    @Environment(\.self) private var environment
    @Environment(\.datePickerStyle) private var style

    var body: some View {
        let model = DatePickerModel(selection: selection, lowerBound: lowerBound, upperBound: upperBound,
                                    calendar: calendar(environment), components: components)
        switch style {
        case .compact: AnyView(CompactDatePickerBody(model: model, label: label))
        case .graphical: AnyView(GraphicalDatePickerBody(model: model))
        case .wheel: AnyView(WheelDatePickerBody(model: model, label: label))
        }
    }
}
