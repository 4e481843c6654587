import Glibc
import Panel

/// `run`'s MQTT settings: the command line's (`--mqtt`, `--node`, `--mqtt-ca`,
/// `--mqtt-password-file`) over the panel file's `mqtt` object, turned into a connection's
/// settings with its topics. The password is read here, from its checked file.
struct MQTTRunSettings {
    var broker: MQTTBrokerAddress
    var node: String
    var caFile: String?
    var passwordFile: String?
    /// The client certificate and its key (`--mqtt-cert`/`--mqtt-key`, `certFile`/`keyFile`).
    var certificateFile: String?
    var keyFile: String?
    /// Home Assistant discovery (`--home-assistant`, the file's `homeAssistant`).
    var homeAssistant = false
    /// Panel files sent over MQTT (`--mqtt-allow-panel-set`, the file's `allowPanelSet`).
    var panelSet = PanelSetPolicy.localActions
    /// The groups whose topics the panel takes (`--group`, the file's `groups`).
    var groups: [String] = []
    /// Seconds between pings while the line is quiet (`--mqtt-keepalive`, the file's `keepAlive`).
    var keepAlive = MQTTKeepAlive.defaultSeconds

    /// Nil when neither the command line nor the file names a broker.
    init?(options: RunOptions, file: PanelFileMQTT?) throws(UsageError) {
        if let text = options.mqtt {
            broker = try MQTTBrokerAddress(parsing: text)
        } else if let file {
            broker = file.broker
        } else {
            if options.node != nil || options.mqttCA != nil || options.mqttPasswordFile != nil || options.homeAssistant
                || options.mqttAllowPanelSet != nil || !options.groups.isEmpty || options.mqttKeepAlive != nil
                || options.mqttCertificate != nil || options.mqttKey != nil {
                throw UsageError(description: "--node, --mqtt-ca, --mqtt-cert, --mqtt-key, --mqtt-password-file, --home-assistant, --mqtt-allow-panel-set, --group and --mqtt-keepalive need a broker: give --mqtt mqtt://host")
            }
            return nil
        }
        node = options.node ?? file?.node ?? MQTTRunSettings.hostNode()
        guard PanelFileDecoder.isValidIdentifier(node) else {
            throw UsageError(description: "--node: \"\(node)\" is not a node name (expected 1 to 64 letters, digits, - or _)")
        }
        guard !MQTTCommandRoutes.reservedNames.contains(node) else {
            throw UsageError(description: "--node: \"\(node)\" would read as panel/\(node)/, the topics of groups and of every panel: choose another node name")
        }
        panelSet = options.mqttAllowPanelSet ?? file?.allowPanelSet ?? .localActions
        // The command line's groups and the file's: a panel is in both.
        groups = options.groups + (file?.groups ?? []).filter { !options.groups.contains($0) }
        caFile = options.mqttCA ?? file?.caFile
        passwordFile = options.mqttPasswordFile ?? file?.passwordFile
        homeAssistant = options.homeAssistant || file?.homeAssistant == true
        keepAlive = options.mqttKeepAlive ?? file?.keepAlive ?? MQTTKeepAlive.defaultSeconds
        if caFile != nil && !broker.tls {
            throw UsageError(description: "--mqtt-ca is for TLS: use an mqtts:// broker address")
        }
        certificateFile = options.mqttCertificate ?? file?.certificateFile
        keyFile = options.mqttKey ?? file?.keyFile
        if certificateFile != nil || keyFile != nil {
            guard broker.tls else { throw UsageError(description: "--mqtt-cert and --mqtt-key are for TLS: use an mqtts:// broker address") }
            guard certificateFile != nil, keyFile != nil else {
                throw UsageError(description: "give both the client certificate (--mqtt-cert) and its key (--mqtt-key)")
            }
        }
    }

    var topics: PanelTopics { PanelTopics(node: node) }

    /// The connection's settings: a client id unique to this run of this panel (two panels
    /// given one node name still do not throw each other off the broker), the password from
    /// its file, `offline` as the will.
    func connectionSettings() throws(UsageError) -> MQTTSettings {
        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() as UInt32, radix: 16)
        var settings = MQTTSettings(host: broker.host, port: broker.port, clientID: "panel-\(node)-\(suffix)")
        settings.tls = broker.tls
        settings.caFile = caFile
        settings.keepAliveSeconds = Int32(keepAlive)
        settings.username = broker.username
        if let passwordFile { settings.password = try PasswordFile.read(passwordFile) }
        if let keyFile {
            // The library reads the key itself: its privacy is checked here first.
            try PrivateFile.check(keyFile, what: "TLS key")
            settings.certificateFile = certificateFile
            settings.keyFile = keyFile
        }
        settings.will = PanelMQTTBridge.will(for: topics)
        return settings
    }

    /// The host name as a node name: other characters become `-`, at most 64.
    static func hostNode() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "panel" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let cleaned = String(String.UnicodeScalarView(name.unicodeScalars.prefix(64).map {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" ? $0 : "-"
        }))
        return cleaned.isEmpty ? "panel" : cleaned
    }
}
