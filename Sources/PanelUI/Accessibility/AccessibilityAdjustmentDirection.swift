/// Which way `accessibilityAdjustableAction` is asked to move a value.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
