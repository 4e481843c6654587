import PanelKiosk

/// Topic and payload pairs through the MQTT bridge's command checking and `panel/set`'s
/// check of a file sent, on a panel with local exec and write actions: values taken are
/// ones the controls can publish and save; a file shown carries no action the board's own
/// file does not give the same control.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMQTTCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { KioskFuzzing.mqttCommand(bytes) }
    return 0
}
