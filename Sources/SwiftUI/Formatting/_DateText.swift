import Foundation
import Panel

/// A date and its style, what a date text compares by.
public struct _DateText: Hashable, Sendable {
    let date: Date
    let style: Text.DateStyle
    public init(date: Date, style: Text.DateStyle) {
        self.date = date
        self.style = style
    }
}
