import PanelBase

/// The last value a node was given, kept where it can be compared in place.
@MainActor
final class KeptViewValue {
    /// (Not isolated: the deinitializer frees it.)
    nonisolated(unsafe) private let container = UnsafeMutablePointer<any View>.allocate(capacity: 1)
    /// One container for the value being compared: the graph compares one at a time.
    private static let incoming = UnsafeMutablePointer<any View>.allocate(capacity: 1)

    init(_ view: any View) { container.initialize(to: view) }
    deinit { container.deinitialize(count: 1).deallocate() }

    func keep(_ view: any View) { container.pointee = view }

    /// Whether `view` is the kept value again, by `layout` (the view type's, held as
    /// `any View`).
    func isSame(as view: any View, by layout: ViewValueComparison.Layout) -> Bool {
        let incoming = KeptViewValue.incoming
        incoming.initialize(to: view)
        defer { incoming.deinitialize(count: 1) }
        return ViewValueComparison.isSame(container, incoming, by: layout)
    }
}
