import CMosquitto
import Glibc
import PanelBase

/// An MQTT client (libmosquitto) driven by the panel's own loop, with no thread: its socket
/// is a source of the `EventDispatcher` (read when readable, written when it has room and
/// bytes are queued), and a deadline source runs the library's keep-alive once a second
/// and the attempts to connect.
///
/// Nothing here waits for the network, but for one lookup with TLS (below). An attempt
/// first looks a host name up with `resolver` (by default glibc's getaddrinfo_a, which
/// works on a thread of glibc's while the loop looks for its answer: `HostLookup`),
/// cancelled after `settings.lookupTimeoutSeconds`; an address written out is
/// not looked up. It then connects without blocking (`mosquitto_connect_async`) to the first
/// address found, and at once to the next when one refuses or does not answer within
/// `connectTimeoutSeconds`. With TLS it connects with the name instead, as libmosquitto
/// sends that name (SNI) and checks the broker's certificate against it; libmosquitto then
/// looks the name up again with the system's blocking resolver. That second lookup asks
/// what was answered a moment ago, so it only waits if the name server goes away in that
/// moment, and a name that does not resolve never gets that far. A name that does not
/// resolve, a broker that is down, refuses or does not answer cost one failed attempt,
/// retried after `ReconnectBackoff`'s growing, jittered wait. Every connection (the first
/// and each reconnection) calls `onConnected`, where the owner subscribes and publishes its
/// retained state again.
public final class MQTTConnection {
    public enum State: Equatable, Sendable {
        /// Not started, or stopped.
        case idle
        /// Waiting to try again at this time.
        case waiting(MonotonicTime)
        /// A connection attempt is under way (the host name's lookup, TCP, TLS, or waiting
        /// for CONNACK).
        case connecting(since: MonotonicTime)
        case connected
    }

    public let settings: MQTTSettings
    public private(set) var state: State = .idle
    /// Connections made so far (a reconnection counts again).
    public private(set) var connections = 0
    /// Called on each connection, once the broker accepted it.
    public var onConnected: () -> Void = {}
    /// Called for each message on a subscribed topic.
    public var onMessage: (MQTTMessage) -> Void = { _ in }
    /// Called when a connection ends or an attempt fails, with the reason.
    public var onDisconnected: (String) -> Void = { _ in }
    package var log: (Log.Priority, String) -> Void = { Log.write($0, "mqtt: " + $1) }

    /// Where an attempt is while the state is `.connecting`.
    private enum Attempt {
        /// Waiting for the host name's addresses, until this time.
        case lookingUp(until: MonotonicTime)
        /// Connecting to an address, until this time.
        case connecting(until: MonotonicTime)
        /// The last address failed: the next is tried at the next tick.
        case nextAddress
    }

    private let dispatcher: EventDispatcher
    private let resolver: any HostResolver
    private var handle: OpaquePointer?
    private var backoff: ReconnectBackoff
    private var random = SystemRandomNumberGenerator()
    private var tick: LoopSourceID?
    private var socket: (descriptor: Int32, source: LoopSourceID)?
    /// Why the last attempt failed, so a broker that stays down is logged once, not at every attempt.
    private var lastFailure: String?
    /// Whether the handle has been used to connect: the next connection starts from a new one.
    private var handleUsed = false
    private var attempt: Attempt?
    private var lookup: (any CancellableLookup)?
    /// The addresses of this attempt not tried yet, and why the ones tried failed.
    private var addressesLeft: [String] = []
    private var addressFailures: [String] = []
    private var currentAddress: String?

    /// A connection that will run on `dispatcher`'s loop once `start()` is called, looking
    /// the broker's name up with `resolver`.
    public init(settings: MQTTSettings, dispatcher: EventDispatcher,
                resolver: any HostResolver = SystemHostResolver()) throws(MQTTError) {
        self.settings = settings
        self.dispatcher = dispatcher
        self.resolver = resolver
        self.backoff = settings.backoff
        MQTTConnection.initialiseLibrary
        handle = try makeHandle()
    }

