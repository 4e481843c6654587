import Panel

/// A touch script a snapshot could not play as written (a label no control has, a finger
/// lifted twice): every problem with its line, and the labels the panel does have.
struct SnapshotScriptError: Error, CustomStringConvertible {
    var problems: [InputFileError]
    var labels: [String]

    var description: String {
        var seen = Set<String>()
        let known = labels.filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", ")
        return problems.map { problem in
            problem.message.hasPrefix("no control labelled") ? "\(problem) (its controls: \(known.isEmpty ? "none" : known))" : "\(problem)"
        }.joined(separator: "\n")
    }
}
