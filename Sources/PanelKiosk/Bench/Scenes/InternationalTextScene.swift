import Panel

/// The text scene in several scripts: 48 readings whose zone names and states are
/// Chinese, Arabic, Hebrew, Hindi, Thai and English, with the same values, changing at
/// each tap. Every tap re-lays out and redraws every line, so its frame cost set against
/// the `text` scene's is what shaping, bidi and fallback faces add per frame.
struct InternationalTextScene: BenchScene {
    let name = "intltext"
    let vblanks = 240
    static let taps = 9

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: InternationalTextPanel(), width: width, height: height, textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        try host.centreTaps(count: InternationalTextScene.taps, spacing: 24, start: start, interval: interval, scene: name)
    }
}

/// 16 rows of three readings, as `TextHeavyPanel`, in six languages.
struct InternationalTextPanel: View {
    var body: some View {
        ReadingGrid { index, tick in InternationalReadingRow(index: index, tick: tick) }
    }
}

/// "温室 7  21.3 °C  上升": a zone name and state in the row's language.
struct InternationalReadingRow: View {
    let index: Int
    let tick: Int

    /// Zone names and the four states, per language.
    static let languages: [(zone: String, states: [String])] = [
        ("温室", ["稳定", "上升", "下降", "警报"]),
        ("منطقة", ["ثابت", "ارتفاع", "انخفاض", "إنذار"]),
        ("אזור", ["יציב", "עולה", "יורד", "אזעקה"]),
        ("क्षेत्र", ["स्थिर", "बढ़ रहा", "घट रहा", "चेतावनी"]),
        ("โซน", ["คงที่", "เพิ่มขึ้น", "ลดลง", "เตือน"]),
        ("Zone", ["steady", "rising", "falling", "alarm"]),
    ]

    var tenths: Int { 150 + (index * 37 + tick * 53) % 150 }
    var language: (zone: String, states: [String]) { Self.languages[index % Self.languages.count] }
    var stateIndex: Int { (index + tick) % 4 }

    var body: some View {
        HStack(spacing: 6) {
            Text("\(language.zone) \(index + 1)")
                .font(.callout)
                .foregroundColor(DemoTheme.secondaryText)
            Text("\(tenths / 10).\(tenths % 10) °C")
                .font(.callout)
                .foregroundColor(.white)
            Text(language.states[stateIndex])
                .font(.caption)
                .foregroundColor(stateIndex == 3 ? Color(red: 1, green: 0.45, blue: 0.35) : DemoTheme.secondaryText)
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}
