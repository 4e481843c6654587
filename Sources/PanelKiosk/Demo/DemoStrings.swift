import Panel

/// The demo's string tables: its titles and labels in Simplified Chinese and Arabic. The
/// demo shows them when the language is one of those (`LANG=zh_CN.UTF-8 panel-app run`,
/// or `\.locale` set in the environment); English is the keys themselves.
@MainActor
enum DemoStrings {
    static let tables: [String: [String: String]] = [
        "zh-Hans": [
            "Panel": "面板",
            "SwiftUI styles, straight to the display": "SwiftUI 样式，直接绘制到屏幕",
            "ButtonStyle": "按钮样式 ButtonStyle",
            "PrimitiveButtonStyle · hold 1 s": "PrimitiveButtonStyle · 按住 1 秒",
            "ToggleStyle": "开关样式 ToggleStyle",
            "Custom style · TripleToggle": "自定义样式 · TripleToggle",
            "Tap Me!": "点我！",
            "Hold Me!": "按住我！",
            "Not tapped yet": "尚未点击",
            "Tapped %lld ×": "已点击 %lld 次",
            "Custom Toggle": "自定义开关",
            "Fan": "风扇",
            "Hold the button": "按住按钮",
            "Action Executed!": "已执行！",
        ],
        "ar": [
            "Panel": "اللوحة",
            "SwiftUI styles, straight to the display": "أنماط SwiftUI مباشرة على الشاشة",
            "ButtonStyle": "نمط الزر ButtonStyle",
            "PrimitiveButtonStyle · hold 1 s": "PrimitiveButtonStyle · اضغط مطولاً ١ ث",
            "ToggleStyle": "نمط المفتاح ToggleStyle",
            "Custom style · TripleToggle": "نمط مخصص · TripleToggle",
            "Tap Me!": "اضغطني!",
            "Hold Me!": "اضغط مطولاً!",
            "Not tapped yet": "لم يُضغط بعد",
            "Tapped %lld ×": "ضُغط %lld مرة",
            "Custom Toggle": "مفتاح مخصص",
            "Fan": "المروحة",
            "Hold the button": "اضغط على الزر مطولاً",
            "Action Executed!": "تم التنفيذ!",
        ],
    ]

    private static var registered = false

    /// Adds the tables to `LocalizedStringTables`, once.
    static func register() {
        guard !registered else { return }
        registered = true
        for (language, strings) in tables { LocalizedStringTables.register(strings, language: language) }
    }
}
