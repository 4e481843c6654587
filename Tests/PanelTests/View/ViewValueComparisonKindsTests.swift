import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A view holding one value of any type: compared by that value's layout.
private struct Holding<Value>: View {
    var value: Value
    var body: some View { EmptyView() }
}

/// A flag then a number: seven bytes of padding between them.
private struct Padded: View {
    var flag: Bool
    var wide: Int64
    var body: some View { EmptyView() }
}

/// Fields aligned to 16 bytes: fifteen bytes of padding after the flag, and too large
/// (and too aligned) for an `any View`'s inline buffer.
private struct Aligned: View {
    var flag: Bool
    var vector: SIMD4<Float>
    var bytes: SIMD16<UInt8>
    var body: some View { EmptyView() }
}

private struct Wraps: View {
    var content: any View
    var tag = 0
    var body: some View { EmptyView() }
}

private enum Fill: Equatable {
    case solid(Int64)
    case split(Bool, Double)
    case none
}

/// Not Equatable: told by its bytes.
private enum Step {
    case by(Int64)
    case to(Int64)
}

/// An `==` that tells cases apart, by their payloads too: a case's payload has padding.
private enum Pair: Equatable {
    case pair(Bool, Int64)
}

private indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
}

/// Sets `bytes` of the storage of `value` to `byte`: padding no field covers.
private func fill<T>(_ value: inout T, bytes: Range<Int>, with byte: UInt8) {
    withUnsafeMutableBytes(of: &value) { for index in bytes { $0[index] = byte } }
}

private func haveSameBytes<T>(_ a: inout T, _ b: inout T) -> Bool {
    withUnsafeBytes(of: &a) { a in withUnsafeBytes(of: &b) { b in a.elementsEqual(b) } }
}

/// Each kind of value a view stores, compared by its layout: equal values are the same,
/// and a difference anywhere (in a payload, after padding, in the last lane, in another
/// string's storage) is found.
@MainActor
@Suite struct ViewValueComparisonKindsTests {
    @Test func enumsWithPayloadsAreTheSameOnlyInTheSameCaseWithTheSamePayload() {
        #expect(isSameValue(Holding(value: Fill.split(true, 0.5)), Holding(value: Fill.split(true, 0.5))))
        #expect(!isSameValue(Holding(value: Fill.split(true, 0.5)), Holding(value: Fill.split(true, 0.75))))
        #expect(!isSameValue(Holding(value: Fill.split(true, 0.5)), Holding(value: Fill.split(false, 0.5))))
        #expect(!isSameValue(Holding(value: Fill.solid(1)), Holding(value: Fill.solid(2))))
        #expect(!isSameValue(Holding(value: Fill.solid(0)), Holding(value: Fill.none)))
        #expect(!isSameValue(Holding(value: Fill.split(false, 0)), Holding(value: Fill.solid(0))))
        #expect(isSameValue(Holding(value: Fill.none), Holding(value: Fill.none)))
        // Without `==`: by the bytes, which hold the case and its payload.
        #expect(isSameValue(Holding(value: Step.by(3)), Holding(value: Step.by(3))))
        #expect(!isSameValue(Holding(value: Step.by(3)), Holding(value: Step.by(4))))
        #expect(!isSameValue(Holding(value: Step.by(3)), Holding(value: Step.to(3))))
    }

    @Test func theUnusedBytesOfAPayloadDoNotMatter() throws {
        let layout = try #require(ViewValueComparison.layout(of: Pair.self))
        var a = Pair.pair(true, 9), b = Pair.pair(true, 9)
        fill(&a, bytes: 1..<8, with: 0x00)
        fill(&b, bytes: 1..<8, with: 0xA5)
        #expect(!haveSameBytes(&a, &b))
        #expect(ViewValueComparison.isSame(&a, &b, by: layout))
        var c = Pair.pair(true, 10)
        #expect(!ViewValueComparison.isSame(&a, &c, by: layout))
    }

    @Test func indirectEnumsHoldReferencesAndAreNeverTheSame() {
        let tree = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
        #expect(ViewValueComparison.layout(of: Holding<Tree>.self) == nil)
        #expect(!isSameValue(Holding(value: tree), Holding(value: tree)))
        #expect(!isSameValue(Holding(value: tree), Holding(value: Tree.node(.leaf(1), .node(.leaf(2), .leaf(4))))))
    }

