import PanelBase

/// The alignment guides a view sets explicitly, in its own coordinates (1/64 px).
struct ExplicitGuides: Equatable {
    var horizontal: [HorizontalAlignment: Fixed] = [:]
    var vertical: [VerticalAlignment: Fixed] = [:]
    static let none = ExplicitGuides()
    var isEmpty: Bool { horizontal.isEmpty && vertical.isEmpty }

    /// The same guides for content moved by (dx, dy) inside a container.
    func offsetBy(dx: Fixed, dy: Fixed) -> ExplicitGuides {
        ExplicitGuides(horizontal: horizontal.mapValues { $0 + dx }, vertical: vertical.mapValues { $0 + dy })
    }
}
