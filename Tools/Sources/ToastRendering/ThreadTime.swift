import Foundation

/// Processor time the calling thread has used, in seconds: what a piece of work cost, without
/// the time its thread waited for a core while other threads (the movie recorder's encoders,
/// another gallery lane) ran.
///
/// ```swift
/// let start = ThreadTime.seconds()
/// draw()
/// let drawing = ThreadTime.seconds() - start
/// ```
enum ThreadTime {
    static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
