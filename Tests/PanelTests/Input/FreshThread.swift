#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `body` on a thread of its own and returns its result. A new thread's stack is
/// pages the kernel has just zeroed, so C code reading a stack variable it never set
/// sees 0 there, every time, whereas on a test worker it sees whatever ran before.
func onFreshThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let box = ResultBox<Result>()
    let job = ThreadJob { box.value = body() }
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { context in
        Unmanaged<ThreadJob>.fromOpaque(context!).takeUnretainedValue().run()
        return nil
    }, Unmanaged.passUnretained(job).toOpaque())
    precondition(started == 0, "pthread_create failed: \(started)")
    pthread_join(thread, nil)
    return box.value!
}

/// What the new thread runs; the caller keeps it alive until the join.
private final class ThreadJob: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Written by the new thread, read only after the join.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
