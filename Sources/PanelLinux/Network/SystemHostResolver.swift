/// The system's resolver (glibc's getaddrinfo_a: /etc/hosts, DNS, as nsswitch.conf says),
/// working on a thread of glibc's so that the loop never waits for it (`HostLookup`).
public struct SystemHostResolver: HostResolver {
    public init() {}

    public func lookUp(_ host: String, on dispatcher: EventDispatcher,
                       answer: @escaping (HostLookupAnswer) -> Void) -> any CancellableLookup {
        HostLookup(host, on: dispatcher, answer: answer)
    }
}
