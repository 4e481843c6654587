import PanelBase

/// A part of the inscribed circle between two angles in turns from the 3 o'clock point,
/// clockwise, not kept within one turn as `trim(from:to:)` is: the spinner's arc turns on
/// past a whole turn, gauges' arcs start at the top.
struct ArcOutline: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    let start: Double
    let end: Double
    var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }

    func path(in rect: CGRect) -> Path {
        let square = rect.centredSquare
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: square.midX, y: square.midY), radius: square.width / 2,
                            startAngle: .radians(start * 2 * Double.pi), delta: .radians((end - start) * 2 * Double.pi))
        return path
    }

    var shapeKind: ShapeKind {
        func angle(_ turns: Double) -> Int {
            guard turns.isFinite else { return 0 }
            return Int((Swift.max(-64, Swift.min(64, turns)) * Double(ArcSegment.turn)).rounded())
        }
        return .arc(ArcSegment(start: angle(start), end: angle(end)))
    }
    var keepsSquare: Bool { true }
}
