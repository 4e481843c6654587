import PanelBase

/// How a `Form` looks, as SwiftUI's `FormStyle`. On iOS both the automatic and the grouped
/// style draw a form as an inset-grouped list, which is how Panel draws every form.
public protocol FormStyle: Sendable {}

/// iOS's form: sections as rounded groups on the grouped background.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// The platform's form, the grouped one.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension View {
    /// Sets the style of the forms inside; both styles are the one Panel draws.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
