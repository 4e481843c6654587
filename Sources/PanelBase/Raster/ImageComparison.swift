/// The result of comparing a rendered surface with an expected one, pixel for pixel.
public struct ImageComparison {
    /// How many pixels differ (all of them when the sizes differ).
    public let differingPixels: Int
    /// The first differing pixel in row order, for the failure message.
    public let firstDifference: (x: Int, y: Int, expected: PixelColor, actual: PixelColor)?
    public let sizesMatch: Bool

    public var isIdentical: Bool { sizesMatch && differingPixels == 0 }

    /// Compares exactly: a golden image matches only byte for byte.
    public init(expected: Surface, actual: Surface) {
        sizesMatch = expected.width == actual.width && expected.height == actual.height
        guard sizesMatch else {
            differingPixels = max(expected.width * expected.height, actual.width * actual.height)
            firstDifference = nil
            return
        }
        var count = 0
        var first: (Int, Int, PixelColor, PixelColor)?
        for y in 0..<actual.height {
            let e = expected.row(y), a = actual.row(y)
            for x in 0..<actual.width where e[x] != a[x] {
                count += 1
                if first == nil { first = (x, y, PixelColor(argb: e[x]), PixelColor(argb: a[x])) }
            }
        }
        differingPixels = count
        firstDifference = first
    }

    /// An image that shows where two same-sized surfaces differ: matching pixels as a faint
    /// grey copy of the expected image, differing ones in solid magenta.
    public static func differenceImage(expected: Surface, actual: Surface) -> Surface {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let result = Surface(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                if inExpected && inActual && expected[x, y] == actual[x, y] {
                    let p = expected[x, y]
                    let grey = UInt8((UInt32(p.red) + UInt32(p.green) + UInt32(p.blue)) / 3 / 4 + 190)
                    result[x, y] = PixelColor(red: grey, green: grey, blue: grey)
                } else {
                    result[x, y] = PixelColor(red: 255, green: 0, blue: 255)
                }
            }
        }
        return result
    }

    public var summary: String {
        if !sizesMatch { return "image sizes differ" }
        guard let d = firstDifference else { return "images are identical" }
        return "\(differingPixels) pixels differ; first at (\(d.x), \(d.y)): expected \(d.expected), got \(d.actual)"
    }
}
