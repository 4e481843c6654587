import Panel

/// What `soak` measured at the end of one cycle of its script.
struct SoakSample: Hashable, Sendable {
    /// The cycle's number, from 1.
    var cycle: Int
    /// The process's resident memory then (VmRSS), in kB.
    var residentKilobytes: Int
    /// The CPU time the cycle took on the loop's thread.
    var cpuNanoseconds: Int64
    var openFileDescriptors: Int
    var threads: Int
    /// The host's gesture timers, moving nodes, timelines, modal layers and view nodes.
    var host: ViewHostResourceCounts

    init(cycle: Int, residentKilobytes: Int, cpuNanoseconds: Int64, openFileDescriptors: Int = 0, threads: Int = 1,
         host: ViewHostResourceCounts = ViewHostResourceCounts()) {
        self.cycle = cycle
        self.residentKilobytes = residentKilobytes
        self.cpuNanoseconds = cpuNanoseconds
        self.openFileDescriptors = openFileDescriptors
        self.threads = threads
        self.host = host
    }
}
