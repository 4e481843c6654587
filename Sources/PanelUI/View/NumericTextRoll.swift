import PanelBase

/// A text's change of string drawn under `.contentTransition(.numericText())` or
/// `.opacity` inside an animation.
///
/// The strings are lined up from their ends (numbers grow at the front). Characters that
/// stay are drawn as they are; at each position that changed, the old character slides
/// out by a line's height (up when counting up, down when counting down) while fading to
/// transparent, and the new one slides in from the other side while fading in, all
/// clipped to the text's frame. `.opacity` crossfades the whole strings in place. The
/// text is drawn first in the roll's start (a second build at the same time moves it to
/// its end under the change's animation, as a transition's insertion is), so the display
/// list animator moves the characters in fixed point like any other change. Texts of
/// more than one line change at once.
struct NumericTextRoll {
    let old: String
    let new: String
    /// New characters come from below (counting up) or from above.
    let upward: Bool
    let crossfade: Bool
    var phase = TransitionPhase.willAppear
}

extension TextNode: PhaseAppearing {
    /// Starts a roll from `old` to `new` when the change animates and the environment asks
    /// for one.
    func startContentTransition(from old: String, to new: String, environment: EnvironmentValues) {
        let transition = environment.contentTransition
        var upward = true
        switch transition.kind {
        case .identity, .interpolate:
            roll = nil
            return
        case .opacity: break
        case .numericText(let countsDown, let value):
            if let countsDown { upward = !countsDown }
            if let value, let last = lastNumericValue { upward = value >= last }
            lastNumericValue = value
        }
        guard !old.isEmpty, let coordinator = graph?.transitions, let animation = coordinator.animation(at: self) else {
            roll = nil
            return
        }
        roll = NumericTextRoll(old: old, new: new, upward: upward, crossfade: transition.kind == .opacity)
        coordinator.willAppear(self, animation: animation)
    }

    /// Moves the roll to its end under `animation`.
    func move(to phase: TransitionPhase, animation: Animation?) {
        guard roll != nil else { return }
        roll?.phase = phase
        rollAnimation = animation
        drawingChanged()
    }

    /// Draws the single line `run` (the new string) as `roll` shows it.
    func drawRoll(_ roll: NumericTextRoll, run: TextRun, top: Fixed, height: Fixed, into builder: inout DisplayListBuilder) {
        if let rollAnimation { builder.pushImplicitAnimation(rollAnimation, changed: true) }
        var clip = GroupEffect()
        clip.clip = FixedRect(x: frame.minX, y: top, width: frame.width, height: height)
        builder.beginGroup(clip, owner: self)
        let done = roll.phase != .willAppear
        let shift = roll.crossfade ? Fixed.zero : height
        let outgoing = roll.upward ? -shift : shift
        let transparent = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)
        func add(_ string: String, x: Fixed, dy: Fixed, visible: Bool) {
            var piece = run
            piece.string = string
            piece.baselineOrigin = FixedPoint(x: x, y: run.baselineOrigin.y + dy)
            if !visible { piece.color = transparent }
            builder.add(.text(piece), bounds: FixedRect(x: x, y: top + dy, width: metrics(string).width, height: height), owner: self)
        }
        let start = run.baselineOrigin.x
        if roll.crossfade {
            add(roll.old, x: start + metrics(roll.new).width - metrics(roll.old).width, dy: .zero, visible: !done)
            add(roll.new, x: start, dy: .zero, visible: done)
        } else {
            let old = Array(roll.old), new = Array(roll.new)
            let count = Swift.max(old.count, new.count)
            let right = start + metrics(roll.new).width
            for position in 0..<count {
                let newIndex = position - (count - new.count), oldIndex = position - (count - old.count)
                let newCharacter = newIndex >= 0 ? String(new[newIndex]) : nil
                let oldCharacter = oldIndex >= 0 ? String(old[oldIndex]) : nil
                let newX = newIndex >= 0 ? start + metrics(String(new[..<newIndex])).width : start
                if let newCharacter, newCharacter == oldCharacter {
                    add(newCharacter, x: newX, dy: .zero, visible: true)
                    continue
                }
                if let oldCharacter {
                    let oldX = right - metrics(String(old[oldIndex...])).width
                    add(oldCharacter, x: oldX, dy: done ? outgoing : .zero, visible: !done)
                }
                if let newCharacter { add(newCharacter, x: newX, dy: done ? .zero : -outgoing, visible: done) }
            }
        }
        builder.endGroup()
        if rollAnimation != nil { builder.popImplicitAnimation() }
        rollAnimation = nil
    }
}
