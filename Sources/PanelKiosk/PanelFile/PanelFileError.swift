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

    var description: String {
        problems.map { "\(path):\($0)" }.joined(separator: "\n")
    }
}
