@_spi(Reflection) import Swift
import Glibc
import PanelBase

/// Where a view type keeps its data, for telling two of its values apart without casts
/// or reflection: its plain bytes, its strings, and the views it holds as `any View`
/// (an `AnyView`, a style's label). Found once per type from the runtime's field list.
///
/// A type storing anything else (a closure, a class reference, an array, an enum with a
/// payload, a binding) has no layout, unless it compares itself (`ComparesOwnValue`): its
/// values can change what they draw while keeping their bytes (a closure's captured
/// state), so they always count as changed.
struct ValueLayout {
    enum Part {
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
        package func moved(by distance: Int) -> Part {
            switch self {
            case .bytes(let offset, let count): .bytes(offset: offset + distance, count: count)
            case .string(let offset): .string(offset: offset + distance)
            case .view(let offset): .view(offset: offset + distance)
            case .equatable(let offset, let type): .equatable(offset: offset + distance, type: type)
            case .selfCompared(let offset, let type): .selfCompared(offset: offset + distance, type: type)
            }
        }
    }
    package let parts: [Part]

    /// The layout of `type`, nil when its values cannot be compared this way.
    package static func of(_ type: Any.Type) -> ValueLayout? { of(type, depth: 0) }

    private static func of(_ type: Any.Type, depth: Int) -> ValueLayout? {
        let id = ObjectIdentifier(type)
        if let known = found[id] { return known }
        var parts: [Part] = []
        let layout = collect(type, into: &parts, depth: depth) ? ValueLayout(parts: merged(parts)) : nil
        found[id] = layout
        return layout
    }
    /// Layouts found so far. Only the view graph asks, on the main actor; the comparison
    /// is not isolated so that the closures reading values' bytes need no executor check.
    nonisolated(unsafe) private static var found: [ObjectIdentifier: ValueLayout?] = [:]

    /// The types that compare themselves, by identity: asking the runtime whether each
    /// type met conforms to a protocol would search every conformance of the program.
    private static let selfComparedTypes: [ObjectIdentifier: any ComparesOwnValue.Type] = [
        ObjectIdentifier(_EnvironmentKeyWritingModifier.self): _EnvironmentKeyWritingModifier.self,
    ]

    /// Deep enough for any modifier chain an app writes; deeper types are not compared.
    private static let maximumDepth = 64

    /// Adds the parts of a `type`; false when some field cannot be compared.
    private static func collect(_ type: Any.Type, into parts: inout [Part], depth: Int) -> Bool {
        if depth > maximumDepth { return false }
        let kind = MetadataKind.of(type)
        if kind == MetadataKind.enumeration || kind == MetadataKind.optional {
            // Bytes a case's payload leaves unused are undefined: compared with `==`,
            // for enums of plain values (a reference in a payload may change behind it).
            guard isPlain(type), let equatable = type as? any Equatable.Type else { return false }
            parts.append(.equatable(offset: 0, type: equatable))
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
        if let selfCompared = selfComparedTypes[ObjectIdentifier(type)] {
            parts.append(.selfCompared(offset: 0, type: selfCompared))
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

    private static func isPlain(_ type: Any.Type) -> Bool {
        func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: plain)
    }

    private static func byteCount(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    private static func areEqual(_ type: any Equatable.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        func equal<T: Equatable>(_: T.Type) -> Bool {
            a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
        }
        return equal(type)
    }

    /// Whether the values at `a` and `b`, both of this layout's type, are the same value.
    /// False only means "perhaps different": unequal padding or another string storing
    /// the same text make a caller redo work it could have skipped, never skip work.
    /// The parts are compared last first: a modifier is stored after its content, so a
    /// changed outer modifier is found at once.
    func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        var index = parts.count - 1
        while index >= 0 {
            switch parts[index] {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return false }
            case .string(let offset):
                let x = (a + offset).assumingMemoryBound(to: String.self)
                let y = (b + offset).assumingMemoryBound(to: String.self)
                if memcmp(x, y, MemoryLayout<String>.size) != 0, x.pointee != y.pointee { return false }
            case .view(let offset):
                if !ValueLayout.isSameView(in: a + offset, b + offset) { return false }
            case .equatable(let offset, let type):
                if !ValueLayout.areEqual(type, a + offset, b + offset) { return false }
            case .selfCompared(let offset, let type):
                if !type.isSameValue(a + offset, b + offset) { return false }
            }
            index -= 1
        }
        return true
    }

    /// Whether the `any View` containers at `a` and `b` hold the same value: the same
    /// type, with a layout, and the same value by it. Read in place, without copying.
    static func isSameView(in a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let layout = ValueLayout.of(ExistentialView.type(in: a)) else { return false }
        return layout.isSameValue(inContainers: a, b)
    }

    /// The same for containers whose first holds this layout's type.
    func isSameValue(inContainers a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard ExistentialView.type(in: a) == ExistentialView.type(in: b) else { return false }
        return isSameValue(ExistentialView.value(in: a), ExistentialView.value(in: b))
    }
}

extension ValueLayout {
    /// Whether two views are the same value by their type's layout (never for a type
    /// without one).
    @MainActor static func isSame(_ a: any View, _ b: any View) -> Bool {
        guard Swift.type(of: a) == Swift.type(of: b), let layout = of(Swift.type(of: a)) else { return false }
        return KeptViewValue(a).isSame(as: b, by: layout)
    }
}

/// A value whose bytes are not the whole story, telling itself whether two of its values
/// (at `a` and `b`) are the same: an environment write holds a closure that its compared
/// key and value decide.
/// Such types are listed in `ValueLayout.selfComparedTypes`.
protocol ComparesOwnValue: Sendable {
    static func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}
