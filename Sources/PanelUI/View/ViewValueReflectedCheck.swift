@_spi(Reflection) import Swift
import Glibc
import PanelBase

// Debug builds check every "same" `ViewValueComparison` finds against this slow
// comparison by reflection, and stop when it finds the values different.
#if DEBUG
extension ViewValueComparison {
    /// What the slow comparison tells of two values.
    enum Verdict: Equatable {
        case same, different
        /// Not told by reflection: closures, distinct objects, values without fields or `==`.
        case unknown
    }

    /// Stops when the values at `a` and `b`, found the same by `layout`, are different
    /// by reflection: a caller would have skipped work it had to do.
    static func crossCheck(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, by layout: Layout) {
        func values<T>(_: T.Type) -> (Any, Any) {
            (a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        }
        let (x, y) = layout.isHeldAsAnyView ? values((any View).self) : values(layout.type)
        if reflectedVerdict(x, y) == .different {
            assertionFailure("\(layout.type) values found the same by their layout differ: \(x) and \(y)")
        }
    }

    /// Two values compared by reflection, field by field: obviously right, and slow.
    /// Different types, counts of fields, enum cases or leaf values are different; a
    /// leaf (a value without fields) is compared with its `==`, NaN alike to NaN (the
    /// same bytes) and strings scalar by scalar; a class instance is the same only as
    /// itself; a closure is unknown.
    static func reflectedVerdict(_ a: Any, _ b: Any, depth: Int = 0) -> Verdict {
        guard Swift.type(of: a) == Swift.type(of: b) else { return .different }
        if depth > 100 { return .unknown }
        if Swift.type(of: a) is AnyClass {
            return (a as AnyObject) === (b as AnyObject) ? .same : .unknown
        }
        if let x = a as? String, let y = b as? String { return Array(x.unicodeScalars) == Array(y.unicodeScalars) ? .same : .different }
        if let x = a as? any BinaryFloatingPoint { return floatingPointVerdict(x, b) }
        if let x = a as? any SIMD { return lanesVerdict(x, b, depth: depth) }
        let first = Mirror(reflecting: a), second = Mirror(reflecting: b)
        let firstChildren = Array(first.children), secondChildren = Array(second.children)
        guard firstChildren.count == secondChildren.count else { return .different }
        var verdict = Verdict.same
        if first.displayStyle != .dictionary && first.displayStyle != .set {
            for (x, y) in zip(firstChildren, secondChildren) {
                // An enum's case is its payload's label.
                if x.label != y.label { return .different }
                switch reflectedVerdict(x.value, y.value, depth: depth + 1) {
                case .different: return .different
                case .unknown: verdict = .unknown
                case .same: break
                }
            }
            if !firstChildren.isEmpty && verdict == .same { return .same }
        }
        // A leaf, or fields not all told.
        if let x = a as? any Equatable { return x.isEqual(to: b) ? .same : (firstChildren.isEmpty ? .different : .unknown) }
        return firstChildren.isEmpty && first.displayStyle == .optional ? .same : .unknown
    }

    private static func floatingPointVerdict<F: BinaryFloatingPoint>(_ x: F, _ other: Any) -> Verdict {
        guard let y = other as? F else { return .different }
        return x == y || (x.isNaN && y.isNaN) ? .same : .different
    }

    private static func lanesVerdict<V: SIMD>(_ x: V, _ other: Any, depth: Int) -> Verdict {
        guard let y = other as? V else { return .different }
        var verdict = Verdict.same
        for lane in x.indices {
            switch reflectedVerdict(x[lane], y[lane], depth: depth + 1) {
            case .different: return .different
            case .unknown: verdict = .unknown
            case .same: break
            }
        }
        return verdict
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
#endif
