import Testing
import Panel

// The seed's code blocks land here with the views issue.
@Test func frameworkVersionIsSet() { #expect(!panelVersion.isEmpty) }
