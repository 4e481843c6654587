import Foundation
import Testing
import Panel
import SwiftUI

/// Goldens of the graphical and wheel date pickers and of a hierarchical list, at 800x480,
/// written as for Apple's SwiftUI.
private struct Booking: View {
    @State private var arrival = Date(timeIntervalSince1970: 1_700_000_000)
    let style: Style
    enum Style { case graphical, wheel }

    var body: some View {
        let opening = Date(timeIntervalSince1970: 1_699_574_400) // 2023-11-10 00:00 UTC
        HStack(alignment: .top, spacing: 24) {
            switch style {
            case .graphical:
                DatePicker("Arrival", selection: $arrival, in: opening..., displayedComponents: [.date, .hourAndMinute])
                    .datePickerStyle(.graphical)
                    .frame(width: 380)
                VStack(alignment: .leading, spacing: 12) {
                    Text("Arrival").font(.headline)
                    Text(arrival, style: .date)
                    Text(arrival, style: .time)
                }
            case .wheel:
                VStack(spacing: 24) {
                    DatePicker("Arrival", selection: $arrival, in: opening..., displayedComponents: .date)
                        .datePickerStyle(.wheel)
                    DatePicker("Time", selection: $arrival, displayedComponents: .hourAndMinute)
                        .datePickerStyle(.wheel)
                }
                .frame(width: 560)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}

private struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?
    var id: String { name }
}

private struct Files: View {
    let items = [
        FileItem(name: "Recipes", children: [
            FileItem(name: "Bread", children: [FileItem(name: "Sourdough"), FileItem(name: "Rye")]),
            FileItem(name: "Soups", children: []),
            FileItem(name: "Lemonade"),
        ]),
        FileItem(name: "Cleaning", children: [FileItem(name: "Descale")]),
        FileItem(name: "Readme"),
    ]

    var body: some View {
        List(items, children: \.children) { item in
            Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
        }
    }
}

private let fontsInstalled = (try? FontSet.loadDefault()) != nil

@MainActor
@Suite struct DateAndOutlineGoldenTests {
    private func check(_ host: ViewHost, fonts: FontSet, named name: String) {
        let surface = Surface(width: 800, height: 480)
        // The whole screen, as it stands after the touches.
        DisplayListRenderer(fonts: fonts, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SwiftUITests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/\(name)-800x480.png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)")
        }
    }

    @Test(.enabled(if: fontsInstalled)) func graphicalDatePicker() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Booking(style: .graphical), width: 800, height: 480, textMeasurer: fonts)
        host.update()
        check(host, fonts: fonts, named: "date-picker-graphical")
    }

    @Test(.enabled(if: fontsInstalled)) func wheelDatePicker() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Booking(style: .wheel), width: 800, height: 480, textMeasurer: fonts)
        host.update()
        check(host, fonts: fonts, named: "date-picker-wheel")
    }

    @Test(.enabled(if: fontsInstalled)) func outlineList() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Files(), width: 800, height: 480, textMeasurer: fonts)
        host.update()
        for (seconds, label) in [(1.0, "Recipes"), (3.0, "Bread")] {
            let point = try #require(host.element(labeled: label)).activationPoint
            host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
            host.update()
            host.advance(to: MonotonicTime(seconds: seconds + 1.5))
            host.update()
        }
        check(host, fonts: fonts, named: "outline-list")
    }
}
