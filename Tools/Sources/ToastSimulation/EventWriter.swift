import ToastCore

/// Writes lifecycle events as JSON lines into a buffer and hands the buffer to a ``ByteSink``
/// when it is full, so output costs one system call per 64 KiB, not one per line.
///
/// ```
/// {"at":2.350,"event":"willHide","id":"a","reason":"timeout"}
/// {"at":2.600,"event":"completed","id":"c","reason":"dropped","detail":"the queue for its position was full (limit 1)"}
/// ```
///
/// Times are written with exactly three decimals, rounded as `printf("%.3f")` rounds (to the
/// nearest, ties to even, from the `Double`'s exact binary value), without `String(format:)`
/// and without allocating. A time that the format cannot show exactly (not finite, negative, or
/// above ``latestTime``) is never written: the writer records a ``failure`` instead, and the
/// simulator stops, so the output is always valid JSON.
final class EventWriter {
    /// Bytes gathered before ``flushIfFull()`` writes them.
    static let flushThreshold = 64 << 10
    /// The latest time the output shows: 10¹² s. Below 2⁴¹ s (about 2.2 × 10¹²) a `Double` is
    /// finer than half a millisecond, so three decimals say exactly which millisecond it is.
    /// Scripts are limited to 10⁹ s (``SimulationScript/latestTime``), far below.
    static let latestTime: Double = 1_000_000_000_000
    static let millisecondsPerSecond: UInt64 = 1_000

    private let sink: any ByteSink
    private var buffer = ByteBuffer(capacity: EventWriter.flushThreshold * 2)
    /// Why an event could not be written; set once, the simulator checks it after each line.
    private(set) var failure: String?

    init(sink: any ByteSink) {
        self.sink = sink
    }

    func write(_ event: ToastLifecycleEvent, name: String, at time: Double) {
        guard failure == nil else { return }
        if !Self.append(event, name: name, at: time, to: &buffer) {
            failure = "an event fell at \(time) s, beyond the \(Int(Self.latestTime)) s the output can show exactly"
        }
    }

