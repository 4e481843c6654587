// `import SwiftUI` brings Foundation's everyday types with it, as Apple's SwiftUI does:
// `UUID()` for an `Identifiable` id, `Date`, `URL`, `Data`, `JSONDecoder` need no import of
// their own. They come from FoundationEssentials, which leaves out the international
// formatting data (about 40 MB in a static program); formatted numbers and dates are in
// PanelFoundation (docs/text.md). A file that also says `import Foundation` finds two
// `CGFloat`s, `CGPoint`s... (Foundation on Linux has its own): see docs/app.md.
@_exported import FoundationEssentials
