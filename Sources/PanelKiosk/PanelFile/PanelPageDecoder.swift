/// A panel file's `pages`: each `{id, title, controls|rows, columns}`, ids unique among the
/// pages, and every button's `opens` naming one of them.
extension PanelFileDecoder {
    /// The most pages a file may have: more tabs than fit along an 800-pixel bar is a
    /// mistake, not a layout.
    static let maximumPages = 12

    static func decodePages(_ value: JSONValue, problems: inout [PanelFileProblem]) -> [PanelPage] {
        guard case let .array(items, position) = value else {
            problems.append(PanelFileProblem(position: value.position, field: "pages", message: "expected an array of pages, found \(value.kindDescription)"))
            return []
        }
        guard !items.isEmpty else {
            problems.append(PanelFileProblem(position: position, field: "pages", message: "expected at least one page"))
            return []
        }
        if items.count > maximumPages {
            problems.append(PanelFileProblem(position: items[maximumPages].position, field: "pages", message: "at most \(maximumPages) pages fit in the tab bar, found \(items.count)"))
        }
        var pages: [PanelPage] = []
        var seen: [String: SourcePosition] = [:]
        for (index, item) in items.prefix(maximumPages).enumerated() {
            guard var reader = JSONObjectReader(item, path: "pages[\(index)]", problems: &problems) else { continue }
            let id = reader.string("id", required: true, problems: &problems)
            if let id {
                let idPosition = reader.value("id")!.position
                if !isValidIdentifier(id) {
                    problems.append(PanelFileProblem(position: idPosition, field: reader.fieldPath("id"), message: "\"\(id)\" is not a page id (expected 1 to 64 letters, digits, - or _)"))
                } else if let first = seen[id] {
                    problems.append(PanelFileProblem(position: idPosition, field: reader.fieldPath("id"), message: "\"\(id)\" is already the id of the page at \(first); page ids must be unique"))
                } else {
                    seen[id] = idPosition
                }
            }
            let title = reader.string("title", problems: &problems) ?? id ?? ""
            if title.isEmpty, reader.has("title") {
                problems.append(PanelFileProblem(position: reader.value("title")!.position, field: reader.fieldPath("title"), message: "must not be empty"))
            }
            let rows = decodeLayout(&reader, problems: &problems, missing: "required field is missing (or give \"rows\")")
            reader.reportUnknownFields(problems: &problems)
            if let id { pages.append(PanelPage(id: id, title: title, rows: rows, position: reader.position)) }
        }
        return pages
    }

    /// Every button's `opens` must name a page of the file.
    static func checkOpenedPages(_ pages: [PanelPage], problems: inout [PanelFileProblem]) {
        let ids = Set(pages.map(\.id))
        for page in pages {
            for control in page.rows.joined() {
                guard let button = control.kind as? ButtonControl, let opened = button.opens, !ids.contains(opened) else { continue }
                let known = ids.subtracting([PanelPage.singlePageID]).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                problems.append(PanelFileProblem(position: control.position, field: "opens", message: "\"\(opened)\" is not a page of the file" + (known.isEmpty ? " (it has no \"pages\")" : " (its pages: \(known))")))
            }
        }
    }
}
