@_spi(Reflection) import Swift
import Glibc
import PanelBase

// The layouts below are found by opening metatypes (`Any.Type` as `T.Type`) and
// `any Equatable.Type`, as the Swift 6 language mode does implicitly (SE-0352 and its
// Swift 6 extension to unconstrained generic parameters).
#if !swift(>=6.0)
#error("ViewValueComparison relies on the implicit opening of existentials of the Swift 6 language mode")
#endif

/// Whether two values of a view are the same value, told from the runtime layout of its
/// type, in place, without casts or reflection: the test a node makes to leave its
/// subtree alone when its parent gives it the same value again (on the hot path of a
/// touch), and that a body's plain inputs, a gesture's state and an environment style
/// are compared by.
///
/// `isSame(_:_:by:)` is the one entry point; `layout(of:)` finds, once per type, what it
/// compares (`Layout`). A type storing anything it cannot compare (a closure, a class
/// reference, an array, an enum holding either, a binding) has no layout, unless it
/// compares itself (`ComparesOwnValue`): its values can change what they draw while
/// keeping their bytes (a closure's captured state), so they always count as changed.
///
/// What it relies on, checked once (`isOn`) before the first layout is given out; when
/// any does not hold, no type has a layout (every value counts as changed, which is
/// always correct) and the failure is written once to stderr:
/// - `wordSize`: 64-bit pointers: offsets into containers and value witness tables are
///   counted in 8-byte words.
/// - `anyViewContainer`: an `any View` is 40 bytes: three words of inline buffer, the
///   metadata of the type it holds, one witness table (`View`'s). A value that does not
///   fit the buffer lives in a heap box whose address is the buffer's first word, after
///   the box's 16-byte header rounded up to the value's alignment (`ExistentialView`).
/// - `valueWitnessFlags`: the value witness table is the word before a type's metadata;
///   its flags are the 32 bits at word 10 (after eight functions, the size and the
///   stride): the alignment mask in the low byte, 0x20000 set for a value kept out of
///   the inline buffer.
/// - `metadataKinds`: the first word of a type's metadata tells its kind (`MetadataKind`).
/// - `fieldOffsets`: the runtime lists a struct's and a tuple's stored fields with their
///   offsets and types (`_forEachField`), and the bytes between fields are not compared.
/// - `stringSize`: a `String` is 16 bytes; the same 16 bytes are the same string.
/// - `plainTypes`: `_isPOD` is true only for types without references: the same bytes
///   are the same value.
/// - `implicitOpening`: an `Any.Type` passed as `T.Type` and an `any Equatable.Type`
///   passed as a constrained `T.Type` open to the dynamic type (Swift 6 mode, above).
///
/// Debug builds check every "same" against a slow comparison by reflection
/// (`reflectedVerdict`) and stop when it finds the values different.
enum ViewValueComparison {
    // MARK: The entry point

    /// Whether the values at `a` and `b` are the same value, by `layout` (their type's,
    /// from `layout(of:)`; for values held in `any View` containers, `heldAsAnyView`).
    /// False only means "perhaps different": unequal padding, another string storing the
    /// same text or −0 against +0 make a caller redo work it could have skipped, never
    /// skip work. The parts are compared last first: a modifier is stored after its
    /// content, so a changed outer modifier is found at once.
    @inline(__always)
    static func isSame<Value>(_ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>, by layout: Layout) -> Bool {
        let same = layout.isSameValue(UnsafeRawPointer(a), UnsafeRawPointer(b))
        #if DEBUG
        assert(Value.self == (layout.isHeldAsAnyView ? (any View).self : layout.type), "a layout of another type")
        if same { crossCheck(UnsafeRawPointer(a), UnsafeRawPointer(b), by: layout) }
        #endif
        return same
    }

    /// The layout of `type`, nil when its values cannot be compared this way (or when
    /// the assumptions above do not hold on this machine). Found once per type.
    static func layout(of type: Any.Type) -> Layout? {
        guard isOn else { return nil }
        return Layout.of(type, depth: 0)
    }