    @Test func optionalsAreTheSameOnlyWhenBothAreNilOrHoldTheSameValue() {
        #expect(isSameValue(Holding<Int64?>(value: nil), Holding<Int64?>(value: nil)))
        #expect(isSameValue(Holding<Int64?>(value: 0), Holding<Int64?>(value: 0)))
        // nil and 0 store the same payload bytes: only the tag tells them apart.
        #expect(!isSameValue(Holding<Int64?>(value: nil), Holding<Int64?>(value: 0)))
        #expect(!isSameValue(Holding<Int64?>(value: 1), Holding<Int64?>(value: 2)))
        // Nested: an outer value holding nil is not nil.
        #expect(isSameValue(Holding<Int64??>(value: .some(nil)), Holding<Int64??>(value: .some(nil))))
        #expect(!isSameValue(Holding<Int64??>(value: .some(nil)), Holding<Int64??>(value: nil)))
        #expect(!isSameValue(Holding<Int64??>(value: .some(.some(0))), Holding<Int64??>(value: .some(nil))))
        #expect(isSameValue(Holding<Fill?>(value: .split(true, 1)), Holding<Fill?>(value: .split(true, 1))))
        #expect(!isSameValue(Holding<Fill?>(value: .split(true, 1)), Holding<Fill?>(value: .split(true, 2))))
    }

    @Test func tuplesAreComparedFieldByField() throws {
        typealias Row = (flag: Bool, wide: Int64, title: String)
        #expect(isSameValue(Holding<Row>(value: (true, 1, "a")), Holding<Row>(value: (true, 1, "a"))))
        #expect(!isSameValue(Holding<Row>(value: (true, 1, "a")), Holding<Row>(value: (false, 1, "a"))))
        #expect(!isSameValue(Holding<Row>(value: (true, 1, "a")), Holding<Row>(value: (true, 2, "a"))))
        #expect(!isSameValue(Holding<Row>(value: (true, 1, "a")), Holding<Row>(value: (true, 1, "b"))))
        // The padding after the flag.
        let layout = try #require(ViewValueComparison.layout(of: Holding<(Bool, Int64)>.self))
        var a = Holding(value: (true, Int64(5))), b = Holding(value: (true, Int64(5)))
        fill(&a, bytes: 1..<8, with: 0x00)
        fill(&b, bytes: 1..<8, with: 0xFF)
        #expect(!haveSameBytes(&a, &b))
        #expect(ViewValueComparison.isSame(&a, &b, by: layout))
        b.value.1 = 6
        #expect(!ViewValueComparison.isSame(&a, &b, by: layout))
    }

    @Test func thePaddingBetweenAStructsFieldsDoesNotMatter() throws {
        let layout = try #require(ViewValueComparison.layout(of: Padded.self))
        var a = Padded(flag: true, wide: 7), b = Padded(flag: true, wide: 7)
        fill(&a, bytes: 1..<8, with: 0x00)
        fill(&b, bytes: 1..<8, with: 0xA5)
        #expect(!haveSameBytes(&a, &b))
        #expect(ViewValueComparison.isSame(&a, &b, by: layout))
        // A difference just after the padding, and just before it.
        b.wide = 8
        #expect(!ViewValueComparison.isSame(&a, &b, by: layout))
        b.wide = 7
        b.flag = false
        #expect(!ViewValueComparison.isSame(&a, &b, by: layout))
    }

    @Test func thePaddingOfAValueHeldInAnAnyViewDoesNotMatter() throws {
        let layout = try #require(ViewValueComparison.layout(of: Padded.self)).heldAsAnyView
        let containers = UnsafeMutablePointer<any View>.allocate(capacity: 2)
        defer { containers.deinitialize(count: 2).deallocate() }
        containers.initialize(to: Padded(flag: true, wide: 7))
        (containers + 1).initialize(to: Padded(flag: true, wide: 7))
        // Small enough to be held in the container's inline buffer, at its start.
        #expect(MemoryLayout<Padded>.size <= 3 * MemoryLayout<Int>.size)
        let raw = UnsafeMutableRawPointer(containers)
        for index in 1..<8 {
            raw.storeBytes(of: 0x00, toByteOffset: index, as: UInt8.self)
            raw.storeBytes(of: 0x5A, toByteOffset: MemoryLayout<any View>.stride + index, as: UInt8.self)
        }
        #expect(ViewValueComparison.isSame(containers, containers + 1, by: layout))
        (containers + 1).pointee = Padded(flag: true, wide: 8)
        #expect(!ViewValueComparison.isSame(containers, containers + 1, by: layout))
    }

