/// One mistake in a panel file: where, which field, and what was expected.
struct PanelFileProblem: Sendable, Equatable, CustomStringConvertible {
    var position: SourcePosition
    /// The field's path, such as `controls[2].action.argv`; empty for the whole file.
    var field: String
    var message: String

    var description: String {
        "\(position.line):\(position.column): " + (field.isEmpty ? "" : "\(field): ") + message
    }
}

/// A panel file that cannot be used, with every problem found in it.
struct PanelFileError: Error, CustomStringConvertible {
    var path: String
    var problems: [PanelFileProblem]

    /// The most mistakes any list of them gives (`check`, the log, a message sent on):
    /// a file with thousands of mistakes is one wrong thing repeated, and its first ones
    /// say what it is.
    static let listedProblems = 50

    /// One line per mistake, `path:line:column: field: message`, capped (`capped`).
    var messages: [String] {
        PanelFileError.capped(problems) { "\(path):\($0)" }
    }

    var description: String { messages.joined(separator: "\n") }

    /// The lines for the first `limit` of `items`, then one line `… and N more mistakes`
    /// when there are more; only the lines listed are made.
    static func capped<Items: Collection>(_ items: Items, limit: Int = listedProblems,
                                          line: (Items.Element) -> String) -> [String] {
        var lines = items.prefix(limit).map(line)
        let more = items.count - lines.count
        if more > 0 { lines.append("… and \(more) more mistake" + (more == 1 ? "" : "s")) }
        return lines
    }
}
