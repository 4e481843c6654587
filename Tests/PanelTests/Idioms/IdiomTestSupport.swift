import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

@MainActor
extension ViewHost {
    /// The texts drawn where they can be seen: inside the screen, in no group drawn clear.
    var shownTexts: [String] {
        var clear: [Bool] = []
        var texts: [String] = []
        for entry in displayList.entries {
            switch entry.item {
            case .beginGroup(let effect): clear.append(effect.opacity == 0 || clear.last == true)
            case .endGroup: clear.removeLast()
            case .text(let run) where clear.last != true:
                let origin = run.baselineOrigin
                let inside = (origin.x >= Fixed.zero) && (origin.x < size.width) && (origin.y > Fixed.zero)
                    && (origin.y <= size.height + Fixed(10))
                if inside {
                    texts.append(run.string)
                }
            default: break
            }
        }
        return texts
    }

    func shows(_ text: String) -> Bool { shownTexts.contains(text) }

    /// The frame of the first drawn text `string`, as laid out.
    func frame(ofText string: String) -> FixedRect? { frames(ofText: string).first }

    /// What the host shows now, drawn whole.
    func drawn(fonts: FontSet?) -> Surface {
        let surface = Surface(width: size.width.roundedPixels, height: size.height.roundedPixels)
        DisplayListRenderer(fonts: fonts).draw(displayList, into: surface, region: [size.enclosingScreen])
        return surface
    }
}

/// What the views of the idiom tests did, in order.
@MainActor
final class IdiomLog {
    var entries: [String] = []
}
