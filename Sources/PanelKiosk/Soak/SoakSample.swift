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
    /// When the cycle ended (monotonic), and by then the CPU time the whole machine had
    /// been busy and this process had used: how busy the rest of the machine was between
    /// two samples (0 when unknown).
    var wallNanoseconds: Int64
    var machineBusyNanoseconds: Int64
    var processCPUNanoseconds: Int64

    init(cycle: Int, residentKilobytes: Int, cpuNanoseconds: Int64, openFileDescriptors: Int = 0, threads: Int = 1,
         host: ViewHostResourceCounts = ViewHostResourceCounts(), wallNanoseconds: Int64 = 0, machineBusyNanoseconds: Int64 = 0,
         processCPUNanoseconds: Int64 = 0) {
        self.cycle = cycle
        self.residentKilobytes = residentKilobytes
        self.cpuNanoseconds = cpuNanoseconds
        self.openFileDescriptors = openFileDescriptors
        self.threads = threads
        self.host = host
        self.wallNanoseconds = wallNanoseconds
        self.machineBusyNanoseconds = machineBusyNanoseconds
        self.processCPUNanoseconds = processCPUNanoseconds
    }
}
