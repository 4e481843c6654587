// `import SwiftUI` on Panel: Panel's views (re-exported) and SwiftUI's app model (`App`,
// `Scene`, `WindowGroup`) and `TimelineView`, so that a SwiftUI app's files compile here
// without a change (examples/ are written this way). Panel's own code and tests say
// `import Panel`.
//
// This module sits above the kiosk (PanelKiosk): an `App`'s `main()` is the kiosk program,
// with panel-app's commands. `TimelineView`'s dates are FoundationEssentials' `Date`, which
// the layers below do without (docs/app.md).
@_exported import Panel
