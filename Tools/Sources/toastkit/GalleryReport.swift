import Foundation
import ToastRendering

/// What `toastkit gallery` prints: how many files, where, how long they took, and how big the
/// animations are. (How fast a frame should be is `toastkit bench`'s business.)
struct GalleryReport: CustomStringConvertible {
    let report: Gallery.Report
    let seconds: Double
    let folder: String

    init(_ report: Gallery.Report, seconds: Double, folder: String) {
        self.report = report
        self.seconds = seconds
        self.folder = folder
    }

    var description: String {
        let movies = report.outcomes.compactMap(\.movie)
        let stills = report.outcomes.count - movies.count
        let frames = movies.reduce(0) { $0 + max($1.framesEncoded - 1, 0) }
        let frameSeconds = movies.reduce(0) { $0 + $1.drawSeconds + $1.encodeSeconds }
        let bytes = movies.map(\.bytes)
        var lines = [
            String(
                format: "toastkit gallery: %d pictures and %d animations with index.html in %@ (%.2f s on %d cores)",
                stills, movies.count, folder, seconds, ProcessInfo.processInfo.activeProcessorCount),
            String(
                format:
                    "  planning on the engine %.2f s; %d animation frames drawn and encoded, %.2f ms each at %.0f×",
                report.planSeconds, frames, frames > 0 ? frameSeconds / Double(frames) * 1000 : 0, Gallery.movieScale),
        ]
        if let largest = bytes.max(), let smallest = bytes.min() {
            lines.append(
                String(format: "  animations %d–%d KB each, %d KB in all", smallest / 1024, largest / 1024, bytes.reduce(0, +) / 1024))
        }
        return lines.joined(separator: "\n")
    }
}