    @Test func overAlignedFieldsAreComparedLaneByLaneWhereverTheyAreHeld() throws {
        func aligned(_ lane: Float = 4, _ byte: UInt8 = 16) -> Aligned {
            var bytes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            bytes[15] = byte
            return Aligned(flag: true, vector: SIMD4(1, 2, 3, lane), bytes: bytes)
        }
        #expect(MemoryLayout<Aligned>.alignment == 16)
        #expect(MemoryLayout<Aligned>.offset(of: \.vector) == 16)
        #expect(isSameValue(aligned(), aligned()))
        #expect(!isSameValue(aligned(), aligned(5)))
        #expect(!isSameValue(aligned(), aligned(4, 17)))
        // Held in a box, its value past the box's header at a 16-byte boundary.
        #expect(isSameValue(AnyView(aligned()), AnyView(aligned())))
        #expect(!isSameValue(AnyView(aligned()), AnyView(aligned(5))))
        #expect(!isSameValue(AnyView(aligned()), AnyView(aligned(4, 17))))
        // Fifteen bytes of padding after the flag.
        let layout = try #require(ViewValueComparison.layout(of: Aligned.self))
        var a = aligned(), b = aligned()
        fill(&a, bytes: 1..<16, with: 0x00)
        fill(&b, bytes: 1..<16, with: 0xC3)
        #expect(!haveSameBytes(&a, &b))
        #expect(ViewValueComparison.isSame(&a, &b, by: layout))
        b.vector[0] = 0
        #expect(!ViewValueComparison.isSame(&a, &b, by: layout))
    }

    @Test func stringsAreTheSameTextWhateverTheirStorage() {
        // Small strings are stored in the string itself.
        #expect(isSameValue(Text("short"), Text("short")))
        #expect(!isSameValue(Text("short"), Text("shorT")))
        // Large ones in buffers of their own: other bytes, the same text.
        func large(_ last: String = "!") -> String { String(repeating: "panel ", count: 8) + last }
        var first = large(), second = large()
        #expect(!haveSameBytes(&first, &second))
        #expect(isSameValue(Text(first), Text(second)))
        #expect(!isSameValue(Text(first), Text(large("?"))))
        #expect(!isSameValue(Text(first), Text(large("!!"))))
        // A short text in a buffer of its own is the same as the small string.
        var buffered = String()
        buffered.reserveCapacity(64)
        buffered += "short"
        var small = "short"
        #expect(!haveSameBytes(&buffered, &small))
        #expect(isSameValue(Text(buffered), Text(small)))
        // Canonically equivalent text (`==`), but other scalars: drawn otherwise.
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(!isSameValue(Text("caf\u{E9}"), Text("cafe\u{301}")))
        #expect(!isSameValue(Text(large("\u{E9}")), Text(large("e\u{301}"))))
    }

    @Test func nestedViewsDifferWhereverTheirValuesDiffer() {
        func nested(_ wide: Int64 = 1, _ text: String = "a") -> some View {
            Holding(value: Holding(value: Padded(flag: true, wide: wide))).overlay(Text(text).padding(2))
        }
        #expect(isSameValue(nested(), nested()))
        #expect(!isSameValue(nested(2), nested()))
        #expect(!isSameValue(nested(1, "b"), nested()))
    }

    @Test func viewsHeldAsAnyViewAreTheSameOnlyWithTheSameTypeAndValue() {
        #expect(isSameValue(Wraps(content: Padded(flag: true, wide: 1)), Wraps(content: Padded(flag: true, wide: 1))))
        #expect(!isSameValue(Wraps(content: Padded(flag: true, wide: 1)), Wraps(content: Padded(flag: true, wide: 2))))
        #expect(!isSameValue(Wraps(content: Padded(flag: true, wide: 1)), Wraps(content: Padded(flag: true, wide: 1), tag: 1)))
        // Another type with the same bytes.
        #expect(!isSameValue(Wraps(content: Holding(value: Int64(1))), Wraps(content: Holding(value: UInt64(1)))))
        #expect(!isSameValue(Wraps(content: Text("a")), Wraps(content: Color.red)))
        // Nested, and boxed.
        #expect(isSameValue(Wraps(content: Wraps(content: Text("a"))), Wraps(content: Wraps(content: Text("a")))))
        #expect(!isSameValue(Wraps(content: Wraps(content: Text("a"))), Wraps(content: Wraps(content: Text("b")))))
        #expect(!isSameValue(Wraps(content: Wraps(content: Text("a"), tag: 1)), Wraps(content: Wraps(content: Text("a")))))
        // A view without a layout (it holds a closure) is never the same.
        let tap = Text("a").onTapGesture {}
        #expect(!isSameValue(Wraps(content: tap), Wraps(content: tap)))
    }
}
