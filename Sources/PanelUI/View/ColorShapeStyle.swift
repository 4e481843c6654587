import PanelBase

extension Color: ShapePaintConvertible {
    var shapePaint: ShapePaint { .color(self) }
}

// The colours as shape styles, so `.fill(.red)` and `.foregroundStyle(.blue)` read as in
// SwiftUI (`.primary` and `.secondary` are the hierarchical styles there).
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
}
