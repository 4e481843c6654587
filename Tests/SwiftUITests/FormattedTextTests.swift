import Foundation
import Testing
import Panel
import SwiftUI
@testable import PanelUI

/// Formatted text, in explicit locales and time zones so that the strings are the same on
/// every machine.
@MainActor
@Suite struct FormattedTextTests {
    let posix = Locale(identifier: "en_US_POSIX")
    let utc = TimeZone(identifier: "UTC")!

    private func shown(_ view: some View, locale: Locale, now: Date? = nil) -> [String] {
        let host = ViewHost(rootView: view.environment(\.locale, locale).environment(\.timeZone, utc)
                                .environment(\._textReferenceDate, now), width: 600, height: 200)
        host.update()
        return host.displayList.texts.map(\.string)
    }

    @Test func numbersInTheEnvironmentsLocale() {
        let text = Text(21.46, format: .number.precision(.fractionLength(1)))
        #expect(shown(text, locale: posix) == ["21.5"])
        #expect(shown(text, locale: Locale(identifier: "de_DE")) == ["21,5"])
        #expect(shown(Text(1234567, format: .number), locale: Locale(identifier: "en_US")) == ["1,234,567"])
    }

    @Test func percentages() {
        #expect(shown(Text(0.256, format: .percent), locale: Locale(identifier: "en_US")) == ["25.6%"])
        #expect(shown(Text(0.256, format: .percent), locale: Locale(identifier: "de_DE")) == ["25,6\u{00A0}%"])
    }

    @Test func dateStyles() {
        let date = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC
        let english = Locale(identifier: "en_US")
        #expect(shown(Text(date, style: .time), locale: english) == ["10:13\u{202F}PM"] || shown(Text(date, style: .time), locale: english) == ["10:13 PM"])
        #expect(shown(Text(date, style: .date), locale: english) == ["November 14, 2023"])
        let now = date.addingTimeInterval(-8580)
        #expect(shown(Text(date, style: .relative), locale: english, now: now) == ["2 hours, 23 minutes"])
        #expect(shown(Text(date, style: .offset), locale: english, now: now) == ["+2 hours, 23 minutes"])
        #expect(shown(Text(date, style: .offset), locale: english, now: date.addingTimeInterval(45)) == ["-45 seconds"])
        #expect(shown(Text(date, style: .timer), locale: english, now: date.addingTimeInterval(-152)) == ["2:32"])
        #expect(shown(Text(date, style: .relative), locale: Locale(identifier: "de_DE"), now: now) == ["2 Stunden und 23 Minuten"])
    }

    @Test func timerIntervals() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let interval = start...start.addingTimeInterval(3725)
        let english = Locale(identifier: "en_US")
        #expect(shown(Text(timerInterval: interval), locale: english, now: start) == ["1:02:05"])
        #expect(shown(Text(timerInterval: interval, countsDown: false), locale: english, now: start.addingTimeInterval(65)) == ["1:05"])
        #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(3700)), locale: english) == ["0:25"])
        // Past the end it stays at zero.
        #expect(shown(Text(timerInterval: interval), locale: english, now: start.addingTimeInterval(9999)) == ["0:00"])
    }

    @Test func aLocaleChangeReformatsTheText() {
        struct Switching: View {
            @State var german = false
            var body: some View {
                Text(1.5, format: .number).onTapGesture { german = true }
                    .environment(\.locale, Locale(identifier: german ? "de_DE" : "en_US"))
            }
        }
        let host = ViewHost(rootView: Switching(), width: 200, height: 100)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["1.5"])
        let box = host.displayList.entries[0].bounds
        let center = FixedPoint(x: Fixed(box.x + box.width / 2), y: Fixed(box.y + box.height / 2))
        host.send(PointerEvent(pointer: 0, phase: .began, location: center, timestamp: MonotonicTime(seconds: 0)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 0.05)))
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["1,5"])
    }

    @Test func formattedTextsCompareByValueAndFormat() {
        #expect(Text(1.5, format: .number) == Text(1.5, format: .number))
        #expect(Text(1.5, format: .number) != Text(2.5, format: .number))
        #expect(Text(0.5, format: .number) != Text(0.5, format: .percent))
        #expect(Text(verbatim: "") != Text(0.5, format: .percent))
    }

    @Test func theDefaultLocaleIsTheProcesss() {
        #expect(EnvironmentValues().locale == Locale.current)
    }
}