    /// Where a type keeps its data: its plain bytes, its strings, the views it holds as
    /// `any View` (an `AnyView`, a style's label), its enums of plain values and the
    /// values that compare themselves.
    struct Layout {
        /// The type whose values are compared.
        let type: Any.Type
        fileprivate let parts: [Part]
        /// Whether the values are read from `any View` containers holding `type` (a
        /// node's kept value and its next one), rather than stored in place.
        let isHeldAsAnyView: Bool

        /// The same layout, for values held in `any View` containers.
        var heldAsAnyView: Layout { Layout(type: type, parts: parts, isHeldAsAnyView: true) }
    }

    // MARK: The start-up check

    /// Whether comparing by layout is on: every assumption above held, checked the first
    /// time a layout is asked for.
    static let isOn: Bool = verifies(assumptions) { Log.warning($0) }

    /// One assumption: a name, and a check of it with small known types.
    struct Assumption: Sendable {
        let name: String
        let holds: @Sendable () -> Bool
    }

    /// Whether all `assumptions` hold, checked in order up to the first that does not
    /// (the later ones read memory as the earlier ones say), which is `report`ed once.
    static func verifies(_ assumptions: [Assumption], report: (String) -> Void) -> Bool {
        guard let failed = assumptions.first(where: { !$0.holds() }) else { return true }
        report("Panel: view values are not compared by their layout (\(failed.name) does not hold here); every value counts as changed")
        return false
    }

    static let assumptions: [Assumption] = [
        Assumption(name: "wordSize") {
            MemoryLayout<Int>.size == 8 && MemoryLayout<UnsafeRawPointer>.size == 8 && MemoryLayout<Any.Type>.size == 8
        },
        Assumption(name: "anyViewContainer") {
            guard MemoryLayout<any View>.size == 5 * 8, MemoryLayout<any View>.alignment == 8 else { return false }
            let inline = InlineProbe(flag: true, wide: 0x0102_0304_0506_0708)
            let boxed = BoxedProbe(flag: true, vector: SIMD4(1, 2, 3, 4), wide: -2)
            return MemoryLayout<InlineProbe>.size <= 3 * 8 && MemoryLayout<BoxedProbe>.size > 3 * 8
                && Probe.holding(inline) { container in
                    ExistentialView.type(in: container) == InlineProbe.self
                        && ExistentialView.value(in: container) == container
                        && ExistentialView.value(in: container).load(as: InlineProbe.self) == inline
                }
                && Probe.holding(boxed) { container in
                    ExistentialView.type(in: container) == BoxedProbe.self
                        && ExistentialView.value(in: container) != container
                        && ExistentialView.value(in: container).load(as: BoxedProbe.self) == boxed
                }
        },
        Assumption(name: "valueWitnessFlags") {
            ExistentialView.flags(of: Int64.self) & ExistentialView.alignmentMask == 7
                && ExistentialView.flags(of: SIMD4<Float>.self) & ExistentialView.alignmentMask == 15
                && ExistentialView.flags(of: InlineProbe.self) & ExistentialView.isOutOfLine == 0
                && ExistentialView.flags(of: BoxedProbe.self) & ExistentialView.isOutOfLine != 0
        },
        Assumption(name: "metadataKinds") {
            MetadataKind.of(InlineProbe.self) == MetadataKind.structure
                && MetadataKind.of(Probe.Kind.self) == MetadataKind.enumeration
                && MetadataKind.of(Int?.self) == MetadataKind.optional
                && MetadataKind.of((Bool, Int64).self) == MetadataKind.tuple
                && MetadataKind.of((() -> Void).self) == MetadataKind.function
                && MetadataKind.of(Probe.Reference.self) == MetadataKind.classInstance
        },
        Assumption(name: "fieldOffsets") {
            Probe.fields(of: InlineProbe.self) == [Probe.Field(offset: 0, type: Bool.self), Probe.Field(offset: 8, type: Int64.self)]
                && MemoryLayout<InlineProbe>.offset(of: \.wide) == 8
                && Probe.fields(of: (Bool, Int64).self) == [Probe.Field(offset: 0, type: Bool.self), Probe.Field(offset: 8, type: Int64.self)]
                && Probe.fields(of: BoxedProbe.self).map(\.offset) == [0, 16, 32]
                // The layout found from them: the flag's byte and the wide number's eight.
                && Layout.found(for: InlineProbe.self)?.byteRuns == [0..<1, 8..<16]
        },
        Assumption(name: "stringSize") { MemoryLayout<String>.size == 16 },
        Assumption(name: "plainTypes") {
            _isPOD(Int64.self) && _isPOD(InlineProbe.self) && !_isPOD(String.self) && !_isPOD(Probe.Reference.self)
                && !_isPOD((any View).self)
        },
        Assumption(name: "implicitOpening") {
            Layout.isPlain(Int64.self) && !Layout.isPlain(String.self) && Layout.byteCount(of: SIMD4<Float>.self) == 16
                && Probe.areEqual(1, 1) && !Probe.areEqual(1, 2)
        },
    ]
}

