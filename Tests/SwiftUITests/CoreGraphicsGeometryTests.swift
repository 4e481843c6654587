import Testing
import SwiftUI

/// Core Graphics' rectangle functions, with Core Graphics' results.
@Suite struct CoreGraphicsGeometryTests {
    @Test func setOperations() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersects(b))
        let far = CGRect(x: 20, y: 20, width: 1, height: 1)
        #expect(a.intersection(far).isNull && a.intersection(far).isEmpty)
        #expect(!a.intersects(far))
        #expect(CGRect.null.union(b) == b)
        #expect(a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)) && !a.contains(b))
        // A negative size is standardized first.
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).offsetBy(dx: 1, dy: 2) == CGRect(x: 1, y: 2, width: 10, height: 10))
    }

    @Test func integralAndDivided() {
        #expect(CGRect(x: 0.5, y: 1.2, width: 2, height: 2).integral == CGRect(x: 0, y: 1, width: 3, height: 3))
        let (slice, remainder) = CGRect(x: 0, y: 0, width: 100, height: 40).divided(atDistance: 30, from: .maxXEdge)
        #expect(slice == CGRect(x: 70, y: 0, width: 30, height: 40))
        #expect(remainder == CGRect(x: 0, y: 0, width: 70, height: 40))
        let count = 3
        #expect(CGPoint(x: count, y: 1) == CGPoint(x: 3.0, y: 1.0))
        #expect(CGSize(width: count, height: count).width == 3)
    }
}