    /// A client handle with the settings, the will and the callbacks. Each attempt to
    /// connect gets a new one: what the library kept from the last connection (QoS 1
    /// messages it would send again) must not arrive after the fresh state and undo it.
    private func makeHandle() throws(MQTTError) -> OpaquePointer {
        guard let handle = mosquitto_new(settings.clientID, true, Unmanaged.passUnretained(self).toOpaque()) else {
            throw MQTTError(operation: "mosquitto_new", code: Int32(MOSQ_ERR_ERRNO.rawValue))
        }
        do {
            try configure(handle)
        } catch {
            mosquitto_destroy(handle)
            throw error
        }
        return handle
    }

    private func configure(_ handle: OpaquePointer) throws(MQTTError) {
        if let will = settings.will {
            try check("will", will.payload.withUnsafeBytes {
                mosquitto_will_set(handle, will.topic, Int32($0.count), $0.baseAddress, will.qos, will.retain)
            })
        }
        if settings.username != nil || settings.password != nil {
            try check("credentials", mosquitto_username_pw_set(handle, settings.username, settings.password))
        }
        if settings.tls {
            // No CA file: the system's certificates (Debian's /etc/ssl/certs).
            let caPath = settings.caFile == nil ? "/etc/ssl/certs" : nil
            try check("TLS", mosquitto_tls_set(handle, settings.caFile, caPath, settings.certificateFile, settings.keyFile, nil))
        }
        mosquitto_connect_callback_set(handle) { _, object, code in
            object.map { Unmanaged<MQTTConnection>.fromOpaque($0).takeUnretainedValue().didConnect(code) }
        }
        mosquitto_disconnect_callback_set(handle) { _, object, code in
            object.map { Unmanaged<MQTTConnection>.fromOpaque($0).takeUnretainedValue().didDisconnect(code) }
        }
        mosquitto_message_callback_set(handle) { _, object, message in
            guard let object, let message else { return }
            Unmanaged<MQTTConnection>.fromOpaque(object).takeUnretainedValue().didReceive(message.pointee)
        }
    }

    deinit {
        lookup?.cancel()
        if let tick { dispatcher.remove(tick) }
        if let socket { dispatcher.remove(socket.source) }
        if let handle { mosquitto_destroy(handle) }
    }

    private static let initialiseLibrary: Void = { _ = mosquitto_lib_init() }()

    public var isConnected: Bool { state == .connected }

    /// Starts connecting, at the loop's next turn: nothing here touches the network.
    public func start() {
        guard state == .idle else { return }
        state = .waiting(dispatcher.now)
        let tick = dispatcher.addDeadlineSource(at: dispatcher.now) { [unowned self] now in self.tick(at: now) }
        self.tick = tick
    }

    /// Publishes `message` if connected (it may still be on its way when this returns);
    /// false when not connected, as nothing is kept for later: the owner re-publishes its
    /// state on the next connection.
    @discardableResult
    public func publish(_ message: MQTTMessage) -> Bool {
        guard let handle, isConnected else { return false }
        let code = message.payload.withUnsafeBytes {
            mosquitto_publish(handle, nil, message.topic, Int32($0.count), $0.baseAddress, message.qos, message.retain)
        }
        updateSocket()
        if code != Int32(MOSQ_ERR_SUCCESS.rawValue) {
            log(.warning, "cannot publish to \(message.topic): \(MQTTError.describe(code))")
            return false
        }
        return true
    }

    /// Subscribes to a topic filter (`+` and `#` wildcards); call it from `onConnected`.
    public func subscribe(_ filter: String, qos: Int32 = 0) {
        guard let handle, isConnected else { return }
        let code = mosquitto_subscribe(handle, nil, filter, qos)
        if code != Int32(MOSQ_ERR_SUCCESS.rawValue) { log(.warning, "cannot subscribe to \(filter): \(MQTTError.describe(code))") }
        updateSocket()
    }

    /// Ends the connection cleanly (the broker then does not publish the will: publish the
    /// goodbye first) and stops reconnecting.
    public func stop() {
        if let handle, isConnected {
            state = .idle
            mosquitto_disconnect(handle)
            // Sends what is queued (the goodbye, DISCONNECT) now: the loop is ending.
            for _ in 0..<8 where mosquitto_want_write(handle) { _ = mosquitto_loop_write(handle, 1) }
        }
        state = .idle
        endAttempt()
        if let tick { dispatcher.remove(tick) }
        tick = nil
        removeSocketSource()
    }

