/// Makes a text's string from the environment when its node takes the view: what
/// formatted values (numbers, dates in the environment's locale) need. Texts compare their
/// resolvers by `identity`, the value and format they show. Immutable once made.
package final class TextResolver: @unchecked Sendable {
    let identity: AnyHashable
    let resolve: @MainActor @Sendable (EnvironmentValues) -> String

    package init(identity: AnyHashable, _ resolve: @escaping @MainActor @Sendable (EnvironmentValues) -> String) {
        self.identity = identity
        self.resolve = resolve
    }

    static func same(_ a: TextResolver?, _ b: TextResolver?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a === b || a.identity == b.identity
        default: false
        }
    }
}
