import SwiftUI

// `.foregroundStyle(_:)` on a mark itself: the style goes into the mark rather than into
// a wrapper around it, so that a chart of many points builds and copies no wrapper per
// point (the mark is consumed, not copied). Modifiers on other content, and the other modifiers, wrap it
// (`_ModifiedChartContent`).

extension AreaMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> AreaMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension LineMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> LineMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension PointMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> PointMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension BarMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> BarMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension RectangleMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> RectangleMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension RuleMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> RuleMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}

extension SectorMark {
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> SectorMark {
        mark.style = AnyShapeStyle(style)
        return self
    }
}
