// `import SwiftUI` on Panel: the same as `import Panel`, so a view file written for
// SwiftUI compiles here without a change (examples/ are written this way). Panel's own
// code and tests say `import Panel`.
@_exported import Panel
