import SwiftUI

// `.foregroundStyle(_:)` on a mark itself: the style goes into the mark rather than into
// a wrapper around it, so that a chart of many points builds and copies no wrapper per
// point. Modifiers on other content, and the other modifiers, wrap it
// (`_ModifiedChartContent`).

extension AreaMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AreaMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension LineMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> LineMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension PointMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> PointMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension BarMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> BarMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension RectangleMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> RectangleMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension RuleMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> RuleMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}

extension SectorMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> SectorMark {
        var styled = self
        styled.mark.style = AnyShapeStyle(style)
        return styled
    }
}
