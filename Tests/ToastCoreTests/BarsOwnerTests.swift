import Testing

@testable import ToastCore
@testable import ToastShellRules

/// Whose bars a bottom toast stays clear of, over trees shaped as UIKit builds them for UIKit
/// and SwiftUI apps. Frames are a 390 × 844 phone's (home indicator 34) unless a test
/// says otherwise.
@MainActor
@Suite("Whose bars count")
struct BarsOwnerTests {
    /// A view controller as the walk sees it.
    final class Controller: ToastBarReporting {
        let name: String
        var barChildren: [Controller] = []
        weak var barParent: Controller?
        var barPresented: Controller?
        var isBeingDismissed = false
        var isOnScreen: Bool
        var viewFrame: ToastRect?
        var barsBand: ToastRect?

        /// An on-screen controller whose view is `frame` and whose safe area ends `bars` points
        /// above its bottom edge.
        init(_ name: String, frame: ToastRect = BarsOwnerTests.screen, bars: Double = BarsOwnerTests.homeIndicator) {
            self.name = name
            isOnScreen = true
            viewFrame = frame
            barsBand = ToastRect(x: frame.minX, y: frame.maxY - bars, width: frame.width, height: bars)
        }

        /// A controller whose view is not in a window (an unselected tab, a screen pushed over).
        init(offScreen name: String) {
            self.name = name
            isOnScreen = false
        }

        /// Adds `children` (the first of them is the one that matters to the old walk: a tab
        /// bar controller's selected tab; a navigation controller's stack, bottom first).
        @discardableResult
        func containing(_ children: Controller...) -> Controller {
            for child in children { child.barParent = self }
            barChildren += children
            return self
        }

    }

    static let screen = ToastRect(x: 0, y: 0, width: 390, height: 844)
    static let homeIndicator = 34.0
    /// A tab bar: 49 points above the home indicator.
    static let tabBarHeight = homeIndicator + 49
    /// A toolbar: 44 points above the home indicator.
    static let toolbarHeight = homeIndicator + 44
    static let tabBar = ToastRect(x: 0, y: 844 - tabBarHeight, width: 390, height: tabBarHeight)
    static let homeBand = ToastRect(x: 0, y: 844 - homeIndicator, width: 390, height: homeIndicator)

    func owner(source: Controller? = nil, root: Controller?) -> String? {
        ToastBarsOwner.owner(source: source, root: root)?.name
    }

    func band(source: Controller? = nil, root: Controller?) -> ToastRect? {
        ToastBarsOwner.bottomBar(source: source, root: root)
    }

    @Test func aUIKitTabBarRootsSelectedTabReportsTheTabBar() {
        let feed = Controller("feed", bars: Self.tabBarHeight)
        let tabs = Controller("tabs").containing(feed, Controller(offScreen: "settings"))
        #expect(owner(root: tabs) == "feed")
        #expect(band(root: tabs) == Self.tabBar)
        #expect(band(source: feed, root: tabs) == Self.tabBar)
    }

    @Test func aNavigationStackInsideATabEndsAtItsTopScreenAndItsToolbar() {
        // The top screen shows the navigation controller's toolbar above the tab bar.
        let detail = Controller("detail", bars: Self.tabBarHeight + 44)
        let navigation = Controller("navigation", bars: Self.tabBarHeight).containing(Controller(offScreen: "list"), detail)
        let tabs = Controller("tabs").containing(navigation, Controller(offScreen: "search"))
        #expect(owner(root: tabs) == "detail")
        #expect(band(root: tabs)?.height == Self.tabBarHeight + 44)
    }

    @Test func aSwiftUITabViewIsAChildOfTheWindowsHostingController() {
        // WindowGroup { TabView { … } }: the root is a UIHostingController; the TabView's tab bar
        // controller is its child, and each tab's content another hosting controller.
        let tabContent = Controller("first tab's hosting controller", bars: Self.tabBarHeight)
        let tabs = Controller("tab bar controller").containing(tabContent, Controller(offScreen: "second tab"))
        let host = Controller("root hosting controller").containing(tabs)
        #expect(owner(root: host) == "first tab's hosting controller")
        #expect(band(root: host) == Self.tabBar)
        // The probe of a `.toast` modifier on the TabView itself lives in the root's view.
        #expect(band(source: host, root: host) == Self.tabBar)
    }

    @Test func aSplitViewsColumnsSideBySideKeepTheToastAboveTheHighestBar() {
        // An iPad in landscape: a sidebar, and a detail column with a toolbar.
        let pad = ToastRect(x: 0, y: 0, width: 1366, height: 1024)
        let sidebarFrame = ToastRect(x: 0, y: 0, width: 420, height: 1024)
        let detailFrame = ToastRect(x: 420, y: 0, width: 946, height: 1024)
        let sidebar = Controller("sidebar", frame: sidebarFrame, bars: 20)
        let detail = Controller("detail", frame: detailFrame, bars: 20 + 50)
        let split = Controller("split", frame: pad, bars: 20).containing(
            Controller("primary", frame: sidebarFrame, bars: 20).containing(sidebar),
            Controller("secondary", frame: detailFrame, bars: 20).containing(detail))
        #expect(owner(root: split) == "detail")
        #expect(band(root: split) == ToastRect(x: 420, y: 1024 - 70, width: 946, height: 70))
        #expect(owner(source: detail, root: split) == "detail")
    }