    // MARK: The loop's calls

    private func tick(at now: MonotonicTime) -> MonotonicTime? {
        switch state {
        case .idle:
            return nil
        case .waiting(let time):
            guard now >= time else { return time }
            attemptConnection(now: now)
        case .connecting:
            switch attempt {
            case .lookingUp(let until)?:
                if now >= until { failed("\(settings.host) not resolved within \(settings.lookupTimeoutSeconds) s", now: now) }
            case .connecting(let until)?:
                if now >= until {
                    addressFailed("no answer within \(settings.connectTimeoutSeconds) s", now: now)
                } else if let handle {
                    _ = mosquitto_loop_misc(handle)
                }
            case .nextAddress?:
                connectToNextAddress(now: now)
            case nil:
                break
            }
        case .connected:
            // Keep-alive pings, and a broker that stopped answering them found out.
            if let handle { _ = mosquitto_loop_misc(handle) }
        }
        updateSocket()
        if case .waiting(let time) = state { return time }
        // Nothing to keep alive until the resolver answers (its answer is an event of its own).
        if case .lookingUp(let until)? = attempt { return until }
        return state == .idle ? nil : now + 1_000_000_000
    }

    private func attemptConnection(now: MonotonicTime) {
        state = .connecting(since: now)
        if HostLookup.isNumeric(settings.host) { return connect(to: [settings.host], now: now) }
        attempt = .lookingUp(until: now + settings.lookupTimeoutSeconds * 1_000_000_000)
        lookup = resolver.lookUp(settings.host, on: dispatcher) { [unowned self] in self.resolved($0) }
    }

    private func resolved(_ answer: HostLookupAnswer) {
        guard case .lookingUp? = attempt else { return }
        lookup = nil
        let now = dispatcher.now
        switch answer {
        case .failed(let reason):
            failed("cannot resolve \(settings.host): \(reason)", now: now)
        case .addresses(let addresses) where addresses.isEmpty:
            failed("cannot resolve \(settings.host): no address", now: now)
        case .addresses(let addresses):
            // TLS checks the certificate against the name given to libmosquitto.
            connect(to: settings.tls ? [settings.host] : addresses, now: now)
        }
    }

    private func connect(to addresses: [String], now: MonotonicTime) {
        addressesLeft = addresses
        addressFailures = []
        connectToNextAddress(now: now)
    }

    private func connectToNextAddress(now: MonotonicTime) {
        guard !addressesLeft.isEmpty else { return failed(addressFailures.joined(separator: "; "), now: now) }
        let address = addressesLeft.removeFirst()
        currentAddress = address
        attempt = .connecting(until: now + settings.connectTimeoutSeconds * 1_000_000_000)
        if handleUsed {
            removeSocketSource()
            if let handle { mosquitto_destroy(handle) }
            handle = nil
            do { handle = try makeHandle() } catch {
                failed(error.description, now: now)
                return
            }
        }
        handleUsed = true
        guard let handle else { return }
        let code = mosquitto_connect_async(handle, address, settings.port, settings.keepAliveSeconds)
        if code != Int32(MOSQ_ERR_SUCCESS.rawValue) { return addressFailed(MQTTError.describe(code), now: now) }
        if let tick { dispatcher.setDeadline(tick, to: now + 1_000_000_000) }
        updateSocket()
    }

    /// The address being connected to failed before the broker answered: the next one is
    /// tried at once (from the loop's next turn, never inside the library's callback), and
    /// the attempt fails when none is left.
    private func addressFailed(_ reason: String, now: MonotonicTime) {
        guard case .connecting? = attempt else { return }
        let address = addressesLeft.isEmpty && addressFailures.isEmpty ? nil : currentAddress
        addressFailures.append(address.map { "\($0): \(reason)" } ?? reason)
        if addressesLeft.isEmpty { return failed(addressFailures.joined(separator: "; "), now: now) }
        attempt = .nextAddress
        if let tick { dispatcher.setDeadline(tick, to: now) }
    }

