import Foundation
import Testing
import ToastCore

@testable import ToastRendering

/// Movies: the stage's poses frame by frame, one snapshot frame of each movie, and the animated
/// WebP read back with libwebp's demuxer and decoder.
@MainActor
@Suite("Movies")
struct MovieTests {
    let renderer: ToastRenderer

    init() throws {
        renderer = try ToastRenderer()
    }

    func frames(_ movie: ToastMovie, scale: Double = 1) -> [(time: Double, plan: FramePlan)] {
        var movie = movie
        movie.scene.scale = scale
        return ToastMoviePlayer(movie: movie, measurer: renderer.measurer).frames()
    }

    /// A frame in the middle of the movie's motion: something visibly moving, fading or dimming.
    func middleOfFirstChange(_ frames: [(time: Double, plan: FramePlan)]) -> FramePlan {
        let moving = frames.filter { frame in
            frame.plan.poses.contains { ($0.look != .identity && $0.look.opacity >= 0.3) || ($0.dimOpacity ?? 1) < 1 }
        }
        return moving[moving.count / 4].plan
    }

    @Test(arguments: ToastMovie.catalogue.map(\.name))
    func oneFrameOfEachMovie(name: String) throws {
        let movie = try #require(ToastMovie.catalogue.first { $0.name == name })
        try assertSnapshot(renderer.draw(middleOfFirstChange(frames(movie))), named: "movie-\(name)")
    }

    @Test func everyMovieIsSampledAtSixtyFramesASecond() {
        for movie in ToastMovie.catalogue {
            let sampled = frames(movie)
            #expect(sampled.count == Int((movie.duration * 60).rounded(.up)), "\(movie.name)")
            #expect(zip(sampled, sampled.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 })
        }
    }

    @Test func theTransitionRunsOverTheEnginesTimeOnItsCurve() throws {
        // ToastUtil fades in over 0.2 s (ease-in-out) from the request at `lead`.
        let movie = ToastMovie.classic[0]
        let sampled = frames(movie)
        let halfway = try #require(sampled.first { abs($0.time - (ToastMovie.lead + 0.1)) < 1e-9 })
        let opacity = try #require(halfway.plan.poses.first?.look.opacity)
        #expect(abs(opacity - ToastCurve.easeInOut.value(at: 0.5)) < 1e-9)
        #expect(sampled.first { $0.time < ToastMovie.lead }?.plan.poses.isEmpty == true, "nothing before the request")
    }

    @Test(arguments: ClassicShowcase.all.map(\.name))
    func eachClassicMovieShowsItsToastForTheOriginalsLife(name: String) throws {
        // The table the movies and filmstrips share, against what the engine does with the
        // seed's preset: a toast from the request until its whole life has passed, then none.
        let seed = try #require(ClassicShowcase.all.first { $0.name == name })
        let movie = try #require(ToastMovie.classic.first { $0.name == name })
        let sampled = frames(movie)
        let gone = ToastMovie.lead + seed.life
        let frameLength = 1.0 / Double(ToastMovie.framesPerSecond)
        let visible = sampled.filter { frame in frame.plan.poses.contains { $0.look.opacity > 0 } }.map(\.time)
        let first = try #require(visible.first), last = try #require(visible.last)
        #expect(first >= ToastMovie.lead - 1e-9 && first < ToastMovie.lead + frameLength + 1e-9, "appears with the request")
        #expect(last < gone && last >= gone - 2 * frameLength, "gone when its life is over, not before")
        #expect(movie.caption.contains(ClassicShowcase.seconds(seed.staying)), "the caption says how long it stays")
    }

    @Test func aStackedToastMovesOverTheReflowTimeWhenAnotherArrives() throws {
        let movie = try #require(ToastMovie.modern.first { $0.name == "stack" })
        let sampled = frames(movie)
        let arrival = ToastMovie.lead + 0.5  // the second toast
        func firstToastY(_ time: Double) -> Double? {
            sampled.first { abs($0.time - time) < 1e-6 }?.plan.poses.first?.placement.frame.minY
        }
        let before = try #require(firstToastY((arrival * 60).rounded(.up) / 60))
        let during = try #require(firstToastY(((arrival + ToastStage.reflow.duration / 2) * 60).rounded() / 60))
        let after = try #require(firstToastY(((arrival + ToastStage.reflow.duration) * 60).rounded(.up) / 60 + 1.0 / 60))
        #expect(after < before, "the older toast moves up to make room")
        #expect(during < before && during > after, "and passes through the places between")
    }