// MARK: Finding layouts

extension ViewValueComparison.Layout {
    fileprivate enum Part {
        /// Plain bytes (`_isPOD`): equal bytes, the same value.
        case bytes(offset: Int, count: Int)
        case string(offset: Int)
        /// An `any View`: the same dynamic type, with the same value by that type's layout.
        case view(offset: Int)
        /// An enum of plain values, compared with its `==`.
        case equatable(offset: Int, type: any Equatable.Type)
        /// A value that compares itself.
        case selfCompared(offset: Int, type: any ComparesOwnValue.Type)

        /// The same part of a value stored `distance` bytes further on.
        func moved(by distance: Int) -> Part {
            switch self {
            case .bytes(let offset, let count): .bytes(offset: offset + distance, count: count)
            case .string(let offset): .string(offset: offset + distance)
            case .view(let offset): .view(offset: offset + distance)
            case .equatable(let offset, let type): .equatable(offset: offset + distance, type: type)
            case .selfCompared(let offset, let type): .selfCompared(offset: offset + distance, type: type)
            }
        }
    }

    /// The runs of plain bytes compared, for the start-up check.
    fileprivate var byteRuns: [Range<Int>] {
        parts.compactMap { if case .bytes(let offset, let count) = $0 { offset..<offset + count } else { nil } }
    }

    /// The layout of `type` (nil when it has none), without the start-up check: for the
    /// check itself, and for the views a compared value holds (found only once one
    /// layout was given out).
    fileprivate static func found(for type: Any.Type) -> Self? { of(type, depth: 0) }

    fileprivate static func of(_ type: Any.Type, depth: Int) -> Self? {
        let id = ObjectIdentifier(type)
        if let known = found[id] { return known }
        var parts: [Part] = []
        let layout = collect(type, into: &parts, depth: depth) ? Self(type: type, parts: merged(parts), isHeldAsAnyView: false) : nil
        found[id] = layout
        return layout
    }
    /// Layouts found so far. Only the view graph asks, on the main actor; the comparison
    /// is not isolated so that the closures reading values' bytes need no executor check.
    nonisolated(unsafe) private static var found: [ObjectIdentifier: ViewValueComparison.Layout?] = [:]

    /// The types that compare themselves, by identity: asking the runtime whether each
    /// type met conforms to a protocol would search every conformance of the program.
    private static let selfComparedTypes: [ObjectIdentifier: any ComparesOwnValue.Type] = [
        ObjectIdentifier(_EnvironmentKeyWritingModifier.self): _EnvironmentKeyWritingModifier.self,
        ObjectIdentifier(Text.self): Text.self,
        ObjectIdentifier(StrokeStyle?.self): StrokeStyle?.self,
    ]

    /// Deep enough for any modifier chain an app writes; deeper types are not compared.
    private static let maximumDepth = 64

