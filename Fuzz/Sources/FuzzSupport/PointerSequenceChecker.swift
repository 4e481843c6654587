import Panel

/// Checks that a stream of pointer events is well formed: a pointer begins once, then
/// moves, then ends or is cancelled once; nothing arrives for a pointer that is not down.
/// Traps on the first event that breaks this, naming it.
public struct PointerSequenceChecker {
    public private(set) var down = Set<Int>()
    public private(set) var eventCount = 0

    public init() {}

    public mutating func check(_ event: PointerEvent) {
        eventCount += 1
        switch event.phase {
        case .began:
            guard down.insert(event.pointer).inserted else {
                fatalError("pointer \(event.pointer) began again without ending: \(event)")
            }
        case .moved:
            guard down.contains(event.pointer) else { fatalError("pointer \(event.pointer) moved while up: \(event)") }
        case .ended, .cancelled:
            guard down.remove(event.pointer) != nil else {
                fatalError("pointer \(event.pointer) lifted while up: \(event)")
            }
        }
    }

    /// The decoder's view of which pointers are down must match what it reported.
    public func requireDown(_ pointers: [Int], _ context: String) {
        if Set(pointers) != down {
            fatalError("\(context): the decoder says \(pointers.sorted()) are down, its events say \(down.sorted())")
        }
    }
}

/// Traps with `message` unless `condition` holds: a property violation is reported by the
/// fuzzer like a crash.
public func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

extension UnsafeRawBufferPointer {
    /// The input as text, invalid UTF-8 replaced as the file readers do.
    public var fuzzText: String { String(decoding: self, as: UTF8.self) }
}
