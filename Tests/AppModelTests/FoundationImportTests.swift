import Foundation
import SwiftUI
import Testing
@testable import Panel

// This file imports Foundation and SwiftUI together, as many SwiftUI files do: Foundation
// on Linux has its own CGFloat, CGPoint, CGSize and CGRect, and these lines must still
// find Panel's. That it compiles is half the test.

struct HalfWidthView: View {
    let inset: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in
            let half: CGFloat = proxy.size.width / 2
            let size: CGSize = CGSize(width: half, height: proxy.size.height)
            let origin = CGPoint(x: inset, y: 0)
            let rect = CGRect(origin: origin, size: size)
            VStack {
                Text("half \(Int(half))")
                Text("rect \(Int(rect.width))x\(Int(rect.height))")
                Text(String(format: "%.1f", Double(half) / 3))
            }
            .frame(width: half, height: size.height)
        }
    }
}

struct FramedView: View {
    var body: some View {
        let w: CGFloat = 10
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        .frame(width: w, height: w * 2)
    }
}

@MainActor
@Suite struct FoundationImportTests {
    @Test func geometryTypesAreFoundInAFileThatImportsFoundation() {
        let host = ViewHost(rootView: HalfWidthView(), width: 300, height: 100)
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.visibleTexts == ["half 150", "rect 150x100", "50.0"])
        let framed = ViewHost(rootView: FramedView(), width: 300, height: 100)
        framed.update(at: MonotonicTime(seconds: 1))
        #expect(framed.visibleTexts == ["10x20"])
    }

    @Test func foundationFormattingComesWithSwiftUI() {
        // `String(format:)` and `Date.formatted` are Foundation's, reached through SwiftUI.
        #expect(String(format: "%05.1f", 3.14159) == "003.1")
        let date = Date(timeIntervalSince1970: 0)
        var style = Date.FormatStyle(date: .numeric, time: .omitted)
        style.timeZone = TimeZone(identifier: "UTC")!
        #expect(date.formatted(style.locale(Locale(identifier: "en_US"))) == "1/1/1970")
    }
}
