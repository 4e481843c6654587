import Foundation
import Testing
import Panel
import SwiftUI

/// `DatePicker` written as for Apple's SwiftUI, in a fixed locale, time zone and calendar
/// so that its days and strings are the same on every machine.
private let utc = TimeZone(identifier: "UTC")!
private let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}()

/// 2023-11-14 22:13:20 UTC, a Tuesday.
private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// The start's time of day as en_US writes it ("10:13 PM"; ICU's newer data puts a narrow
/// space before "PM").
private let startTime: String = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = utc
    formatter.dateStyle = .none
    formatter.timeStyle = .short
    return formatter.string(from: start)
}()

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// Where the picked date goes, to be read by the test.
@MainActor
final class PickedDate {
    var date: Date
    init(_ date: Date = start) { self.date = date }
}

/// A screen with one picker over its own state, which it also hands to the test.
struct DatePickerScreen<Picker: View>: View {
    let picked: PickedDate
    let locale: Locale
    let makePicker: (Binding<Date>) -> Picker
    @State private var date: Date

    init(_ picked: PickedDate, locale: Locale = Locale(identifier: "en_US"), @ViewBuilder picker: @escaping (Binding<Date>) -> Picker) {
        self.picked = picked
        self.locale = locale
        makePicker = picker
        _date = State(initialValue: picked.date)
    }

    var body: some View {
        let picked = self.picked
        VStack {
            makePicker(Binding(get: { date }, set: { date = $0; picked.date = $0 }))
                .frame(width: 380)
            Spacer()
        }
        .padding(.top, 8)
        .environment(\.locale, locale)
        .environment(\.timeZone, utc)
        .environment(\.calendar, gregorian)
    }
}

@MainActor
final class DatePickerTouches {
    let host: ViewHost
    var seconds = 1.0

    init(_ view: some View, width: Int = 800, height: Int = 480) {
        host = ViewHost(rootView: view, width: width, height: height)
        host.update()
    }

    func tap(_ label: String) {
        guard let element = host.element(labeled: label) else {
            Issue.record("nothing labelled \(label): \(host.interactiveElements().map(\.label))")
            return
        }
        tap(element.activationPoint)
    }

    func tap(_ point: FixedPoint) {
        send(.began, point)
        send(.ended, point)
        settle()
    }

    func drag(from point: FixedPoint, by dy: Double) {
        send(.began, point)
        for step in 1...4 { send(.moved, FixedPoint(x: point.x, y: point.y + Fixed(dy * Double(step) / 4))) }
        send(.ended, FixedPoint(x: point.x, y: point.y + Fixed(dy)))
        settle()
    }

