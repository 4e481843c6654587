import PanelKiosk

/// The JSON parser: any bytes parse or are refused with a position in the text; what
/// parses reads back the same once written out again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    KioskFuzzing.json(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
