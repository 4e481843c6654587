import Testing
@testable import PanelUI

/// Types as dictionary keys with the cheap hash: every type found, none confused, and the
/// bucket-picking low bits spread even for metadata addresses that differ only high up.
@Suite struct TypeKeyTests {
    @Test func typesAreFoundAndToldApart() {
        let types: [Any.Type] = [Int.self, String.self, Double.self, [Int].self, [String].self, Int?.self, Bool.self,
                                 Text.self, Color.self, Font.self, EmptyView.self, Spacer.self, Divider.self,
                                 ModifiedContent<Text, _PaddingLayout>.self, ModifiedContent<Color, _PaddingLayout>.self]
        var table: [TypeKey: Int] = [:]
        for (index, type) in types.enumerated() { table[TypeKey(type)] = index }
        #expect(table.count == types.count)
        for (index, type) in types.enumerated() { #expect(table[TypeKey(type)] == index, "\(type)") }
        #expect(TypeKey(Int.self) == TypeKey(Int.self))
        #expect(TypeKey(Int.self) != TypeKey(Int?.self))
        #expect(table[TypeKey(Float.self)] == nil)
    }

    @Test func lowBitsSpreadForAlignedAddresses() {
        // Metadata lies at 8- or 16-byte aligned addresses: the hash's low bits must still vary.
        var lowBits = Set<Int>()
        for type in [Int.self, String.self, Double.self, Bool.self, Float.self, UInt8.self, Int8.self, UInt.self] as [Any.Type] {
            lowBits.insert(TypeKey(type)._rawHashValue(seed: 0) & 7)
        }
        #expect(lowBits.count >= 4)
    }
}
