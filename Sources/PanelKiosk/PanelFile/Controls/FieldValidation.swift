/// A text field's `pattern`: a regular expression (Swift's syntax, which reads the common
/// POSIX and PCRE forms) that the whole text must match.
enum FieldValidation {
    /// The compiled pattern; nil when it is not one.
    static func compile(_ pattern: String) -> Regex<AnyRegexOutput>? {
        try? Regex(pattern)
    }

    static func matches(_ text: String, pattern: String) -> Bool {
        guard let regex = compile(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}
