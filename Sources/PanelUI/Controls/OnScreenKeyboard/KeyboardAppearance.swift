import PanelBase

/// What the keyboard view draws: the keys as laid out, which is pressed, Shift's state, the
/// accents popup and the pinyin bar. A value, so the view is built again only when it
/// changes.
struct KeyboardAppearance: Equatable, Sendable {
    var geometry: KeyboardGeometry
    var isShown: Bool
    var shift: ShiftState.Mode
    /// The touch target of the pressed key.
    var pressed: PixelRect?
    var popup: AccentPopup?
    var pinyin: PinyinComposition?
    /// Return drawn in the accent colour (a `.submitLabel` other than `.return`).
    var usesAccentColorForEnter: Bool

    var candidateBar: CandidateBar? {
        guard let pinyin, geometry.barHeight > 0 else { return nil }
        return CandidateBar(composition: pinyin, width: geometry.width, height: geometry.barHeight)
    }
}
