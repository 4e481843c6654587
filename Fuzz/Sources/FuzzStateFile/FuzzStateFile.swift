import PanelKiosk

/// The state file: read or refused; what is read restores into a panel and writes back
/// unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { KioskFuzzing.stateFile(bytes) }
    return 0
}