    /// Adds the parts of a `type`; false when some field cannot be compared.
    private static func collect(_ type: Any.Type, into parts: inout [Part], depth: Int) -> Bool {
        if depth > maximumDepth { return false }
        // First: a type that compares itself may be an enum holding references.
        if let selfCompared = selfComparedTypes[ObjectIdentifier(type)] {
            parts.append(.selfCompared(offset: 0, type: selfCompared))
            return true
        }
        let kind = MetadataKind.of(type)
        if kind == MetadataKind.enumeration || kind == MetadataKind.optional {
            // Bytes a case's payload leaves unused are undefined: compared with `==`,
            // for enums of plain values (a reference in a payload may change behind it).
            // Without `==`, the same bytes are still the same case and payload.
            guard isPlain(type) else { return false }
            if let equatable = type as? any Equatable.Type {
                parts.append(.equatable(offset: 0, type: equatable))
            } else {
                let count = byteCount(of: type)
                if count > 0 { parts.append(.bytes(offset: 0, count: count)) }
            }
            return true
        }
        // A struct's fields are listed even when all plain: the bytes between them are
        // undefined too.
        if isPlain(type) && kind != MetadataKind.structure && kind != MetadataKind.tuple {
            let count = byteCount(of: type)
            if count > 0 { parts.append(.bytes(offset: 0, count: count)) }
            return true
        }
        if type == String.self {
            parts.append(.string(offset: 0))
            return true
        }
        if type == (any View).self {
            parts.append(.view(offset: 0))
            return true
        }
        // Only structs and tuples list their fields. (Property wrappers hold the graph's
        // boxes, and bindings closures: they have no layout.)
        guard kind == MetadataKind.structure || kind == MetadataKind.tuple else { return false }
        var comparable = true
        _ = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
            // Each field's own layout is found once, for every type that stores it.
            guard let field = of(fieldType, depth: depth + 1) else {
                comparable = false
                return false
            }
            for part in field.parts { parts.append(part.moved(by: fieldOffset)) }
            return true
        }
        return comparable
    }

    /// Neighbouring runs of plain bytes become one comparison.
    private static func merged(_ parts: [Part]) -> [Part] {
        var result: [Part] = []
        for part in parts {
            if case .bytes(let offset, let count) = part, case .bytes(let lastOffset, let lastCount)? = result.last,
               lastOffset + lastCount == offset {
                result[result.count - 1] = .bytes(offset: lastOffset, count: lastCount + count)
            } else {
                result.append(part)
            }
        }
        return result
    }

    /// (Opens the metatype: `implicitOpening`.)
    fileprivate static func isPlain(_ type: Any.Type) -> Bool {
        func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return plain(type)
    }

    fileprivate static func byteCount(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return size(type)
    }

    fileprivate static func areEqual(_ type: any Equatable.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        func equal<T: Equatable>(_: T.Type) -> Bool {
            a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
        }
        return equal(type)
    }
}

// MARK: Comparing

