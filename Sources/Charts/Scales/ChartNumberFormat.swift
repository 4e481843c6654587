import SwiftUI

/// Numbers on an axis: as many decimals as the step between ticks needs, no more.
enum ChartNumberFormat {
    static func string(_ value: Double, step: Double?) -> String {
        let decimals: Int
        if let step, step > 0, step < 1 {
            decimals = min(6, Int((-log10(step) - 1e-9).rounded(.up)))
        } else if step == nil, value != value.rounded() {
            decimals = 2
        } else {
            decimals = 0
        }
        if decimals == 0 {
            let rounded = value.rounded()
            return abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)"
        }
        var text = String(format: "%.\(decimals)f", value)
        if step == nil {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
