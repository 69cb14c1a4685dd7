import Testing

@testable import ToastCore

@Suite("Transitions")
struct TransitionTests {
    let geometry = ToastTransitionGeometry(
        frame: ToastRect(x: 95, y: 700, width: 200, height: 50), container: ToastSize(width: 390, height: 844))

    @Test(arguments: [ToastCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 1), .spring(dampingRatio: 0.5)])
    func curvesStartAtZeroAndEndAtOne(curve: ToastCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0 && curve.value(at: 7) == 1 && curve.value(at: .nan) == 1)
    }

    @Test(arguments: [ToastCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 1)])
    func curvesWithoutOvershootNeverGoBack(curve: ToastCurve) {
        var previous = 0.0
        for step in 1...100 {
            let value = curve.value(at: Double(step) / 100)
            #expect(value >= previous - 1e-9, "\(curve) at \(step)")
            #expect(value <= 1 + 1e-9)
            previous = value
        }
    }

    @Test func bezierCurvesMatchCoreAnimationAtTheirMidpoints() {
        #expect(abs(ToastCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(ToastCurve.easeIn.value(at: 0.5) < 0.4)
        #expect(ToastCurve.easeOut.value(at: 0.5) > 0.6)
    }

    @Test func anUnderdampedSpringOvershoots() {
        let peak = (1..<100).map { ToastCurve.spring(dampingRatio: 0.4).value(at: Double($0) / 100) }.max() ?? 0
        #expect(peak > 1.05)
        #expect(ToastCurve.spring(dampingRatio: 0.4).overshoots)
        #expect(!ToastCurve.spring(dampingRatio: 1).overshoots)
    }

    @Test func aFadeChangesOnlyOpacity() {
        let fade = ToastTransition.fade(duration: 0.2, curve: .linear)
        #expect(
            fade.sample(at: 0, phase: .entering, geometry: geometry) == ToastTransitionSample(opacity: 0, offsetX: 0, offsetY: 0, scale: 1))
        #expect(fade.sample(at: 0.25, phase: .entering, geometry: geometry).opacity == 0.25)
        #expect(fade.sample(at: 0.25, phase: .leaving, geometry: geometry).opacity == 0.75)
        #expect(fade.sample(at: 1, phase: .entering, geometry: geometry) == .identity)
    }

    @Test func slidesStartJustBeyondTheirEdge() {
        func start(_ edge: ToastEdge, _ direction: ToastLayoutDirection = .leftToRight) -> ToastTransitionSample {
            var g = geometry
            g.layoutDirection = direction
            return ToastTransition.slide(from: edge, duration: 1).sample(at: 0, phase: .entering, geometry: g)
        }
        #expect(start(.bottom).offsetY == 144)  // 844 − 700: the top edge at the container's bottom
        #expect(start(.top).offsetY == -750)
        #expect(start(.leading).offsetX == -295)
        #expect(start(.trailing).offsetX == 295)
        #expect(start(.leading, .rightToLeft).offsetX == 295, "leading is the right edge in right-to-left layouts")
        #expect(start(.bottom).opacity == 1)
    }

    @Test func aSlideFromBehindAnAnchorStartsWithItsBottomOnTheAnchorsBottom() {
        let bar = ToastRect(x: 0, y: 47, width: 390, height: 44)
        let pill = ToastRect(x: 135, y: bar.maxY + 10, width: 120, height: 40)
        let g = ToastTransitionGeometry(frame: pill, container: geometry.container, anchor: bar)
        let start = ToastTransition.slideFromAnchor(duration: 0.8).sample(at: 0, phase: .entering, geometry: g)
        #expect(start.offsetY == -50)
    }

    @Test func combinedTransitionsAddTheirParts() {
        let both = ToastTransition.fade(duration: 0.3, curve: .linear).combined(with: .scale(from: 0.8, duration: 9))
        #expect(both.duration == 0.3)
        let half = both.sample(at: 0.5, phase: .entering, geometry: geometry)
        #expect(half.opacity == 0.5)
        #expect(abs(half.scale - 0.9) < 1e-12)
    }

    @Test func reduceMotionTurnsEveryTransitionIntoAFadeOfTheSameDuration() {
        let fancy = ToastTransition.slide(from: .leading, duration: 1, curve: .spring(dampingRatio: 0.3)).combined(
            with: .scale(from: 0.5, duration: 1))
        let calm = fancy.reducedMotion
        #expect(calm.duration == 1 && calm.fades && calm.motion == .none && calm.scale == 1)
        #expect(calm.curve == .easeInOut)
        let sample = calm.sample(at: 0.3, phase: .entering, geometry: geometry)
        #expect(sample.offsetX == 0 && sample.offsetY == 0 && sample.scale == 1)
    }

    @Test func theDimFadesEvenWhenTheToastSlides() {
        let slide = ToastTransition.slide(from: .leading, duration: 1, curve: .linear)
        #expect(slide.sample(at: 0, phase: .entering, geometry: geometry).opacity == 1)
        #expect(slide.dimOpacity(at: 0, phase: .entering) == 0)
        #expect(slide.dimOpacity(at: 0.5, phase: .entering) == 0.5)
        #expect(slide.dimOpacity(at: 0.25, phase: .leaving) == 0.75)
        #expect(
            ToastTransition.slide(from: .top, duration: 1, curve: .spring(dampingRatio: 0.3)).dimOpacity(at: 0.5, phase: .entering) <= 1)
    }

    @Test func badDurationsAreInstant() {
        #expect(ToastTransition(duration: -1).effectiveDuration == 0)
        #expect(ToastTransition(duration: .nan).effectiveDuration == 0)
        #expect(ToastTransition(duration: .infinity).effectiveDuration == ToastTransition.longestDuration)
    }
}