    private func endAttempt() {
        lookup?.cancel()
        lookup = nil
        attempt = nil
        addressesLeft = []
        addressFailures = []
        currentAddress = nil
    }

    /// The most packets read in one wake: the library reads one a call, and a flood must
    /// neither take one loop turn per message nor hold the loop from drawing.
    public static let packetsPerWake = 64

    private func socketReady(_ ready: ReadyDescriptor) {
        guard let handle else { return }
        if ready.writable { _ = mosquitto_loop_write(handle, 1) }
        // A read error (the broker gone, a refused connection) closes the socket and
        // reports the disconnection through `didDisconnect`.
        for _ in 0..<MQTTConnection.packetsPerWake {
            let descriptor = mosquitto_socket(handle)
            guard descriptor >= 0, mosquitto_loop_read(handle, 1) == Int32(MOSQ_ERR_SUCCESS.rawValue),
                  MQTTConnection.hasBytesWaiting(descriptor) else { break }
        }
        updateSocket()
    }

    private static func hasBytesWaiting(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// Watches the library's socket as it is now: a new one replaces the old source, none
    /// (closed) ends the connection, and writability is asked for while bytes wait.
    private func updateSocket() {
        guard let handle else { return }
        let descriptor = mosquitto_socket(handle)
        if descriptor != socket?.descriptor {
            removeSocketSource()
            if descriptor >= 0 {
                let source = dispatcher.addReadableSource(descriptor) { [unowned self] in self.socketReady($0) }
                socket = (descriptor, source)
            }
        }
        if let socket { dispatcher.setWriteInterest(socket.source, mosquitto_want_write(handle)) }
        if descriptor < 0 {
            switch state {
            case .connected: failed("connection lost", now: dispatcher.now)
            case .connecting: addressFailed("connection closed", now: dispatcher.now)
            default: break
            }
        }
    }

    private func removeSocketSource() {
        if let socket { dispatcher.remove(socket.source) }
        socket = nil
    }

    private func failed(_ reason: String, now: MonotonicTime) {
        let wasConnected = state == .connected
        endAttempt()
        let delay = backoff.nextDelay(using: &random)
        state = .waiting(now + delay)
        if let tick { dispatcher.setDeadline(tick, to: now + delay) }
        let retry = "retrying in \(delay / 1_000_000) ms"
        if wasConnected {
            log(.warning, "disconnected from \(settings.host):\(settings.port) (\(reason)); \(retry)")
        } else if reason != lastFailure {
            log(.warning, "cannot connect to \(settings.host):\(settings.port) (\(reason)); \(retry), and so on while it fails")
        }
        lastFailure = reason
        onDisconnected(reason)
    }

    // MARK: The library's callbacks (inside loop_read, loop_write or loop_misc, on this thread)

    private func didConnect(_ code: Int32) {
        guard code == 0 else {
            // The broker refused (bad credentials, not authorised): closing makes it a failure.
            let reason = String(cString: mosquitto_connack_string(code))
            if let handle { mosquitto_disconnect(handle) }
            failed("refused: \(reason)", now: dispatcher.now)
            return
        }
        state = .connected
        endAttempt()
        connections += 1
        backoff.succeeded()
        lastFailure = nil
        log(.notice, "connected to \(settings.host):\(settings.port)")
        onConnected()
    }

    private func didDisconnect(_ code: Int32) {
        // A disconnection we asked for (stop) or already counted changes nothing.
        let reason = code == 0 ? "disconnected" : MQTTError.describe(code)
        switch state {
        case .connected: failed(reason, now: dispatcher.now)
        case .connecting: addressFailed(reason, now: dispatcher.now)
        default: break
        }
    }

    private func didReceive(_ message: mosquitto_message) {
        guard let topic = message.topic else { return }
        let count = Int(max(0, message.payloadlen))
        let payload = message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
        onMessage(MQTTMessage(topic: String(cString: topic), payload: payload, retain: message.retain, qos: message.qos))
    }

    private func check(_ what: String, _ code: Int32) throws(MQTTError) {
        guard code == Int32(MOSQ_ERR_SUCCESS.rawValue) else { throw MQTTError(operation: what, code: code) }
    }
}