    @Test func theDeckMoviePilesThreeUpThenFansThemOutWithoutOverlap() throws {
        let movie = try #require(ToastMovie.modern.first { $0.name == "deck" })
        let sampled = frames(movie)
        func plan(_ time: Double) throws -> FramePlan { try #require(sampled.last { $0.time <= time + 1e-9 }?.plan) }
        let piled = try plan(ToastMovie.deckFanOut - 1.0 / 60).poses
        #expect(piled.count == 3)
        #expect(piled.filter { $0.showsContent }.count == 1, "only the front shows its text")
        #expect(piled.filter { $0.look.scale < 1 && $0.look.opacity < 1 }.count == 2, "the two behind are smaller and dimmer")
        let open = try plan(ToastMovie.deckFanOut + ToastStage.reflow.duration + 2.0 / 60).poses
        #expect(open.count == 3 && open.allSatisfy { $0.showsContent && $0.look.scale == 1 })
        let frames = open.map(\.placement.frame)
        for (index, a) in frames.enumerated() {
            for b in frames[(index + 1)...] { #expect(a.maxY <= b.minY + 1e-9 || b.maxY <= a.minY + 1e-9, "fanned out, none overlaps") }
        }
    }

    @Test func aStackClosesTheGapOnceTheMiddleToastHasGone() throws {
        let movie = try #require(ToastMovie.modern.first { $0.name == "stack" })
        let sampled = frames(movie)
        func firstToastY(_ time: Double) -> Double? {
            sampled.last { $0.time <= time + 1e-9 }?.plan.poses.first?.placement.frame.minY
        }
        // The second toast, shown for 1 s, leaves first: from the middle of the stack.
        let leaves = ToastMovie.lead + 0.5 + ToastStyle.ModernMetrics.showSeconds + 1
        let gone = leaves + ToastStyle.ModernMetrics.hideSeconds
        let above = try #require(firstToastY(leaves))
        #expect(firstToastY(gone - 1.0 / 60) == above, "the toast above stays put while the middle one fades out in place")
        let closed = try #require(firstToastY(gone + ToastStage.reflow.duration + 1.0 / 60))
        #expect(closed > above, "then moves down into the gap")
        let midway = try #require(firstToastY(gone + ToastStage.reflow.duration / 2))
        #expect(midway > above && midway < closed, "over the reflow")
    }

    @Test func aSwipeFollowsTheFingerSpringsBackWhenLetGoShortAndLeavesFromWhereAFlickLetGo() throws {
        let movie = try #require(ToastMovie.modern.first { $0.name == "swipe" })
        let sampled = frames(movie)
        func offset(_ time: Double) -> Double? {
            sampled.last { $0.time <= time + 1e-9 }?.plan.poses.first?.look.offsetY
        }
        let offsets = sampled.compactMap { $0.plan.poses.first?.look.offsetY }
        #expect(
            offsets.contains { $0 < 0 && $0 > -60 * ToastSwipe.resistance - 1e-9 }, "pulled up against the swipe direction, reluctantly")
        let letGo = ToastMovie.lead + 1 + 0.3 + 1.0 / 60
        let pulled = try #require(offset(letGo))
        let springing = try #require(offset(letGo + ToastStage.springBack.duration / 2))
        #expect(pulled < 0 && abs(springing) < abs(pulled) / 4, "let go short of the threshold, it springs back")
        #expect(offset(ToastMovie.swipeFlick) == 0, "and rests in its place again")
        let flicked = ToastMovie.swipeFlick + 0.3 + 1.0 / 60
        let released = try #require(offset(flicked - 1.0 / 60))
        #expect(released > ToastSwipe.distanceThreshold, "then pulled down past the threshold")
        let leaving = sampled.filter { $0.time >= flicked - 1e-9 }.compactMap { $0.plan.poses.first?.look.offsetY }
        #expect(!leaving.isEmpty && leaving.allSatisfy { $0 >= released - 1e-9 }, "it leaves from where the finger let go")
        #expect(sampled.last?.plan.poses.isEmpty == true, "and is gone")
    }

    @Test func theKeyboardRisesAndTheToastRisesWithItInStep() throws {
        let movie = try #require(ToastMovie.modern.first { $0.name == "keyboard" })
        let sampled = frames(movie)
        let rises = sampled.map(\.plan.scene.keyboardRise)
        #expect(rises.first == 0 && rises.last == 1)
        #expect(rises.contains { $0 > 0 && $0 < 1 }, "in between while it animates")
        let ys = sampled.compactMap { $0.plan.poses.first?.placement.frame.minY }
        let below = try #require(ys.max()), above = try #require(ys.min())
        #expect(below - above > RenderScene.keyboardHeight / 2, "the toast moved up above it")
        for frame in sampled {
            guard let y = frame.plan.poses.first?.placement.frame.minY else { continue }
            #expect(
                abs((below - y) / (below - above) - frame.plan.scene.keyboardRise) < 1e-9,
                "at \(frame.time) s the toast has come as far along its way as the keyboard")
        }
    }

