import SwiftUI

/// A greenhouse's kiosk screen, written as an ordinary SwiftUI view: icons, the water
/// tank with its level and a rolling wave, readings with units, the devices, the air
/// temperature of the last day as a chart, and a grid of zone tiles with photos where the
/// screen is tall enough for them.
public struct GreenhouseDashboard: View {
    /// What the kiosk shows before the first frame: the backdrop's top colour.
    public static let background = Palette.backdropTop

    let greenhouse: Greenhouse

    public init(greenhouse: Greenhouse = Greenhouse()) {
        self.greenhouse = greenhouse
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            HStack(alignment: .top, spacing: 12) {
                TankCard(greenhouse: greenhouse)
                ReadingsCard(readings: Reading.current)
                DevicesCard()
            }
            // The cards as tall as the tallest one's content, not the screen's height.
            .fixedSize(horizontal: false, vertical: true)
            // The chart takes the rest of the screen; the photos come under it only where
            // both fit (not on an 800x480 panel).
            ViewThatFits(in: .vertical) {
                VStack(spacing: 12) {
                    TemperatureCard(greenhouse: greenhouse)
                        .frame(minHeight: 240)
                    zoneTiles
                }
                TemperatureCard(greenhouse: greenhouse)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(LinearGradient(colors: [Palette.backdropTop, Palette.backdropBottom],
                                   startPoint: .top, endPoint: .bottom))
        .preferredColorScheme(.dark)
    }

    private var zoneTiles: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
            ForEach(Zone.all) { zone in
                ZoneTile(zone: zone)
            }
        }
    }

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            Label("Greenhouse", systemImage: "leaf.fill")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
            Spacer()
            Label("East wing", systemImage: "house")
                .font(.title3)
                .foregroundStyle(.secondary)
        }
    }
}

extension GreenhouseDashboard {
    /// The example's Resources folder in the source tree (where its photos are when the
    /// program runs from a checkout).
    public static var resourcesInSourceTree: String {
        var path = #filePath
        for _ in 0..<2 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Resources"
    }
}

/// The dashboard's colours.
enum Palette {
    static let backdropTop = Color(red: 0.05, green: 0.09, blue: 0.07)
    static let backdropBottom = Color(red: 0.02, green: 0.04, blue: 0.05)
    static let card = Color(red: 0.10, green: 0.15, blue: 0.13)
    static let accent = Color(red: 0.35, green: 0.80, blue: 0.50)
    static let water = Color(red: 0.25, green: 0.65, blue: 0.95)
    static let deepWater = Color(red: 0.10, green: 0.35, blue: 0.70)
}
