import Testing
import Glibc
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

@MainActor
@Suite(.enabled(if: CairoReference.isAvailable))
struct ZDiag2Tests {
    /// Supersampled nonzero coverage (n×n samples a pixel) of the path's fine polygon.
    func truth(_ path: Path, n: Int, evenOdd: Bool) -> [UInt8] {
        var edges: [(Double, Double, Double, Double)] = []
        // Fine flattening: 1024 segments per curve.
        var current = CGPoint.zero, start = CGPoint.zero
        func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) {
            var prev = p0
            for i in 1...1024 {
                let q = PathFlattening.cubicPoint(p0, c1, c2, p3, Double(i) / 1024)
                edges.append((prev.x, prev.y, q.x, q.y)); prev = q
            }
        }
        var open = false
        path.forEach { e in
            switch e {
            case .move(let p):
                if open { edges.append((current.x, current.y, start.x, start.y)) }
                start = p; current = p; open = true
            case .line(let p): edges.append((current.x, current.y, p.x, p.y)); current = p
            case .quadCurve(let p, let c):
                cubic(current, CGPoint(x: current.x + 2/3*(c.x-current.x), y: current.y + 2/3*(c.y-current.y)),
                      CGPoint(x: p.x + 2/3*(c.x-p.x), y: p.y + 2/3*(c.y-p.y)), p); current = p
            case .curve(let p, let c1, let c2): cubic(current, c1, c2, p); current = p
            case .closeSubpath: edges.append((current.x, current.y, start.x, start.y)); current = start; open = false
            }
        }
        if open { edges.append((current.x, current.y, start.x, start.y)) }
        var out = [UInt8](repeating: 0, count: 64 * 64)
        var acc = [Int](repeating: 0, count: 64 * 64)
        for py in 0..<64 {
            for sy in 0..<n {
                let y = Double(py) + (Double(sy) + 0.5) / Double(n)
                // crossings
                var xs: [(Double, Int)] = []
                for (x0, y0, x1, y1) in edges where (y0 <= y) != (y1 <= y) {
                    let x = x0 + (y - y0) / (y1 - y0) * (x1 - x0)
                    xs.append((x, y1 > y0 ? 1 : -1))
                }
                xs.sort { $0.0 < $1.0 }
                var counts = [Int](repeating: 0, count: 64)
                for px in 0..<64 {
                    for sx in 0..<n {
                        let x = Double(px) + (Double(sx) + 0.5) / Double(n)
                        var w = 0
                        for (cx, d) in xs { if cx < x { w += d } else { break } }
                        if evenOdd ? (w & 1 != 0) : (w != 0) { counts[px] += 1 }
                    }
                }
                for px in 0..<64 { out[py * 64 + px] &+= 0; _ = counts }
                for px in 0..<64 { acc[py * 64 + px] += counts[px] }
            }
        }
        for i in 0..<(64*64) { out[i] = UInt8((Double(acc[i]) * 255 / Double(n * n)).rounded()); acc[i] = 0 }
        return out
    }
    @Test func diag() {
        let t = PathCairoDifferentialTests()
        var paths = PathCairoDifferentialTests.handPicked
        paths.append(PathCairoDifferentialTests.randomPath(seed: 6 - 4))
        paths.append(PathCairoDifferentialTests.randomPath(seed: 29 - 4))
        for (index, path) in paths.enumerated() {
            let exact = truth(path, n: 32, evenOdd: false)
            let ours = t.panelCoverage(of: path)
            let theirs = CairoReference.shared!.coverage(of: path, width: 64, height: 64)
            func stats(_ a: [UInt8]) -> String {
                var off = 0, worst = 0, wi = 0
                for i in 0..<a.count { let d = abs(Int(a[i]) - Int(exact[i])); if d > 4 { off += 1 }; if d > worst { worst = d; wi = i } }
                return ">4 \(off) worst \(worst) at \(wi % 64),\(wi / 64) (\(a[wi]) vs \(exact[wi]))"
            }
            if index == 6 {
                print("DIAG3 \(path)")
                for y in 25...31 { print("DIAG3 ours  " + (45...53).map { "  \(ours[y * 64 + $0])" }.joined()) }
                for y in 25...31 { print("DIAG3 truth " + (45...53).map { "  \(exact[y * 64 + $0])" }.joined()) }
            }
            print("DIAG2 \(index) ours: \(stats(ours))  cairo: \(stats(theirs))")
        }
    }
}
