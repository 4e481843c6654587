import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

private struct Sample: View {
    var flag: Bool
    var wide: Int64
    var title: String
    var body: some View { EmptyView() }
}

private enum Choice { case first, second(Int) }
private final class Object {}

/// What comparing by layout relies on, checked once at start-up, and the reflected
/// comparison that debug builds check its answers against.
@MainActor
@Suite struct ViewValueComparisonAssumptionTests {
    @Test func everyAssumptionHoldsHereSoTheComparisonIsOn() {
        for assumption in ViewValueComparison.assumptions {
            #expect(assumption.holds(), "\(assumption.name)")
        }
        #expect(ViewValueComparison.assumptions.map(\.name) == [
            "wordSize", "anyViewContainer", "valueWitnessFlags", "metadataKinds", "fieldOffsets", "stringSize", "plainTypes",
            "implicitOpening",
        ])
        #expect(ViewValueComparison.isOn)
    }

    @Test func theAssumedLayoutsAreThisMachines() {
        // 64-bit words; an `any View` of a three-word buffer, the metadata and one
        // witness table; 16-byte strings.
        #expect(MemoryLayout<Int>.size == 8)
        #expect(MemoryLayout<UnsafeRawPointer>.size == 8)
        #expect(MemoryLayout<any View>.size == 40)
        #expect(MemoryLayout<any View>.alignment == 8)
        #expect(MemoryLayout<String>.size == 16)
        // Field offsets, padding after the flag.
        #expect(MemoryLayout<Sample>.offset(of: \.wide) == 8)
        #expect(MemoryLayout<Sample>.offset(of: \.title) == 16)
    }

    @Test func theMetadataKindsAreTheRuntimes() {
        #expect(MetadataKind.of(Sample.self) == 0x200)
        #expect(MetadataKind.of(Choice.self) == 0x201)
        #expect(MetadataKind.of(String?.self) == 0x202)
        #expect(MetadataKind.of((Int, String).self) == 0x301)
        #expect(MetadataKind.of(((Int) -> Int).self) == 0x302)
        #expect(MetadataKind.of(Object.self) == 0)
        #expect(MetadataKind.structure == 0x200 && MetadataKind.enumeration == 0x201 && MetadataKind.optional == 0x202)
        #expect(MetadataKind.tuple == 0x301 && MetadataKind.function == 0x302 && MetadataKind.classInstance == 0)
    }

    @Test func aFailedAssumptionTurnsTheComparisonOffAndIsReportedOnce() {
        var reports: [String] = []
        let checked = ViewValueComparison.verifies([
            .init(name: "holds") { true },
            .init(name: "fails") { false },
            // Not checked: it would read memory as the failed one says.
            .init(name: "after") { Issue.record("checked after a failure"); return true },
        ]) { reports.append($0) }
        #expect(!checked)
        #expect(reports.count == 1)
        #expect(reports.first?.contains("fails") == true)
        reports = []
        #expect(ViewValueComparison.verifies([.init(name: "holds") { true }]) { reports.append($0) })
        #expect(reports.isEmpty)
    }

    #if DEBUG
    @Test func theReflectedComparisonTellsWhatTheLayoutMustNotMiss() {
        typealias Verdict = ViewValueComparison.Verdict
        func verdict(_ a: Any, _ b: Any) -> Verdict { ViewValueComparison.reflectedVerdict(a, b) }
        #expect(verdict(Sample(flag: true, wide: 1, title: "a"), Sample(flag: true, wide: 1, title: "a")) == .same)
        #expect(verdict(Sample(flag: true, wide: 1, title: "a"), Sample(flag: true, wide: 2, title: "a")) == .different)
        #expect(verdict(Sample(flag: true, wide: 1, title: "a"), Sample(flag: true, wide: 1, title: "b")) == .different)
        // Payloads and cases, optionals, tuples, views held as `any View`.
        #expect(verdict(Choice.second(1), Choice.second(1)) == .same)
        #expect(verdict(Choice.second(1), Choice.second(2)) == .different)
        #expect(verdict(Choice.first, Choice.second(0)) == .different)
        #expect(verdict(Int?.none as Any, Int?.some(0) as Any) == .different)
        #expect(verdict(Int??.some(nil) as Any, Int??.none as Any) == .different)
        #expect(verdict((1, "a"), (1, "b")) == .different)
        #expect(verdict(AnyView(Text("a")), AnyView(Text("b"))) == .different)
        #expect(verdict(AnyView(Text("a")), AnyView(Color.red)) == .different)
        #expect(verdict(AnyView(Text("a")), AnyView(Text("a"))) == .same)
        // The same bits are the same value, NaN too; canonically equivalent text is not.
        #expect(verdict(Double.nan, Double.nan) == .same)
        #expect(verdict(SIMD4<Float>(1, 2, 3, .nan), SIMD4<Float>(1, 2, 3, .nan)) == .same)
        #expect(verdict(SIMD4<Float>(1, 2, 3, 4), SIMD4<Float>(1, 2, 3, 5)) == .different)
        #expect(verdict("caf\u{E9}", "cafe\u{301}") == .different)
        // Closures and other objects are not told; an object is the same as itself.
        let object = Object()
        #expect(verdict(object, object) == .same)
        #expect(verdict(object, Object()) == .unknown)
        #expect(verdict({ 1 } as () -> Int, { 1 } as () -> Int) == .unknown)
    }

    /// An `==` that ignores a payload: comparing by it would skip a changed value. The
    /// layout trusts enums' `==`; the reflected comparison is what catches such a type.
    @Test func theReflectedComparisonCatchesAnEqualityThatIgnoresAPayload() {
        enum Loose: Equatable {
            case level(Int)
            static func == (a: Loose, b: Loose) -> Bool { true }
        }
        #expect(Loose.level(1) == Loose.level(2))
        #expect(ViewValueComparison.reflectedVerdict(Loose.level(1), Loose.level(2)) == .different)
    }
    #endif
}