    /// Appends one event's line to `buffer` (one exclusive access for the whole line), or
    /// nothing when its time cannot be shown; returns whether it did.
    private static func append(_ event: ToastLifecycleEvent, name: String, at time: Double, to buffer: inout ByteBuffer) -> Bool {
        let lineStart = buffer.count
        buffer.append(#"{"at":"#)
        guard appendSeconds(time, to: &buffer) else {
            buffer.truncate(to: lineStart)
            return false
        }
        buffer.append(#","event":"#)
        appendQuoted(event.name, to: &buffer)
        buffer.append(#","id":"#)
        appendQuoted(name, to: &buffer)
        switch event {
        case .willHide(_, let reason), .didHide(_, let reason):
            appendField("reason", reason.name, to: &buffer)
        case .completed(let ending):
            appendField("reason", ending.reason.name, to: &buffer)
            switch ending.reason {
            case .dropped(let cause): appendField("detail", cause.description, to: &buffer)
            case .rejected(let rejection): appendField("detail", rejection.description, to: &buffer)
            default: break
            }
        case .updateRejected(_, let rejection):
            appendField("reason", "rejected", to: &buffer)
            appendField("detail", rejection.description, to: &buffer)
        case .willShow, .didShow, .paused, .resumed, .updated:
            break
        }
        buffer.append("}\n")
        return true
    }

    /// Writes what the stage did with a toast's place: `placed` or `moved` (with the frame,
    /// `"overflows":true` when it cannot fit the room its position leaves, and for a move its
    /// duration and curve), `dragged` (with the offset from its place) or `returned` (springing
    /// back, with duration and curve).
    func write(_ motion: Motion, name: String, at time: Double) {
        guard failure == nil else { return }
        let lineStart = buffer.count
        buffer.append(#"{"at":"#)
        var written = Self.appendSeconds(time, to: &buffer)
        buffer.append(#","event":"#)
        switch motion {
        case .placed(let placed):
            Self.appendQuoted("placed", to: &buffer)
            Self.appendID(name, to: &buffer)
            written = written && Self.appendFrame(placed, to: &buffer)
        case .moved(let placed, let animation):
            Self.appendQuoted("moved", to: &buffer)
            Self.appendID(name, to: &buffer)
            written = written && Self.appendFrame(placed, to: &buffer) && Self.appendAnimation(animation, to: &buffer)
        case .dragged(let offset):
            Self.appendQuoted("dragged", to: &buffer)
            Self.appendID(name, to: &buffer)
            buffer.append(#","offset":["#)
            written = written && Self.appendNumber(offset.x, to: &buffer)
            buffer.append(UInt8(ascii: ","))
            written = written && Self.appendNumber(offset.y, to: &buffer)
            buffer.append(UInt8(ascii: "]"))
        case .returned(let animation):
            Self.appendQuoted("returned", to: &buffer)
            Self.appendID(name, to: &buffer)
            written = written && Self.appendAnimation(animation, to: &buffer)
        }
        buffer.append("}\n")
        if !written {
            buffer.truncate(to: lineStart)
            failure = "a frame or time fell outside what the output can show exactly"
        }
    }

    /// What the stage did with a toast's place, as the output says it.
    enum Motion {
        case placed(ToastLayout.Placed)
        case moved(ToastLayout.Placed, ToastStageAnimation)
        case dragged(ToastPoint)
        case returned(ToastStageAnimation)
    }

    private static func appendID(_ name: String, to buffer: inout ByteBuffer) {
        buffer.append(#","id":"#)
        appendQuoted(name, to: &buffer)
    }

    /// Appends `,"frame":[x,y,width,height]`, `,"overflows":true` when it does, and in a folded
    /// deck `,"scale":…` and `,"opacity":…` where they are not 1.
    private static func appendFrame(_ placed: ToastLayout.Placed, to buffer: inout ByteBuffer) -> Bool {
        let frame = placed.placement.frame
        buffer.append(#","frame":["#)
        var written = appendNumber(frame.minX, to: &buffer)
        for value in [frame.minY, frame.width, frame.height] {
            buffer.append(UInt8(ascii: ","))
            written = written && appendNumber(value, to: &buffer)
        }
        buffer.append(UInt8(ascii: "]"))
        if placed.overflows { buffer.append(#","overflows":true"#) }
        if placed.scale != 1 {
            buffer.append(#","scale":"#)
            written = written && appendNumber(placed.scale, to: &buffer)
        }
        if placed.opacity != 1 {
            buffer.append(#","opacity":"#)
            written = written && appendNumber(placed.opacity, to: &buffer)
        }
        return written
    }

    /// Appends `,"duration":…,"curve":"…"`.
    private static func appendAnimation(_ animation: ToastStageAnimation, to buffer: inout ByteBuffer) -> Bool {
        buffer.append(#","duration":"#)
        let written = appendNumber(animation.duration, to: &buffer)
        appendField("curve", animation.curve.name, to: &buffer)
        return written
    }

    /// Appends a length or a duration with at most three decimals and no trailing zeros (`16`,
    /// `760.5`, `-12.25`), rounded as the times are; false when it is beyond what they show.
    static func appendNumber(_ value: Double, to buffer: inout ByteBuffer) -> Bool {
        let start = buffer.count
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        guard appendSeconds(abs(value), to: &buffer) else { return false }
        while buffer.last == UInt8(ascii: "0") { buffer.truncate(to: buffer.count - 1) }
        if buffer.last == UInt8(ascii: ".") { buffer.truncate(to: buffer.count - 1) }
        if value < 0, buffer.count == start + 2, buffer.last == UInt8(ascii: "0") {
            buffer.truncate(to: start)  // what rounds to -0 is written 0
            buffer.append(UInt8(ascii: "0"))
        }
        return true
    }

    /// Appends `,"key":"value"`.
    private static func appendField(_ key: StaticString, _ value: String, to buffer: inout ByteBuffer) {
        buffer.append(#",""#)
        buffer.append(key)
        buffer.append(#"":"#)
        appendQuoted(value, to: &buffer)
    }

    /// Writes the buffer if it holds at least ``flushThreshold`` bytes.
    func flushIfFull() throws(SimulationError) {
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    func flush() throws(SimulationError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll() }
        try sink.write(buffer.bytes)
    }

    // MARK: - Formatting

    /// Appends `seconds` with three decimals, exactly as `String(format: "%.3f", seconds)`
    /// would, and returns true; or appends nothing and returns false when `seconds` is not in
    /// 0…``latestTime``.
    ///
    /// The time is `m × 2ᵉ` with an integer `m` < 2⁵³. Its milliseconds are `m × 1000 × 2ᵉ`:
    /// `m × 1000` < 2⁶³ fits a `UInt64`, and for `e < 0` the shift by `-e` gives the whole
    /// milliseconds while the bits shifted out decide the rounding, compared with one half.
    static func appendSeconds(_ seconds: Double, to buffer: inout ByteBuffer) -> Bool {
        guard seconds >= 0, seconds <= latestTime else { return false }  // also false for NaN
        var milliseconds: UInt64 = 0
        if seconds >= .leastNormalMagnitude {
            let significand = seconds.significandBitPattern | (1 << UInt64(Double.significandBitCount))
            let scaled = significand * millisecondsPerSecond
            let exponent = Int(seconds.exponent) - Double.significandBitCount
            if exponent >= 0 {
                milliseconds = scaled << UInt64(exponent)
            } else if -exponent < UInt64.bitWidth {
                let shift = UInt64(-exponent)
                milliseconds = scaled >> shift
                let remainder = scaled & ((1 << shift) - 1)
                let half: UInt64 = 1 << (shift - 1)
                if remainder > half || (remainder == half && milliseconds & 1 == 1) { milliseconds += 1 }
            }
            // else below 2⁻¹¹ ms · 2⁻⁵³: rounds to 0.
        }
        appendDecimal(milliseconds / millisecondsPerSecond, to: &buffer)
        buffer.append(UInt8(ascii: "."))
        let fraction = milliseconds % millisecondsPerSecond
        buffer.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        buffer.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        buffer.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        return true
    }

    private static func appendDecimal(_ value: UInt64, to buffer: inout ByteBuffer) {
        guard value >= 10 else {
            buffer.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendDecimal(value / 10, to: &buffer)
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends `text` as a JSON string literal: `"` and `\` escaped, `\n`, `\r`, `\t`, other
    /// control characters below U+0020 as `\u00XX`, everything else as its UTF-8 bytes (bytes of
    /// multi-byte characters are all ≥ 0x80, so escaping byte by byte is escaping by character).
    static func appendQuoted(_ text: String, to buffer: inout ByteBuffer) {
        buffer.append(UInt8(ascii: "\""))
        // Most names need no escape: copy them whole.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            buffer.append(utf8)
            return true
        }
        if copied != true {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): buffer.append(#"\""#)
                case UInt8(ascii: "\\"): buffer.append(#"\\"#)
                case UInt8(ascii: "\n"): buffer.append(#"\n"#)
                case UInt8(ascii: "\r"): buffer.append(#"\r"#)
                case UInt8(ascii: "\t"): buffer.append(#"\t"#)
                case ..<0x20:
                    buffer.append(#"\u00"#)
                    buffer.append(hexDigits.utf8Start[Int(byte >> 4)])
                    buffer.append(hexDigits.utf8Start[Int(byte & 0xF)])
                default:
                    buffer.append(byte)
                }
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: StaticString = "0123456789abcdef"
}
