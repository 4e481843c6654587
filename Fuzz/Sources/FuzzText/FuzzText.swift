import FuzzSupport
import Panel

/// Text of any bytes through the whole text path: fallback faces, HarfBuzz shaping, FriBidi
/// reordering and libunibreak line breaks, laid out wrapped, truncated and in both layout
/// directions, then drawn: whatever the string, nothing crashes, overflows or hangs (the
/// fuzzer's time limit).
@MainActor
private let fonts: FontSet? = try? FontSet.loadDefault()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let string = String(decoding: UnsafeBufferPointer(start: data, count: Swift.min(size, 4096)), as: UTF8.self)
    MainActor.assumeIsolated {
        guard let fonts else { fatalError("FuzzText needs the default fonts (make deps)") }
        let renderer = DisplayListRenderer(fonts: fonts)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let view = VStack(alignment: .leading, spacing: 2) {
                Text(string).frame(width: 120, alignment: .leading)
                Text(string).lineLimit(2).truncationMode(.middle).frame(width: 90)
                Text(verbatim: string).font(.title.bold()).lineLimit(1)
            }
            .environment(\.layoutDirection, direction)
            let host = ViewHost(rootView: view, width: 160, height: 200, textMeasurer: fonts)
            host.update()
            let surface = Surface(width: 160, height: 200)
            renderer.draw(host.displayList, into: surface, region: [surface.bounds])
        }
    }
    return 0
}
