import PanelBase

/// The keyboard as drawn: a grey panel the width of the screen with its keys, slid up
/// from below the screen when it appears and back down when it goes (a fixed animation, so
/// every frame is a function of time). Every touch on it goes to the keyboard's gesture.
struct OnScreenKeyboardView: View {
    let appearance: KeyboardAppearance
    let keyboard: OnScreenKeyboard
    @State private var appeared = false
    @Environment(\.colorScheme) private var colorScheme

    /// The keyboard's greys, light or dark with the colour scheme.
    private var dark: Bool { colorScheme == .dark }
    private var background: Color { dark ? Color(white: 0.16) : Color(white: 0.82) }
    private var characterKey: Color { dark ? Color(white: 0.38) : .white }
    private var functionKey: Color { dark ? Color(white: 0.26) : Color(white: 0.68) }
    private var pressedKey: Color { dark ? Color(white: 0.52) : Color(white: 0.56) }
    private var keyShadow: Color { dark ? Color(white: 0.05) : Color(white: 0.55) }
    private var ink: Color { dark ? .white : .black }

    var body: some View {
        let geometry = appearance.geometry
        let visible = appearance.isShown && appeared
        return ZStack(alignment: .topLeading) {
            background
            if let bar = appearance.candidateBar { candidateBar(bar) }
            ForEach(0..<geometry.placed.count, id: \.self) { index in
                key(geometry.placed[index])
            }
            if let popup = appearance.popup { accentPopup(popup) }
        }
        .frame(width: CGFloat(geometry.width), height: CGFloat(geometry.height), alignment: .topLeading)
        .gesture(KeyboardTouchGesture(keyboard: keyboard))
        // Sliding away, it takes no touches: they reach the screen beneath.
        .allowsHitTesting(appearance.isShown)
        .offset(y: visible ? 0 : CGFloat(geometry.height))
        .animation(OnScreenKeyboard.animation, value: visible)
        .onAppear { appeared = true }
    }

    @ViewBuilder private func key(_ placed: KeyboardGeometry.Placed) -> some View {
        if placed.key.action != .gap {
            let face = placed.face
            let isPressed = appearance.pressed == placed.target
            ZStack {
                RoundedRectangle(cornerRadius: 5).fill(keyShadow).offset(y: 1)
                RoundedRectangle(cornerRadius: 5).fill(fill(of: placed.key, pressed: isPressed))
                label(of: placed.key, height: face.height)
            }
            .frame(width: CGFloat(face.width), height: CGFloat(face.height))
            .offset(x: CGFloat(face.x), y: CGFloat(face.y))
        }
    }

    private func fill(of key: KeyboardKey, pressed: Bool) -> Color {
        if pressed { return pressedKey }
        switch key.action {
        case .shift where appearance.shift != .off: return characterKey
        case .enter where appearance.usesAccentColorForEnter: return .accentColor
        default: return key.isFunction ? functionKey : characterKey
        }
    }

    @ViewBuilder private func label(of key: KeyboardKey, height: Int) -> some View {
        let letterSize = CGFloat(height) * 0.48
        let wordSize = CGFloat(height) * 0.32
        switch key.action {
        case .character(let text):
            Text(text).font(.system(size: text.count > 1 ? wordSize : letterSize)).foregroundStyle(ink).lineLimit(1)
        case .shift:
            Image(systemName: appearance.shift == .locked ? "capslock.fill" : "shift").font(.system(size: letterSize))
                .foregroundStyle(ink)
        case .backspace:
            Image(systemName: "delete.left").font(.system(size: letterSize)).foregroundStyle(ink)
        case .dismiss:
            Image(systemName: "keyboard.chevron.compact.down").font(.system(size: letterSize)).foregroundStyle(ink)
        case .enter:
            Text(key.label).font(.system(size: wordSize))
                .foregroundStyle(appearance.usesAccentColorForEnter ? Color.white : ink).lineLimit(1)
        case .page, .space, .gap:
            Text(key.label).font(.system(size: wordSize)).foregroundStyle(ink).lineLimit(1)
        }
    }

    private func accentPopup(_ popup: AccentPopup) -> some View {
        ForEach(0..<popup.cells.count, id: \.self) { index in
            let cell = popup.cells[index]
            let selected = popup.selected == index
            ZStack {
                RoundedRectangle(cornerRadius: 5).fill(selected ? Color.accentColor : characterKey)
                Text(popup.variants[index]).font(.system(size: CGFloat(cell.height) * 0.48))
                    .foregroundStyle(selected ? Color.white : ink)
            }
            .frame(width: CGFloat(cell.width), height: CGFloat(cell.height))
            .offset(x: CGFloat(cell.x), y: CGFloat(cell.y))
        }
    }

    private func candidateBar(_ bar: CandidateBar) -> some View {
        ZStack(alignment: .topLeading) {
            (dark ? Color(white: 0.22) : Color(white: 0.9)).frame(width: CGFloat(appearance.geometry.width), height: CGFloat(appearance.geometry.barHeight))
            Text(bar.letters.text).font(.system(size: CGFloat(bar.fontSize) * 0.8)).foregroundStyle(dark ? Color(white: 0.7) : Color(white: 0.35))
                .lineLimit(1).fixedSize()
                .frame(width: CGFloat(bar.letters.frame.width), height: CGFloat(bar.letters.frame.height))
            ForEach(0..<bar.candidates.count, id: \.self) { index in
                let cell = bar.candidates[index]
                Text(cell.text).font(.system(size: CGFloat(bar.fontSize))).foregroundStyle(ink).lineLimit(1).fixedSize()
                    .frame(width: CGFloat(cell.frame.width), height: CGFloat(cell.frame.height))
                    .offset(x: CGFloat(cell.frame.x))
            }
        }
    }
}
