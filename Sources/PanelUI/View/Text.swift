import PanelBase

/// A line (or, when narrow, lines) of text, sized by its font's metrics and drawn in the
/// foreground colour.
///
/// `Text("literal \(value)")` is made from a `LocalizedStringKey`: numbers in it are
/// formatted as SwiftUI formats them (`\(value, specifier: "%.1f")`). `Text(verbatim:)` and
/// `Text(someString)` show their string as it is.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    /// Set for text made from the environment (see `TextResolver`); `content` is then "".
    let resolver: TextResolver?
    public init(verbatim content: String) {
        self.content = content
        self.resolver = nil
    }
    /// The string as it is (disfavoured, as in SwiftUI, so that a literal makes a key).
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
        self.resolver = nil
    }
    /// The key's translation in the table `tableName` (see `LocalizedStringTables`) for
    /// the environment's language, or the key's own text, its interpolations formatted.
    /// The comment is ignored. Tables registered after the text is made are not used for
    /// it: a text whose key no table has costs no lookup.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        // Markdown and interpolated texts make runs, as in SwiftUI (not translated).
        if !key.inserts.isEmpty || InlineMarkdown.mayHoldMarkup(key.text),
           let parts = InlineMarkdown.parts(of: key.text, inserts: key.inserts) {
            self = Text(concatenating: parts)
            return
        }
        self.content = key.text
        // Made from the environment (its language) through a resolver: `Text` stays three
        // words, the size `any View` holds inline.
        self.resolver = LocalizedStringTables.translates(key.key) ? TextResolver(localizing: key, tableName: tableName) : nil
    }
    init(content: String, resolver: TextResolver?) {
        self.content = content
        self.resolver = resolver
    }
    /// Text whose string is made from the environment when it is shown.
    package init(resolver: TextResolver) {
        self.content = ""
        self.resolver = resolver
    }
    /// A text styled by its own modifiers: its content kept, made through `resolver`.
    init(content: String, resolver: TextResolver) {
        self.content = content
        self.resolver = resolver
    }

    /// The string shown in `environment`: made by the resolver (translated), or as given.
    @MainActor
    func string(in environment: EnvironmentValues) -> String {
        resolver.map { $0.resolve(environment) } ?? content
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { TextNode() }
    public nonisolated static func == (a: Text, b: Text) -> Bool {
        a.content == b.content && TextResolver.same(a.resolver, b.resolver)
    }
}

extension Text: ComparesOwnValue {
    /// The same text when the strings are, and the resolvers (a formatted value and its
    /// format) too: a resolver holds a closure its identity decides.
    /// Strings are the same when their bytes are (the same storage) or their UTF-8 is.
    /// Read in place: neither text is copied.
    nonisolated static func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let x = a.assumingMemoryBound(to: Text.self), y = b.assumingMemoryBound(to: Text.self)
        guard ViewValueComparison.Layout.areSameStrings(x.pointer(to: \.content)!, y.pointer(to: \.content)!) else { return false }
        return TextResolver.same(x.pointer(to: \.resolver)!.pointee, y.pointer(to: \.resolver)!.pointee)
    }
}
