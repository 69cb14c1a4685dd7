import Foundation
import ToastRendering

/// `toastkit movie --out DIR [--only NAME,…] [--scale N] [--peek N]`: each movie of the
/// catalogue (``ToastMovie/catalogue``) as an animated WebP, `DIR/movie-NAME.webp`. `--peek N`
/// also decodes N moments of each file back to PNG (`DIR/peek/NAME-MS.png`) for looking at.
@MainActor
func movie(_ arguments: ArraySlice<String>) {
    var given = options(arguments, flags: [])
    guard let out = given.removeValue(forKey: "out") else { fail("movie needs --out DIR", status: ExitStatus.badInput) }
    let names = given.removeValue(forKey: "only").map { Set($0.split(separator: ",").map(String.init)) }
    let scale = given.removeValue(forKey: "scale").map { text -> Double in
        guard let value = Double(text), value > 0, value <= 4 else {
            fail("--scale must be above 0 and at most 4", status: ExitStatus.badInput)
        }
        return value
    }
    let peeks =
        given.removeValue(forKey: "peek").map { text -> Int in
            guard let value = Int(text), value >= 0 else { fail("--peek must be a whole number", status: ExitStatus.badInput) }
            return value
        } ?? 0
    if let unknown = given.keys.sorted().first { fail("unknown option --\(unknown)\n\(usage)", status: ExitStatus.badInput) }
    var movies = ToastMovie.catalogue
    if let names {
        let known = Set(movies.map(\.name))
        if let unknown = names.subtracting(known).sorted().first {
            fail("no movie named \"\(unknown)\"; there are \(movies.map(\.name).joined(separator: ", "))", status: ExitStatus.badInput)
        }
        movies = movies.filter { names.contains($0.name) }
    }
    do {
        let renderer = try ToastRenderer()
        for var movie in movies {
            if let scale { movie.scene.scale = scale }
            let path = (out as NSString).appendingPathComponent("movie-\(movie.name).webp")
            let frames = ToastMoviePlayer(movie: movie, measurer: renderer.measurer).frames()
            let statistics = try MovieRecorder(renderer: renderer).record(frames, duration: movie.duration, to: path)
            print(
                String(
                    format: "%@: %d frames sampled, %d encoded, one every %.2f ms (work: %.2f ms drawing + %.2f ms encoding), %d KB",
                    path, statistics.framesSampled, statistics.framesEncoded, statistics.elapsedMillisecondsPerFrame,
                    statistics.drawMillisecondsPerFrame, statistics.encodeMillisecondsPerFrame, statistics.bytes / 1024))
            guard peeks > 0, let file = AnimatedWebPFile(contentsOf: path) else { continue }
            for index in 0..<peeks {
                let moment = file.totalMilliseconds * index / peeks
                try file.image(at: moment)?.writePNG(to: (out as NSString).appendingPathComponent("peek/\(movie.name)-\(moment).png"))
            }
        }
    } catch {
        fail("\(error)", status: ExitStatus.failure)
    }
}
