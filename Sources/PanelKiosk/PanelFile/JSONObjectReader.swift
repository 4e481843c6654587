/// Reads the fields of one JSON object for validation: checks each field's type, records
/// a problem (with position and field path) instead of stopping at the first, and reports
/// fields nobody asked for, so a misspelt name is caught rather than silently ignored.
struct JSONObjectReader {
    let path: String
    let position: SourcePosition
    private let members: [JSONMember]
    /// Each member's index by name, so an object with many members is read in linear time.
    private let memberIndex: [String: Int]
    private var consumed: Set<String> = []

    /// Nil (with a problem recorded) when `value` is not an object.
    init?(_ value: JSONValue, path: String, problems: inout [PanelFileProblem]) {
        guard case let .object(members, position) = value else {
            problems.append(PanelFileProblem(position: value.position, field: path, message: "expected an object, found \(value.kindDescription)"))
            return nil
        }
        self.path = path
        self.position = position
        self.members = members
        var index: [String: Int] = [:]
        for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
        self.memberIndex = index
    }

    func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func value(_ key: String) -> JSONValue? {
        consumed.insert(key)
        return memberIndex[key].map { members[$0].value }
    }

    mutating func has(_ key: String) -> Bool { memberIndex[key] != nil }

    mutating func string(_ key: String, required: Bool = false, problems: inout [PanelFileProblem]) -> String? {
        guard let v = value(key) else {
            if required { problems.append(missing(key)) }
            return nil
        }
        guard case let .string(s, _) = v else {
            problems.append(wrongType(key, v, expected: "a string"))
            return nil
        }
        return s
    }

    mutating func number(_ key: String, required: Bool = false, problems: inout [PanelFileProblem]) -> (Double, SourcePosition)? {
        guard let v = value(key) else {
            if required { problems.append(missing(key)) }
            return nil
        }
        guard case let .number(n, p) = v else {
            problems.append(wrongType(key, v, expected: "a number"))
            return nil
        }
        return (n, p)
    }

    mutating func bool(_ key: String, problems: inout [PanelFileProblem]) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case let .bool(b, _) = v else {
            problems.append(wrongType(key, v, expected: "true or false"))
            return nil
        }
        return b
    }

    func missing(_ key: String) -> PanelFileProblem {
        PanelFileProblem(position: position, field: fieldPath(key), message: "required field is missing")
    }

    func wrongType(_ key: String, _ v: JSONValue, expected: String) -> PanelFileProblem {
        PanelFileProblem(position: v.position, field: fieldPath(key), message: "expected \(expected), found \(v.kindDescription)")
    }

    /// Records a problem for every field that no read asked for (call after all reads).
    func reportUnknownFields(problems: inout [PanelFileProblem]) {
        let known = consumed.sorted().joined(separator: ", ")
        for member in members where !consumed.contains(member.key) {
            problems.append(PanelFileProblem(
                position: member.keyPosition, field: fieldPath(member.key),
                message: "unknown field (known fields here: \(known))"))
        }
    }
}
