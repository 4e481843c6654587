import PanelBase

extension Color: ShapePaintConvertible {
    var shapePaint: ShapePaint { .color(self) }
}

// The colours as shape styles, so `.fill(.red)` and `.foregroundStyle(.blue)` read as in
// SwiftUI (`.primary` and `.secondary` are the hierarchical styles there).
extension ShapeStyle where Self == Color {
    @MainActor public static var clear: Color { Color.clear }
    @MainActor public static var black: Color { Color.black }
    @MainActor public static var white: Color { Color.white }
    @MainActor public static var gray: Color { Color.gray }
    @MainActor public static var red: Color { Color.red }
    @MainActor public static var orange: Color { Color.orange }
    @MainActor public static var yellow: Color { Color.yellow }
    @MainActor public static var green: Color { Color.green }
    @MainActor public static var blue: Color { Color.blue }
    @MainActor public static var purple: Color { Color.purple }
    @MainActor public static var pink: Color { Color.pink }
}
