import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
@Suite struct LocalizedStringKeyTests {
    @Test func interpolatedNumbersUseTheirSpecifier() {
        let temperature = 21.46
        #expect(Text("\(temperature, specifier: "%.1f") °C").content == "21.5 °C")
        #expect(Text("\(7, specifier: "%03d")").content == "007")
        #expect(Text("\(Int32(-5), specifier: "%x")").content == "fffffffb")
    }

    @Test func interpolatedNumbersWithoutSpecifierUseSwiftUIsDefaults() {
        #expect(Text("Taps \(12)").content == "Taps 12")
        // SwiftUI formats a Double with "%lf": six decimals.
        #expect(Text("\(2.5)").content == "2.500000")
        #expect(Text("\(Float(0.25))").content == "0.250000")
        #expect(Text("\(UInt8(200))").content == "200")
    }

    @Test func everyIntegerTypeInterpolatesAsPrintfWritesIt() {
        #expect(Text("\(Int.min) \(Int.max) \(-1) \(0)").content
            == PrintfFormat.format("%lld %lld %lld %lld", [.signed(Int64.min), .signed(Int64.max), .signed(-1), .signed(0)]))
        #expect(Text("\(Int8.min) \(Int16(-300)) \(Int32.max) \(Int64(-7))").content == "-128 -300 2147483647 -7")
        #expect(Text("\(UInt.max) \(UInt16.max) \(UInt32(9)) \(UInt64.max)").content
            == PrintfFormat.format("%llu %u %u %llu", [.unsigned(UInt64.max), .unsigned(65535), .unsigned(9), .unsigned(UInt64.max)]))
        #expect(LocalizedStringKey("\(UInt8(3)) of \(Int16(4))").key == "%u of %d")
    }

    @Test func stringsAndOtherValuesAreInterpolatedAsTheyAre() {
        let name = "Hall %d"
        #expect(Text("Room: \(name)").content == "Room: Hall %d")
        #expect(Text("\(true) \(Text("inner"))").content == "true inner")
    }

    @Test func verbatimAndStringTextStayAsTheyAre() {
        #expect(Text(verbatim: "100% %d").content == "100% %d")
        let string = "50%"
        #expect(Text(string).content == "50%")
        #expect(Text("literal 100%").content == "literal 100%")
        #expect(Text(LocalizedStringKey("key")).content == "key")
    }
}
