import Foundation
import Testing
import Panel
import SwiftUI

/// `MultiDatePicker` written as for Apple's SwiftUI: taps add and remove days, days outside
/// the range cannot be tapped.
private struct Availability: View {
    let record: (Set<DateComponents>) -> Void
    let bounds: Range<Date>
    @State private var dates: Set<DateComponents> = [DateComponents(year: 2023, month: 11, day: 12)]

    var body: some View {
        let binding = Binding(get: { dates }, set: { dates = $0; record($0) })
        MultiDatePicker("Dates Available", selection: binding, in: bounds)
            .frame(width: 380)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Self.utc)
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func utcDate(_ year: Int, _ month: Int, _ day: Int) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day))!
    }
}

@MainActor
@Suite struct MultiDatePickerTests {
    @Test func tapsAddAndRemoveDays() throws {
        var recorded: Set<DateComponents> = []
        let bounds = Availability.utcDate(2023, 11, 10)..<Availability.utcDate(2023, 11, 20)
        let screen = DatePickerTouches(Availability(record: { recorded = $0 }, bounds: bounds))
        // It opens on the month of the earliest day picked, that day drawn as picked.
        #expect(screen.has("November 2023"))
        #expect(screen.host.displayList.texts.first { $0.string == "12" }?.color == Color.white.pixelColor)
        screen.tap("15")
        #expect(recorded.count == 2)
        let added = try #require(recorded.first { $0.day == 15 })
        #expect(added.year == 2023 && added.month == 11 && added.calendar?.identifier == .gregorian)
        #expect(screen.host.displayList.texts.first { $0.string == "15" }?.color == Color.white.pixelColor)
        screen.tap("12")
        #expect(recorded.map(\.day) == [15])
        // The range ends at the start of the 20th: that day is out, the 19th in.
        #expect(screen.host.element(labeled: "20")?.isEnabled == false)
        #expect(screen.host.element(labeled: "19")?.isEnabled == true && screen.host.element(labeled: "9")?.isEnabled == false)
        screen.tap("20")
        #expect(recorded.map(\.day) == [15])
    }

    @Test func anEmptySelectionOpensOnTodayKeptInTheRange() {
        struct Empty: View {
            @State private var dates: Set<DateComponents> = []
            var body: some View {
                MultiDatePicker("Dates", selection: $dates, in: ..<Availability.utcDate(2023, 11, 20))
                    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
                    .environment(\.locale, Locale(identifier: "en_US"))
            }
        }
        let screen = DatePickerTouches(Empty())
        #expect(screen.has("November 2023"))
        #expect(screen.host.element(labeled: "Next Month")?.isEnabled == false)
    }
}