    @Test func reduceMotionOnlyFades() {
        let movie = ToastMovie.modern.first { $0.name == "reduce-motion" }!
        for frame in frames(movie) {
            for pose in frame.plan.poses {
                #expect(pose.look.offsetX == 0 && pose.look.offsetY == 0 && pose.look.scale == 1)
            }
        }
    }

    @Test func theAnimatedWebPReadsBackWithItsFramesSizeAndLength() throws {
        let movie = ToastMovie.classic[0]
        let sampled = frames(movie)
        let path = NSTemporaryDirectory() + "toastkit-movie-test-\(UUID().uuidString).webp"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let statistics = try MovieRecorder(renderer: renderer).record(sampled, duration: movie.duration, to: path)
        let file = try #require(AnimatedWebPFile(contentsOf: path))
        #expect(file.width == 390 && file.height == 844)
        #expect(file.frameCount == statistics.framesEncoded)
        #expect(file.frameCount > 10 && file.frameCount < sampled.count, "moving frames only; the hold is one long frame")
        #expect(file.totalMilliseconds == Int((movie.duration * 1000).rounded()))
        #expect(file.loopCount == 0, "loops forever")
        // What a browser shows mid-fade is what the renderer drew then, within lossy tolerance.
        let moment = ToastMovie.lead + 0.1
        let index = try #require(sampled.firstIndex { $0.time >= moment })
        let decoded = try #require(file.image(at: Int((sampled[index].time * 1000).rounded()) + 1))
        let drawn = renderer.draw(sampled[index].plan)
        #expect(MovieTests.meanDifference(decoded, drawn) < 3, "lossy, but the same picture")
        let later = renderer.draw(sampled[index + 12].plan)
        #expect(MovieTests.meanDifference(later, drawn) > 0.01, "and the comparison can tell frames apart")
    }

    @Test func anEmptyFrameIsAFailureAndTheEncoderGoesOn() throws {
        let encoder = AnimatedWebPEncoder(width: 4, height: 4)
        let pixels = [UInt32](repeating: 0xFF20_4060, count: 16)
        try pixels.withUnsafeBufferPointer { pixels in
            #expect(throws: AnimatedWebPEncoder.Failure.self) {
                try encoder.add(pixels.baseAddress!, width: 0, height: 4, stride: 4, x: 0, y: 0, milliseconds: 17, quality: 80)
            }
            try encoder.add(pixels.baseAddress!, width: 4, height: 4, stride: 4, x: 0, y: 0, milliseconds: 17, quality: 80)
        }
        let path = NSTemporaryDirectory() + "toastkit-empty-frame-\(UUID().uuidString).webp"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try encoder.write(to: path)
        #expect(AnimatedWebPFile(contentsOf: path)?.frameCount == 1)
    }

    /// The mean absolute difference per channel, 0…255.
    static func meanDifference(_ a: CairoImage, _ b: CairoImage) -> Double {
        var total = 0
        for y in stride(from: 0, to: a.height, by: 1) {
            for x in stride(from: 0, to: a.width, by: 1) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return Double(total) / Double(a.width * a.height * 3)
    }
}
