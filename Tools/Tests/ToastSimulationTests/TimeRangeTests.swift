import Foundation
import Testing

@testable import ToastSimulation

/// Huge times must not break the output: `at` + a duration overflowing to infinity would print
/// `{"at":inf,…}`, which is not JSON, `at` 1e308 300-digit numbers, and above about 1e16 s the
/// milliseconds are lost. Times in a script are limited to ``SimulationScript/latestTime``
/// seconds, the rest refused with a reason; a duration is any number an app may pass, and the
/// engine holds none longer than a day.
@MainActor
@Suite("Time range")
struct TimeRangeTests {
    static func run(_ script: String) throws(SimulationError) -> [String] {
        try Simulator.run(try SimulationScript.parse(script))
    }

    @Test(arguments: [
        #"{"at":1e308,"do":"show","id":"a","message":"m","duration":1e308}"#,
        #"{"at":1e16,"do":"show","id":"a","message":"m","duration":1}"#,
        #"{"at":1000000000.001,"do":"end"}"#,
    ])
    func timesBeyondTheRangeAreRefused(script: String) {
        let error = #expect(throws: SimulationError.self) { try Self.run(script) }
        #expect(error?.message.hasPrefix(#""at" must be a number of seconds from 0 to 1000000000"#) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        #"{"at":1000000000,"do":"show","id":"a","message":"m","duration":1e300,"style":"toastUtil"}"#,
        #"{"at":1000000000,"do":"show","id":"a","message":"m","duration":1000000000.5,"style":"toastUtil"}"#,
    ])
    func durationsBeyondADayStayAsTheLibrarysDo(script: String) throws {
        // What `Toast.show(_:duration: .seconds(1e300))` does: more than a day is indefinite.
        let output = try Self.run(script)
        #expect(
            output == [
                #"{"at":1000000000.000,"event":"willShow","id":"a"}"#, #"{"at":1000000000.200,"event":"didShow","id":"a"}"#,
            ])
    }

    @Test func anUpdatesDurationBeyondADayStaysToo() throws {
        let output = try Self.run(
            """
            {"at":999999999,"do":"show","id":"a","message":"m","duration":1,"style":"toastUtil"}
            {"at":999999999.5,"do":"update","id":"a","duration":1e300}
            """)
        #expect(output.last == #"{"at":999999999.500,"event":"updated","id":"a"}"#, "\(output)")
    }

    @Test func theLatestTimeAndTheLongestFiniteDurationRunWithExactMilliseconds() throws {
        // The engine's longest finite duration is a day (ToastDuration.longestFiniteSeconds).
        let output = try Self.run(#"{"at":1000000000,"do":"show","id":"a","message":"m","duration":86400,"style":"toastUtil"}"#)
        #expect(
            output == [
                #"{"at":1000000000.000,"event":"willShow","id":"a"}"#,
                #"{"at":1000000000.200,"event":"didShow","id":"a"}"#,
                #"{"at":1000086400.200,"event":"willHide","id":"a","reason":"timeout"}"#,
                #"{"at":1000086400.400,"event":"didHide","id":"a","reason":"timeout"}"#,
                #"{"at":1000086400.400,"event":"completed","id":"a","reason":"timeout"}"#,
            ])
        let longest = try Self.run(#"{"at":0,"do":"show","id":"a","message":"m","duration":1000000000,"style":"toastUtil"}"#)
        #expect(
            longest == [
                #"{"at":0.000,"event":"willShow","id":"a"}"#, #"{"at":0.200,"event":"didShow","id":"a"}"#,
            ], "more than a day is indefinite: it stays")
        for line in output {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
        }
    }

    @Test func aNegativeDurationIsStillTheEnginesRejection() throws {
        let output = try Self.run(#"{"at":0,"do":"show","id":"a","message":"m","duration":-1}"#)
        #expect(output.count == 1 && output[0].contains(#""reason":"rejected""#))
    }
}
