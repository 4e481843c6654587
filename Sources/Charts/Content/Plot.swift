import SwiftUI

/// Marks grouped so that one modifier applies to them all, as Swift Charts' `Plot`:
/// `Plot { LineMark(...); PointMark(...) }.foregroundStyle(.red)`.
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    public func _collectMarks(into marks: inout _ChartMarks) {
        content._collectMarks(into: &marks)
    }
}
