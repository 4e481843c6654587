/// The system's resolver (glibc's getaddrinfo_a: /etc/hosts, DNS, as nsswitch.conf says),
/// asked on its own thread so that the loop never waits for it.
public struct SystemHostResolver: HostResolver {
    public init() {}

    public func lookUp(_ host: String, on dispatcher: EventDispatcher,
                       answer: @escaping (HostLookupAnswer) -> Void) -> any CancellableLookup {
        HostLookup(host, on: dispatcher, answer: answer)
    }
}
