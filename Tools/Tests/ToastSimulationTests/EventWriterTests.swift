import Foundation
import Testing
import ToastCore
import ToolsTestSupport

@testable import ToastSimulation

@Suite("Event writer")
struct EventWriterTests {
    static func seconds(_ value: Double) -> String? {
        var buffer = ByteBuffer(capacity: 1)  // grows as it goes
        guard EventWriter.appendSeconds(value, to: &buffer) else {
            let appended = buffer.count
            #expect(appended == 0)
            return nil
        }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        0, 0.0005, 0.00049999999999999, 0.0625, 0.1875, 1.0625, 2.0005, 0.35, 2.7, 1_000_000_000.2, 2_000_000_000.4,
        123_456.789_5, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 0.001, 0.999_5, 0.999_499_999_999, 1e12,
        999_999_999_999.999_8, 4_503_599_627_370_495.5 / 8192,
    ])
    func secondsAreWrittenLikePrintf(value: Double) {
        #expect(Self.seconds(value) == String(format: "%.3f", value))
    }

    @Test func randomSecondsAreWrittenLikePrintf() {
        var generator = RepeatableRandomNumberGenerator(trial: 9)
        for _ in 0..<50_000 {
            let value: Double
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: value = Double.random(in: 0..<10, using: &generator)
            case 1: value = Double.random(in: 0..<2e9, using: &generator)
            // Halfway cases: n + 0.5 milliseconds, and their neighbours.
            case 2: value = (Double(Int.random(in: 0..<10_000_000, using: &generator)) + 0.5) / 1_000
            default:
                value = Double(Int.random(in: 0..<(1 << 39), using: &generator)) / Double(1 << Int.random(in: 0..<50, using: &generator))
            }
            guard value.nextUp <= EventWriter.latestTime else { continue }
            #expect(Self.seconds(value) == String(format: "%.3f", value), "\(value)")
            #expect(Self.seconds(value.nextUp) == String(format: "%.3f", value.nextUp), "\(value.nextUp)")
        }
    }

    @Test(arguments: [-0.001, -1, 1e12.nextUp, 1e300, .infinity, -.infinity, .nan])
    func timesTheOutputCannotShowAreNotWritten(value: Double) {
        #expect(Self.seconds(value) == nil)
    }

    @Test func writesOneLinePerEventAndOnlyWhenFlushed() throws {
        let sink = ByteArraySink()
        let writer = EventWriter(sink: sink)
        let id = ToastID(rawValue: 1)
        writer.write(.willShow(id), name: "a", at: 0)
        writer.write(.willHide(id, .ending(.tap)), name: "a", at: 1.25)
        writer.write(.completed(ToastEnding(id: id, reason: .dropped(.queueFull(limit: 1)))), name: "q\"\n", at: 2)
        #expect(sink.bytes.isEmpty)
        try writer.flushIfFull()
        #expect(sink.bytes.isEmpty, "less than the threshold stays buffered")
        try writer.flush()
        #expect(
            sink.text == """
                {"at":0.000,"event":"willShow","id":"a"}
                {"at":1.250,"event":"willHide","id":"a","reason":"tap"}
                {"at":2.000,"event":"completed","id":"q\\"\\n","reason":"dropped","detail":"the queue for its position was full (limit 1)"}

                """)
    }

    @Test func anEventAtATimeTheOutputCannotShowIsAFailureNotALine() throws {
        let sink = ByteArraySink()
        let writer = EventWriter(sink: sink)
        writer.write(.willShow(ToastID(rawValue: 1)), name: "a", at: .infinity)
        writer.write(.didShow(ToastID(rawValue: 1)), name: "a", at: 1)
        try writer.flush()
        #expect(sink.bytes.isEmpty)
        #expect(writer.failure?.contains("beyond") == true)
    }
}
