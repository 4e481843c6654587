import Glibc
import Panel

/// A screen of photos: 24 tiles, each a PNG decoded through libpng, scaled to fill its
/// tile, clipped to rounded corners and captioned over a gradient. Each tap switches the
/// grid between small and large tiles, so every photo is scaled anew (the first time at
/// each size; the scaled copies are then kept) and redrawn: the cost of an image-heavy
/// screen.
struct ImageScene: BenchScene {
    let name = "image"
    let vblanks = 240
    static let taps = 9

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: ImageHeavyPanel(photos: BenchPhotos.paths), width: width, height: height, textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        try host.centreTaps(count: ImageScene.taps, spacing: 24, start: start, interval: interval, scene: name)
    }

    var notes: [String] { ["image: \(BenchPhotos.paths.count) PNG photos of 512x512 (made for the run), 24 tiles"] }
}

/// The photos the image scene shows: PNG files written once per process into a temporary
/// folder of its own (removed at exit), so they are decoded from files as an app's are.
enum BenchPhotos {
    static let side = 512

    static let paths: [String] = {
        var template = Array("/tmp/panel-bench-photos-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        guard let folder = made else { return [] }
        let paths = (0..<4).map { "\(folder)/photo-\($0).png" }
        for (index, path) in paths.enumerated() {
            try? PNGEncoder.write(photo(index), to: path)
        }
        BenchPhotos.folder = folder
        atexit {
            for index in 0..<4 { unlink("\(BenchPhotos.folder)/photo-\(index).png") }
            rmdir(BenchPhotos.folder)
        }
        return paths
    }()

    nonisolated(unsafe) private static var folder = ""

    /// A photo-like picture: smooth colour fields with fine noise, so it compresses and
    /// scales like a photograph rather than like flat colour. Deterministic per index.
    static func photo(_ index: Int) -> Surface {
        let surface = Surface(width: side, height: side)
        var state = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        for y in 0..<side {
            for x in 0..<side {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = Int(state >> 59)
                let red = (x * 255 / side + index * 60 + noise) & 255
                let green = (y * 255 / side + noise * 2) & 255
                let blue = ((x + y) * 255 / (2 * side) + 128 - index * 30 + noise) & 255
                surface[x, y] = PixelColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            }
        }
        return surface
    }
}

/// 24 photo tiles in a lazy grid; a tap anywhere switches between small and large tiles.
struct ImageHeavyPanel: View {
    let photos: [String]
    @State private var large = false

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: large ? 180 : 120), spacing: 8)], spacing: 8) {
            ForEach(0..<24) { index in
                ZStack(alignment: .bottomLeading) {
                    Image(contentsOfFile: photos.isEmpty ? "" : photos[index % photos.count])
                        .resizable()
                        .scaledToFill()
                        .frame(minWidth: 0, maxWidth: .infinity)
                        .frame(height: large ? 120 : 80)
                        .clipped()
                    LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                    Text("Camera \(index + 1)")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(6)
                }
                .frame(height: large ? 120 : 80)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(DemoTheme.background)
        .onTapGesture { large.toggle() }
    }
}
