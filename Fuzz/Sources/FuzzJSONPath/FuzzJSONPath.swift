import PanelKiosk

/// A readout's JSON path (the input's first line) and a message it reads (the rest).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    KioskFuzzing.jsonPath(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
