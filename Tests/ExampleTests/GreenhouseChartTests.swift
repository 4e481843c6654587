import Foundation
import Glibc
import Testing
@testable import GreenhouseDashboard
@testable import Panel

/// The dashboard's temperature chart (Swift Charts): the model's day as a line over an
/// area, the hours marked every six, the set point as a rule; a new reading redraws the
/// chart alone.
@MainActor
@Suite(.serialized) struct GreenhouseChartTests {
    init() {
        setenv("PANEL_RESOURCES", GreenhouseDashboard.resourcesInSourceTree, 1)
    }

    private func host(_ greenhouse: Greenhouse, width: Int = 800, height: Int = 480) throws -> (ViewHost, FontSet) {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: GreenhouseDashboard(greenhouse: greenhouse), width: width, height: height, textMeasurer: fonts)
        host.appStorage = AppStorageCenter()
        host.update(at: MonotonicTime(seconds: 1))
        return (host, fonts)
    }

    /// The texts on screen, with the narrow no-break space of "6 PM" (Foundation's hour
    /// format) written as a space.
    private func labels(_ host: ViewHost) -> [String] {
        host.displayList.texts.map { $0.string.replacingOccurrences(of: "\u{202F}", with: " ") }
    }

    @Test func theSampleDayIsTwentyFourHoursOfWholeTenths() {
        let day = TemperatureSample.lastDay
        #expect(day.count == 25)
        #expect(day.last!.time.timeIntervalSince(day.first!.time) == 24 * 3600)
        #expect(day.allSatisfy { ($0.celsius * 10).rounded() == $0.celsius * 10 && (16...30).contains($0.celsius) })
    }

    @Test func hoursSetPointAndDegreesAreLabelled() throws {
        let (host, _) = try host(Greenhouse())
        let texts = labels(host)
        // The day runs from 2 PM to 2 PM (UTC, the greenhouse's zone): marks every six
        // hours from midnight.
        for label in ["6 PM", "12 AM", "6 AM", "12 PM", "16", "20", "24", "28", "°C", "Heating below 20°", "Air, last 24 hours"] {
            #expect(texts.contains(label), "\(label) is not on screen: \(texts)")
        }
    }

    @Test func theChartTakesTheTilesPlaceOnTheSmallScreen() throws {
        let photos: (ViewHost) -> Int = { host in
            host.displayList.entries.filter { if case .image = $0.item { true } else { false } }.count
        }
        let (small, _) = try host(Greenhouse())
        let (large, _) = try host(Greenhouse(), width: 1920, height: 1080)
        #expect(photos(small) == 0)
        #expect(photos(large) == Zone.all.count)
        #expect(labels(large).contains("6 PM"), "the large screen has no chart")
    }

    @Test func aNewReadingRedrawsTheChartAlone() throws {
        let greenhouse = Greenhouse()
        let (host, _) = try host(greenhouse)
        let title = try #require(host.displayList.texts.first { $0.string == "Air, last 24 hours" })
        var day = greenhouse.temperatures
        day.removeFirst()
        day.append(TemperatureSample(time: day.last!.time.addingTimeInterval(3600), celsius: 24.5))
        greenhouse.temperatures = day
        let frame = host.update(at: MonotonicTime(seconds: 1) + 16_666_667)
        // The wave keeps the tank's part of the damage; the rest is the chart's card, below
        // the row of cards.
        let outsideTank = frame.damage.rects.filter { $0.x > 300 || $0.y > 270 }
        #expect(!outsideTank.isEmpty, "the new reading redrew nothing")
        #expect(outsideTank.allSatisfy { $0.y >= title.baselineOrigin.y.floorPixels - 30 },
                "a new reading damaged \(outsideTank), above the chart's card")
    }

    @Test func temperatureCard() throws {
        let fonts = try FontSet.loadDefault()
        let card = TemperatureCard(greenhouse: Greenhouse())
            .frame(width: 480, height: 272)
            .preferredColorScheme(.dark)
        let host = ViewHost(rootView: card, width: 480, height: 272, textMeasurer: fonts)
        host.update()
        ExampleGolden.expect(ExampleGolden.render(host, fonts: fonts, background: GreenhouseDashboard.background),
                             "greenhouse-temperature-card")
    }
}