    private func send(_ phase: PointerEvent.Phase, _ point: FixedPoint) {
        seconds += 0.05
        host.send(PointerEvent(pointer: 0, phase: phase, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.update()
    }

    /// Frames until animations have ended.
    func settle() {
        seconds += 2
        host.advance(to: MonotonicTime(seconds: seconds))
        host.update()
    }

    var texts: [String] { host.visibleTexts }
    func has(_ text: String) -> Bool { !host.frames(ofText: text).isEmpty }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func aTapOnADayPicksItAndKeepsTheTime() {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0).datePickerStyle(.graphical) })
        #expect(screen.has("November 2023") && screen.has("SUN") && screen.has(startTime))
        screen.tap("20")
        #expect(picked.date == day(2023, 11, 20, 22, 13, 20))
        // The picked day is drawn white on the accent colour.
        #expect(screen.host.displayList.texts.first { $0.string == "20" }?.color == Color.white.pixelColor)
    }

    @Test func theMonthButtonsMoveTheCalendarNotTheSelection() {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0, displayedComponents: .date)
            .datePickerStyle(.graphical) })
        screen.tap("Next Month")
        #expect(screen.has("December 2023") && !screen.has("November 2023"))
        #expect(picked.date == start)
        screen.tap("Previous Month")
        screen.tap("Previous Month")
        #expect(screen.has("October 2023"))
        screen.tap("31")
        #expect(picked.date == day(2023, 10, 31, 22, 13, 20))
        // November 2023 begins on a Wednesday: its first day sits under "WED".
        screen.tap("Next Month")
        let wednesday = screen.host.frames(ofText: "WED")[0], first = screen.host.frames(ofText: "1")[0]
        #expect(abs((first.midX - wednesday.midX).raw) <= Fixed(1).raw)
    }

    @Test func daysOutsideTheRangeCannotBePickedAndPicksAreClamped() {
        let picked = PickedDate()
        let range = day(2023, 11, 10, 12)...day(2023, 11, 25, 8)
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0, in: range).datePickerStyle(.graphical) })
        #expect(screen.host.element(labeled: "5")?.isEnabled == false)
        #expect(screen.host.element(labeled: "26")?.isEnabled == false)
        #expect(screen.host.element(labeled: "Next Month")?.isEnabled == false)
        screen.tap("5")
        #expect(picked.date == start)
        // The 25th is in the range until 8:00: picking it at 22:13 stops at 8:00.
        screen.tap("25")
        #expect(picked.date == day(2023, 11, 25, 8))
        // The 10th is in the range from noon: picking it at 8:00 starts at noon.
        screen.tap("10")
        #expect(picked.date == range.lowerBound)
    }

    @Test func aSelectionOutsideTheRangeIsShownClamped() {
        let picked = PickedDate(day(2020, 1, 1))
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0, in: start...).datePickerStyle(.compact) })
        #expect(screen.has("Nov 14, 2023") && screen.has(startTime))
        let before = DatePickerTouches(DatePickerScreen(PickedDate(day(2030, 1, 1))) {
            DatePicker("End", selection: $0, in: ...start, displayedComponents: .date) })
        #expect(before.has("Nov 14, 2023") && !before.has(startTime))
    }

    @Test func turningTheDayWheelChangesTheBinding() throws {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) {
            DatePicker("Start", selection: $0, displayedComponents: .date).datePickerStyle(.wheel).labelsHidden() })
        #expect(screen.has("November") && screen.has("2023"))
        let fourteenth = try #require(screen.host.frames(ofText: "14").first)
        // One row up: the next day.
        screen.drag(from: FixedPoint(x: fourteenth.midX, y: fourteenth.midY), by: -40)
        #expect(picked.date == day(2023, 11, 15, 22, 13, 20))
        // Two rows down on the month wheel: September.
        let month = try #require(screen.host.frames(ofText: "November").first)
        screen.drag(from: FixedPoint(x: month.midX, y: month.midY), by: 80)
        #expect(picked.date == day(2023, 9, 15, 22, 13, 20))
    }

    @Test func aMonthWheelKeepsTheDayInTheMonth() throws {
        let picked = PickedDate(day(2024, 1, 31, 9, 30))
        let screen = DatePickerTouches(DatePickerScreen(picked) {
            DatePicker("Start", selection: $0, displayedComponents: .date).datePickerStyle(.wheel) })
        let month = try #require(screen.host.frames(ofText: "January").first)
        screen.drag(from: FixedPoint(x: month.midX, y: month.midY), by: -40)
        #expect(picked.date == day(2024, 2, 29, 9, 30))
    }

    @Test func theTimeWheelsSetTheHourAndMinute() throws {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) {
            DatePicker("Alarm", selection: $0, displayedComponents: .hourAndMinute).datePickerStyle(.wheel) })
        #expect(screen.has("Alarm") && screen.has("PM") && screen.has("13"))
        let minute = try #require(screen.host.frames(ofText: "13").first)
        screen.drag(from: FixedPoint(x: minute.midX, y: minute.midY), by: -80)
        #expect(picked.date == day(2023, 11, 14, 22, 15, 20))
        let pm = try #require(screen.host.frames(ofText: "PM").first)
        screen.drag(from: FixedPoint(x: pm.midX, y: pm.midY), by: 40)
        #expect(picked.date == day(2023, 11, 14, 10, 15, 20))
    }

    @Test func theCompactButtonOpensTheCalendar() {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0) })
        #expect(screen.has("Start") && screen.has("Nov 14, 2023") && screen.has(startTime))
        #expect(!screen.has("November 2023"))
        screen.tap("Nov 14, 2023")
        #expect(screen.has("November 2023") && screen.has("Done"))
        screen.tap("20")
        #expect(picked.date == day(2023, 11, 20, 22, 13, 20))
        #expect(screen.has("Nov 20, 2023"))
        screen.tap("Done")
        #expect(!screen.has("November 2023"))
        // The time opens the hour and minute wheels.
        screen.tap(startTime)
        #expect(screen.has("PM") && screen.has("59") && !screen.has("November 2023"))
    }

    @Test func hiddenLabelsAreLeftOut() {
        let shown = DatePickerTouches(DatePickerScreen(PickedDate()) { DatePicker("Start", selection: $0) })
        let hidden = DatePickerTouches(DatePickerScreen(PickedDate()) { DatePicker("Start", selection: $0).labelsHidden() })
        #expect(shown.has("Start") && !hidden.has("Start") && hidden.has("Nov 14, 2023"))
        // A label of any view.
        let labelled = DatePickerTouches(DatePickerScreen(PickedDate()) {
            DatePicker(selection: $0, in: ...start, displayedComponents: .date) { Label("Due", systemImage: "calendar") } })
        #expect(labelled.has("Due") && labelled.has("Nov 14, 2023"))
    }

    @Test func theLocaleNamesTheMonthsAndStartsTheWeek() {
        let screen = DatePickerTouches(DatePickerScreen(PickedDate(), locale: Locale(identifier: "de_DE")) {
            DatePicker("Beginn", selection: $0).datePickerStyle(.graphical) })
        #expect(screen.has("November 2023") && screen.has("22:13"))
        // A German week starts on Monday.
        let monday = screen.host.frames(ofText: "MO.").first ?? screen.host.frames(ofText: "MO").first
        let sunday = screen.host.frames(ofText: "SO.").first ?? screen.host.frames(ofText: "SO").first
        #expect(monday != nil && sunday != nil && monday!.minX < sunday!.minX)
    }

    @Test func theTimeRowOpensTheTimeWheels() {
        let picked = PickedDate()
        let screen = DatePickerTouches(DatePickerScreen(picked) { DatePicker("Start", selection: $0).datePickerStyle(.graphical) })
        screen.tap(startTime)
        #expect(screen.has("PM") && screen.has("59") && !screen.has("SUN"))
        screen.tap(startTime)
        #expect(screen.has("SUN"))
    }
}
