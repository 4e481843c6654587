/// What the accessibility modifiers around and inside a view say of it, added up: the
/// modifier nearest the view wins for each property, as in SwiftUI.
@MainActor
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?

    /// These properties with the ones `outer` (farther from the view) sets where these
    /// set none.
    func filled(from outer: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = label ?? outer.label
        result.value = value ?? outer.value
        result.hint = hint ?? outer.hint
        result.identifier = identifier ?? outer.identifier
        result.addedTraits.formUnion(outer.addedTraits)
        result.removedTraits.formUnion(outer.removedTraits)
        result.adjustableAction = adjustableAction ?? outer.adjustableAction
        return result
    }

    /// `base` with the traits added and removed.
    func traits(over base: AccessibilityTraits) -> AccessibilityTraits {
        base.union(addedTraits).subtracting(removedTraits)
    }
}