extension ViewValueComparison.Layout {
    /// Whether the values (or containers, `isHeldAsAnyView`) at `a` and `b` are the same.
    @inline(__always)
    fileprivate func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard isHeldAsAnyView else { return isSameInPlace(a, b) }
        guard ExistentialView.type(in: a) == type, ExistentialView.type(in: b) == type else { return false }
        return isSameInPlace(ExistentialView.value(in: a), ExistentialView.value(in: b))
    }

    private func isSameInPlace(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        var index = parts.count - 1
        while index >= 0 {
            switch parts[index] {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return false }
            case .string(let offset):
                if !Self.areSameStrings((a + offset).assumingMemoryBound(to: String.self),
                                        (b + offset).assumingMemoryBound(to: String.self)) { return false }
            case .view(let offset):
                if !Self.isSameView(in: a + offset, b + offset) { return false }
            case .equatable(let offset, let type):
                if !Self.areEqual(type, a + offset, b + offset) { return false }
            case .selfCompared(let offset, let type):
                if !type.isSameValue(a + offset, b + offset) { return false }
            }
            index -= 1
        }
        return true
    }

    /// Whether the strings at `x` and `y` hold the same text: the same storage, or the same
    /// UTF-8. Read in place, copying neither.
    nonisolated static func areSameStrings(_ x: UnsafePointer<String>, _ y: UnsafePointer<String>) -> Bool {
        memcmp(x, y, MemoryLayout<String>.size) == 0 || haveSameUTF8(x.pointee, y.pointee)
    }

    /// Whether two strings (in different storage) hold the same text, scalar for scalar:
    /// `==` would also match canonically equivalent text (a precomposed "é" and an "e"
    /// with a combining accent), which may be drawn differently.
    private static func haveSameUTF8(_ a: String, _ b: String) -> Bool {
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        if x.isEmpty { return true }
        let contiguous = x.withContiguousStorageIfAvailable { x in
            y.withContiguousStorageIfAvailable { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return (contiguous ?? nil) ?? x.elementsEqual(y)
    }

    /// Whether the `any View` containers at `a` and `b` hold the same value: the same
    /// type, with a layout, and the same value by it. Read in place, without copying.
    private static func isSameView(in a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let type = ExistentialView.type(in: a)
        guard type == ExistentialView.type(in: b), let layout = of(type, depth: 0) else { return false }
        return layout.isSameInPlace(ExistentialView.value(in: a), ExistentialView.value(in: b))
    }
}

// MARK: The runtime's layouts

/// Reading the value an `any View` container holds (`anyViewContainer`,
/// `valueWitnessFlags`).
private enum ExistentialView {
    static let isOutOfLine: UInt32 = 0x0002_0000, alignmentMask: UInt32 = 0xFF

    static func type(in container: UnsafeRawPointer) -> Any.Type {
        container.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: Any.Type.self)
    }

    static func value(in container: UnsafeRawPointer) -> UnsafeRawPointer {
        let flags = flags(of: type(in: container))
        if flags & isOutOfLine == 0 { return container }
        let mask = Int(flags & alignmentMask)
        let box = container.load(as: UnsafeRawPointer.self)
        return box + ((16 + mask) & ~mask)
    }

    /// The flags of a type's value witness table.
    static func flags(of type: Any.Type) -> UInt32 {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let witnesses = (metadata - MemoryLayout<Int>.size).load(as: UnsafeRawPointer.self)
        return witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
    }
}

// MARK: Known types for the start-up check

/// A view of plain values with padding after its flag, small enough for the inline buffer.
private struct InlineProbe: View, Equatable {
    var flag: Bool
    var wide: Int64
    var body: EmptyView { EmptyView() }
}

/// An over-aligned view too large for the inline buffer: held in a box.
private struct BoxedProbe: View, Equatable {
    var flag: Bool
    var vector: SIMD4<Float>
    var wide: Int64
    var body: EmptyView { EmptyView() }
}

private enum Probe {
    enum Kind { case one, other }
    final class Reference {}

    struct Field: Equatable {
        let offset: Int
        let type: Any.Type
        static func == (a: Field, b: Field) -> Bool { a.offset == b.offset && a.type == b.type }
    }

    static func fields(of type: Any.Type) -> [Field] {
        var fields: [Field] = []
        let listed = _forEachField(of: type, options: []) { _, offset, type, _ in
            fields.append(Field(offset: offset, type: type))
            return true
        }
        return listed ? fields : []
    }

    /// Runs `body` with `view` in an `any View` container of its own.
    static func holding(_ view: any View, _ body: (UnsafeRawPointer) -> Bool) -> Bool {
        let container = UnsafeMutablePointer<any View>.allocate(capacity: 1)
        container.initialize(to: view)
        defer { container.deinitialize(count: 1).deallocate() }
        return body(UnsafeRawPointer(container))
    }

    /// Two numbers compared by `==` through an `any Equatable.Type`.
    static func areEqual(_ x: Int, _ y: Int) -> Bool {
        withUnsafePointer(to: x) { a in
            withUnsafePointer(to: y) { b in ViewValueComparison.Layout.areEqual(Int.self, a, b) }
        }
    }
}
