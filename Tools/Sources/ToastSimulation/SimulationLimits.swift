/// The bounds that keep a simulation's time and memory finite whatever the script holds.
///
/// Reaching one is never silent: a line that is too long or an id that is too long is a script
/// error (exit status 2); a clock that runs too many timers stops the run (exit status 1). The
/// defaults are documented in `Tools/README.md`; tests lower them to reach them cheaply.
package struct SimulationLimits: Equatable, Sendable {
    /// The most bytes a line may hold before its line ending: 4 MiB, room for a message of a
    /// few megabytes. Checked while reading, so a longer line is refused after reading this
    /// much of it, never read whole.
    package var lineBytes: Int = 4 << 20

    /// The most UTF-8 bytes in an `id`. Ids are remembered after their toast ends (see
    /// ``endedNamesRemembered``), so this bounds that memory too.
    package var idBytes: Int = 256

    /// How many of the most recently ended toasts' ids are remembered, so a late event about one
    /// of them (a tap that arrives after the toast timed out) is accepted and ignored rather
    /// than refused as an unknown id. Older ids are forgotten: memory stays bounded however many
    /// toasts a script shows.
    package var endedNamesRemembered: Int = 10_000

    /// Deadlines the clock may pass between two lines, or after the last line, regardless of
    /// how many toasts are live.
    package var deadlinesBase: Int = 1_000

    /// Deadlines the clock may pass per live toast, between two lines or after the last one.
    ///
    /// Without new requests, a toast passes at most three deadlines to end (show transition,
    /// display time, hide transition) and as many again each time a waiting high-priority toast
    /// pre-empts it; 16 leaves a wide margin. Needing more means the engine is looping, and the
    /// run stops with an error instead of hanging.
    package var deadlinesPerLiveToast: Int = 16

    package init() {}

    /// The deadlines allowed to pass while `liveToasts` toasts are live.
    func deadlines(liveToasts: Int) -> Int {
        deadlinesBase + deadlinesPerLiveToast * liveToasts
    }
}
