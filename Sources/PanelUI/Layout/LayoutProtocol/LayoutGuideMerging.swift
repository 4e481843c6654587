import PanelBase

/// What a custom `Layout` that does not implement `explicitAlignment` says of a guide, as
/// SwiftUI's default does: the guides its subviews set explicitly, merged. Each subview
/// that sets the guide is placed where `placeSubviews` would put it (nothing is placed),
/// and its guide's positions in the container are combined: the first text baseline is the
/// highest, the last text baseline the lowest, any other guide their average. No subview
/// setting the guide: no explicit value.
extension LayoutSubviews {
    func mergedExplicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, placing: () -> Void) -> CGFloat? {
        merged(in: bounds, placing: placing, combine: .average) { node, size in node.guides(size: size).horizontal[guide] }
            .map { bounds.minX + $0.x }
    }

    func mergedExplicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, placing: () -> Void) -> CGFloat? {
        let combine: Combination = guide == .firstTextBaseline ? .least : guide == .lastTextBaseline ? .greatest : .average
        return merged(in: bounds, placing: placing, combine: combine) { node, size in node.guides(size: size).vertical[guide] }
            .map { bounds.minY + $0.y }
    }

    enum Combination { case average, least, greatest }

    /// The subviews' explicit values (read by `value` at the size each is placed at),
    /// moved to where each is placed relative to `bounds`, and combined on both axes (the
    /// caller keeps its own).
    private func merged(in bounds: CGRect, placing: () -> Void, combine: Combination,
                        value: @escaping @MainActor (ViewNode, FixedSize) -> Fixed?) -> CGPoint? {
        // Most layouts' subviews set no guide: nothing to place. Whether a view sets one
        // does not hang on its size (only the value does): asked at the size it has now.
        let worthPlacing = MainActor.assumeIsolated { nodes[range].contains(where: { value($0, $0.frame.size) != nil }) }
        guard worthPlacing else { return nil }
        let outer = MainActor.assumeIsolated { placements.beginProbing() }
        placing()
        let frames = MainActor.assumeIsolated { placements.endProbing(restoring: outer) }
        let values: [CGPoint] = MainActor.assumeIsolated {
            nodes[range].compactMap { node in
                guard let frame = frames[ObjectIdentifier(node)], let offset = value(node, frame.size) else { return nil }
                return CGPoint(x: frame.minX.doubleValue - bounds.minX + offset.doubleValue,
                               y: frame.minY.doubleValue - bounds.minY + offset.doubleValue)
            }
        }
        guard let first = values.first else { return nil }
        switch combine {
        case .least: return values.dropFirst().reduce(first) { CGPoint(x: Swift.min($0.x, $1.x), y: Swift.min($0.y, $1.y)) }
        case .greatest: return values.dropFirst().reduce(first) { CGPoint(x: Swift.max($0.x, $1.x), y: Swift.max($0.y, $1.y)) }
        case .average:
            let n = CGFloat(values.count)
            return CGPoint(x: values.reduce(0) { $0 + $1.x } / n, y: values.reduce(0) { $0 + $1.y } / n)
        }
    }
}
