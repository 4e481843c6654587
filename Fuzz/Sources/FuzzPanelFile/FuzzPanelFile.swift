import PanelKiosk

/// The panel-file decoder, and `run` on whatever it accepts: hosted, drawn, every control
/// touched, idle timers armed, every value handed over savable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPanelFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { KioskFuzzing.panelFile(bytes) }
    return 0
}
