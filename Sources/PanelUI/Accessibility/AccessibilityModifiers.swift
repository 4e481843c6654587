extension View {
    /// Where a tap activates this view, in its own unit square.
    public func accessibility(activationPoint: UnitPoint) -> some View {
        modifier(_AccessibilityModifier(activationPoint: .unit(activationPoint)))
    }

    /// Where a tap activates this view, in its own coordinates.
    public func accessibility(activationPoint: CGPoint) -> some View {
        modifier(_AccessibilityModifier(activationPoint: .absolute(activationPoint)))
    }

    /// Where a tap activates this view, in its own unit square.
    public func accessibilityActivationPoint(_ point: UnitPoint) -> some View {
        accessibility(activationPoint: point)
    }

    /// Where a tap activates this view, in its own coordinates.
    public func accessibilityActivationPoint(_ point: CGPoint) -> some View {
        accessibility(activationPoint: point)
    }

    /// The label Panel lists this view under (instead of the text inside it).
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityModifier(label: label))
    }

    /// The label Panel lists this view under, translated like a text.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The label Panel lists this view under, as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// The element's current value ("50 %"), listed with it.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        modifier(_AccessibilityModifier(value: valueDescription))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// What operating the element does, listed with it.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(_AccessibilityModifier(hint: hint))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(verbatim: String(hint)))
    }

    /// A name for the element that is never shown or translated: scripts and tests find
    /// it by this when no label matches.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityModifier(identifier: identifier))
    }

    /// Hidden elements (and everything inside them) are not listed; they still draw and
    /// take touches.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AccessibilityModifier(hidden: hidden))
    }

    /// Makes this view an element of its own, its inside ignored, listed separately or
    /// combined into it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityModifier(children: children))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(addedTraits: traits))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(removedTraits: traits))
    }

    /// What adjusting the element (a swipe up or down with VoiceOver) does; Panel's
    /// scripts and tests call it through `ViewHost.accessibilityAdjust(_:labeled:)`.
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(_AccessibilityModifier(addedTraits: [], adjustableAction: handler))
    }
}
