// `import SwiftUI` brings Foundation with it, as Apple's SwiftUI does: `UUID()` for an
// `Identifiable` id, `Date`, `URL`, `Data`, `JSONDecoder`, `String(format:)` and
// `Date.formatted()` need no import of their own. A static program pays only for what it
// uses: the import alone adds nothing, and formatting adds the international data (about
// 50 MB) only to a program that formats (docs/app.md, "Foundation and CGFloat").
//
// Foundation on Linux declares its own `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; Panel
// re-exports its own through imports scoped to those names, which Swift prefers, so they
// are the ones a SwiftUI file finds, with or without `import Foundation`.
@_exported import Foundation
