import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct DisplayInventoryTests {
    @Test func aMachineWithoutCardsListsNothing() {
        #expect(DisplayInventory.scanCards(directory: "/nonexistent/dri").isEmpty)
    }

    @Test func aNodeWithoutModesettingIsListedWithItsProblem() throws {
        var template = Array("/tmp/panel-inventory-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } }
        let directory = try #require(made)
        defer { unlink("\(directory)/card0"); unlink("\(directory)/fb1"); rmdir(directory) }
        close(open("\(directory)/card0", O_CREAT | O_WRONLY, 0o600))
        close(open("\(directory)/fb1", O_CREAT | O_WRONLY, 0o600))
        let cards = DisplayInventory.scanCards(directory: directory)
        #expect(cards.count == 1)
        #expect(cards.first?.path == "\(directory)/card0")
        #expect(cards.first?.problem?.contains("does not support modesetting") == true)
        #expect(cards.first?.connectors.isEmpty == true)
        #expect(DisplayInventory.framebufferPaths(directory: directory) == ["\(directory)/fb1"])
    }
}
