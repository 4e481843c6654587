// Formatted dates and numbers in `Text` (`Text(_:format:)`, `Text(_:style:)`,
// `Text(timerInterval:)`) and the `\.locale`, `\.timeZone` and `\.calendar` environment
// values are the `SwiftUI` module's, with Foundation (docs/text.md). This module, for
// programs written with `import Panel`, gives them under its older name.
@_exported import SwiftUI