    @Test func aCustomContainerPassesItsOwnBarToItsContentsSafeArea() {
        // A container with its own 60-point player bar sets its content's
        // additionalSafeAreaInsets; a banner child at the top does not reach the bottom edge.
        let content = Controller("content", bars: Self.homeIndicator + 60)
        let banner = Controller("banner", frame: ToastRect(x: 0, y: 47, width: 390, height: 80), bars: 0)
        let container = Controller("player container").containing(banner, content)
        #expect(owner(root: container) == "content")
        #expect(band(root: container)?.minY == 844 - Self.homeIndicator - 60)
    }

    @Test func aScreenPushedWithItsTabBarHiddenHasOnlyItsOwnBars() {
        // UIKit: hidesBottomBarWhenPushed. The navigation controller's safe area still counts the
        // tab bar while the pushed screen's does not: the deepest controller decides.
        let pushed = Controller("photo")
        let navigation = Controller("navigation", bars: Self.tabBarHeight).containing(Controller(offScreen: "album"), pushed)
        let tabs = Controller("tabs").containing(navigation)
        #expect(owner(root: tabs) == "photo")
        #expect(band(root: tabs) == Self.homeBand)
        // SwiftUI: a NavigationStack in a TabView tab, the pushed view with
        // `.toolbar(.hidden, for: .tabBar)` and a bottom toolbar of its own.
        let editor = Controller("editor", bars: Self.toolbarHeight)
        let stack = Controller("navigation stack", bars: Self.tabBarHeight).containing(Controller(offScreen: "list"), editor)
        let host = Controller("root hosting controller").containing(
            Controller("tab bar controller").containing(Controller("tab content", bars: Self.tabBarHeight).containing(stack)))
        #expect(owner(root: host) == "editor")
        #expect(band(root: host)?.height == Self.toolbarHeight)
    }

    @Test func aPageSheetOverATabBarAppHasNoBarsAndTheToastIsOverIt() {
        let feed = Controller("feed", bars: Self.tabBarHeight)
        let tabs = Controller("tabs").containing(feed)
        let sheet = Controller("page sheet", frame: ToastRect(x: 0, y: 59, width: 390, height: 785))
        tabs.barPresented = sheet
        // UIKit reports a presentation to the presenter's children too.
        feed.barPresented = sheet
        #expect(owner(root: tabs) == "page sheet")
        #expect(band(root: tabs) == Self.homeBand)
        // Shown from the feed, still in the window under the sheet (or from the sheet by a
        // SwiftUI `showToast` that the sheet's content inherited from the feed).
        #expect(owner(source: feed, root: tabs) == "page sheet")
        #expect(band(source: feed, root: tabs) == Self.homeBand)
        // While the sheet is being dismissed, the tab bar is back.
        sheet.isBeingDismissed = true
        #expect(band(source: feed, root: tabs) == Self.tabBar)
    }

    @Test func aFormSheetThatEndsAboveTheBottomLeavesTheBarsBelowIt() {
        let pad = ToastRect(x: 0, y: 0, width: 1024, height: 1366)
        let list = Controller("list", frame: pad, bars: 20 + 49)
        let tabs = Controller("tabs", frame: pad, bars: 20).containing(list)
        let form = Controller("form sheet", frame: ToastRect(x: 132, y: 263, width: 760, height: 840), bars: 0)
        tabs.barPresented = form
        #expect(owner(root: tabs) == "list")
        // A full-screen cover presented over the form sheet does reach the bottom.
        let cover = Controller("cover", frame: pad, bars: 20)
        form.barPresented = cover
        #expect(owner(root: tabs) == "cover")
    }

    @Test func aToastFromACardEmbeddedInAScreenKeepsClearOfThatScreensBars() {
        let card = Controller("card", frame: ToastRect(x: 0, y: 100, width: 390, height: 200), bars: 0)
        let feed = Controller("feed", bars: Self.tabBarHeight).containing(card)
        let tabs = Controller("tabs").containing(Controller("navigation", bars: Self.tabBarHeight).containing(feed))
        #expect(owner(source: card, root: tabs) == "feed")
        #expect(band(source: card, root: tabs) == Self.tabBar)
    }

    @Test func aToastShownInASheetThatIsClosingGoesByWhatIsUnderIt() {
        // Save in a sheet, then close it: the source is still in the window while the sheet
        // slides away.
        let feed = Controller("feed", bars: Self.tabBarHeight)
        let tabs = Controller("tabs").containing(feed)
        let form = Controller("form")
        let sheet = Controller("sheet navigation").containing(form)
        tabs.barPresented = sheet
        #expect(owner(source: form, root: tabs) == "form")
        sheet.isBeingDismissed = true
        #expect(owner(source: form, root: tabs) == "feed")
        #expect(band(source: form, root: tabs) == Self.tabBar)
    }

    @Test func aSourceOffScreenOrNoRootFallsBackOrGivesNothing() {
        let list = Controller(offScreen: "list")
        let detail = Controller("detail", bars: Self.tabBarHeight)
        let tabs = Controller("tabs").containing(Controller("navigation", bars: Self.tabBarHeight).containing(list, detail))
        // Saved in the list, then pushed: the screen the app shows now decides.
        #expect(owner(source: list, root: tabs) == "detail")
        #expect(band(source: nil, root: nil) == nil)
        #expect(band(source: list, root: nil) == nil)
    }

    @Test func aCycleEndsTheWalk() {
        let a = Controller("a")
        let b = Controller("b")
        a.barChildren = [b, b]
        b.barChildren = [a, a]
        b.barParent = a
        a.barParent = b
        a.barPresented = b
        b.barPresented = a
        #expect(["a", "b"].contains(owner(source: a, root: a)))
        // The test's own cycles, broken so that LeakSanitizer finds none.
        a.barChildren = []
        b.barChildren = []
        a.barPresented = nil
        b.barPresented = nil
    }
}
