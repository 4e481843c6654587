import PanelBase

/// The last value a node was given, kept where it can be compared in place.
@MainActor
final class KeptViewValue {
    /// (Not isolated: the deinitializer frees it.)
    nonisolated(unsafe) private let container = UnsafeMutablePointer<any View>.allocate(capacity: 1)
    /// One container for the value being compared: the graph compares one at a time.
    private static let incoming = UnsafeMutablePointer<any View>.allocate(capacity: 1)

    package init(_ view: any View) { container.initialize(to: view) }
    deinit { container.deinitialize(count: 1).deallocate() }

    func keep(_ view: any View) { container.pointee = view }

    /// Whether `view` is the kept value again, by `layout` (the type's).
    func isSame(as view: any View, by layout: ValueLayout) -> Bool {
        let incoming = KeptViewValue.incoming
        incoming.initialize(to: view)
        defer { incoming.deinitialize(count: 1) }
        return layout.isSameValue(inContainers: container, incoming)
    }
}

/// Reading the value an `any View` container holds, by the runtime's stable ABI: three
/// words of inline buffer, the type's metadata, its `View` witness table. A value that
/// does not fit the buffer (or cannot be moved bit by bit) lives in a heap box whose
/// address is the buffer's first word, after the box's 16-byte header.
enum ExistentialView {
    package static func type(in container: UnsafeRawPointer) -> Any.Type {
        container.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: Any.Type.self)
    }

    package static func value(in container: UnsafeRawPointer) -> UnsafeRawPointer {
        let metadata = container.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        // The value witness table sits just before the metadata; its flags follow eight
        // functions, the size and the stride.
        let witnesses = (metadata - MemoryLayout<Int>.size).load(as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
        let isOutOfLine: UInt32 = 0x0002_0000, alignmentMask = Int(flags & 0xFF)
        if flags & isOutOfLine == 0 { return container }
        let box = container.load(as: UnsafeRawPointer.self)
        return box + ((16 + alignmentMask) & ~alignmentMask)
    }
}
