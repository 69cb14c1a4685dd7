import Testing

@testable import ToastCore
@testable import ToastShellRules

/// One presenter shown twice would be one set of views moved into two toasts: who may draw it.
@Suite("Presenter claims")
struct PresenterClaimsTests {
    typealias Claims = ToastPresenterClaims<String, Int>

    @Test func aSharedPresenterDrawsOneRequestAndASecondIsRefusedAsDroppedForNoPresenter() {
        var claims = Claims()
        #expect(claims.claim(.shared("badge"), for: 1) == .host)
        // Shown again while the first request holds it (queued, on screen or leaving).
        #expect(claims.claim(.shared("badge"), for: 2) == .refuse(.dropped(.nowhereToShow)))
        #expect(Claims.refusal == .dropped(.nowhereToShow))
        #expect(claims.owner(of: "badge") == 1)
    }

    @Test func theRefusedRequestLeavesTheHolderUntouchedAndTheEndOfTheHolderFreesThePresenter() {
        var claims = Claims()
        _ = claims.claim(.shared("badge"), for: 1)
        _ = claims.claim(.shared("badge"), for: 2)
        claims.release(2)  // the refused request ends: it held nothing
        #expect(claims.owner(of: "badge") == 1)
        claims.release(1)
        #expect(claims.owner(of: "badge") == nil)
        #expect(claims.claim(.shared("badge"), for: 3) == .host)
        #expect(claims.owner(of: "badge") == 3)
    }

    @Test func theHolderMayAskAgainWhenItIsShownAfterWaitingForAScene() {
        var claims = Claims()
        _ = claims.claim(.shared("badge"), for: 1)
        #expect(claims.claim(.shared("badge"), for: 1) == .host)
        claims.release(1)
        #expect(claims.owner(of: "badge") == nil)
    }

    @Test func contentMadePerShowAndToastKitsOwnDrawingAreNeverRefused() {
        var claims = Claims()
        for request in 1...3 {
            #expect(claims.claim(.madePerShow, for: request) == .host)
            #expect(claims.claim(nil, for: request + 10) == .host)
        }
        // Neither holds a shared presenter.
        _ = claims.claim(.shared("badge"), for: 4)
        claims.release(1)
        claims.release(11)
        #expect(claims.owner(of: "badge") == 4)
    }

    @Test func differentPresentersAreHeldByDifferentRequestsAtOnce() {
        var claims = Claims()
        #expect(claims.claim(.shared("a"), for: 1) == .host)
        #expect(claims.claim(.shared("b"), for: 2) == .host)
        claims.release(1)
        #expect(claims.claim(.shared("a"), for: 3) == .host)
        #expect(claims.claim(.shared("b"), for: 4) == .refuse(Claims.refusal))
    }
}
