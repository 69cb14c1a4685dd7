#!/usr/bin/env python3
"""Playground/Tests/first-use.py PAGE_DIR OUT_DIR

The playground as a new user meets it: the assembled page (PAGE_DIR) opened from disk in
headless Chromium through Selenium, driven only by WebDriver's real input (mouse moves and
clicks, the mouse wheel, key presses), at four window sizes. It reads the page back through the
DOM (rectangles, the engine log, the "Toast" menu) and checks:

  fields    an invalid value left in a hidden number field never blocks Show; a duration of
            2.25 s, a progress of 0.33 are sent as typed; a fraction the engine refuses (1.5) is
            said in words beside the Show button, inside the window;
  keyboard  sampled mid-animation (the page's clock slowed and paused through its own
            controls), the keyboard stands part of the way, as far along its way as the toast
            above it is along its own, with the toast never under it; up and down;
  menu      the "Toast" menu lists exactly the toasts the engine's log says are live (after a
            coalesced show and after Dismiss all), with their current text; Press action is off
            for a toast without an action;
  in view   the toast just asked for with Show lies inside the window, and nothing scrolls
            sideways;
  examples  the one-click examples leading the page are all there, and each draws a toast
            inside the window (three for the stack, the keyboard for the keyboard's, a success
            after the loading one, a pre-empted toast for the high-priority error);
  details   (at the first size) the reader's reduced-motion preference presets Reduce Motion;
            the header's error clears after a later accepted line; the log's commands carry
            three-decimal times.

Writes OUT_DIR/first-use-WxH.png (the window after Show) and OUT_DIR/first-use-examples-WxH.png
(after the stack example) per size. Prints one line per check, never a toast's text; exits 1 if
a check fails, 2 if it cannot run. Needs Python's selenium, Debian's chromium and chromium-driver
(CHROMIUM and CHROMEDRIVER override their paths).
"""
import json
import os
import re
import sys
import time

try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("first-use: needs Python's selenium (pip install selenium)", file=sys.stderr)
    sys.exit(2)

# The window sizes a person opens the page in: a desktop, a small laptop, two phones.
SIZES = [(1440, 900), (1024, 768), (390, 844), (320, 640)]
# The phone drawn in the page, in points (an iPhone 16), and the keyboard the page raises.
PHONE_HEIGHT = 852
KEYBOARD_HEIGHT = 336
# How long (real seconds) the page may take to load the engine.
LOAD_TIMEOUT = 15
# Real seconds between looks while waiting for the page.
POLL = 0.1
# Real seconds for a toast's entrance (0.35 s at the page's 1× speed) and a little more.
SETTLE = 0.8
# Real seconds for a click's line and the events it causes to reach the log.
LINE_SETTLE = 0.3
# Real seconds for the rest of the keyboard's slowed animation (2.5 s at a tenth of the speed).
SLOW_MOVE_REST = 3
# Real seconds after an example's first toast for its later steps (playground.js, ONE_CLICK):
# the stack's third toast comes at 0.8 s, the keyboard at 0.6 s, the loading toast's success
# at 2 s, the high-priority error at 1 s; each wait covers the step and its entrance.
EXAMPLE_WAITS = {"stack": 1.5, "keyboard": 1, "loading": 2.5, "preempt": 1.5}
# Real seconds to wait for the deck example's pile, then for its fan-out (its steps come at 1 s
# and 2.5 s of the page's clock).
DECK_WAIT = 3
# A toast drawn at least this opaque counts as shown (not fading in or out).
SHOWN_OPACITY = 0.5
# The slowest speed the page's clock offers: the keyboard's quarter second takes 2.5 s.
SLOW_SPEED_LABEL = "⅒×"
# Real seconds between the keyboard's switch and the pause that samples it: at a tenth of the
# speed that is a few hundredths of a second of the keyboard's animation, well inside it.
SAMPLE_AFTER = 0.3
# The sample counts as mid-animation when both moved more than this share of their way and less
# than all but this share; the keyboard and the toast agree when their shares differ by at most
# MOVE_TOLERANCE (the toast's frame is rounded to a point; the way is 300 points or so).
MID_MARGIN = 0.03
MOVE_TOLERANCE = 0.03
# Scrolling a control into view: at most this many turns of the wheel, of this many pixels.
REVEAL_STEPS = 12
WHEEL_STEP = 100
# Real seconds for a turn of the wheel to reach the page's layout.
SCROLL_SETTLE = 0.1
# Rectangles are compared in CSS pixels with this much slack for subpixel rounding.
PIXEL_SLACK = 1
# The one-click examples the page must lead with, by their data-example name.
EXAMPLES = ["toastUtil", "windowTip", "messageBanner", "gkrToast", "undo", "loading", "preempt", "stack", "deck", "keyboard"]

checks = 0
failures = 0


def report(ok, group, text):
    global checks, failures
    checks += 1
    if not ok:
        failures += 1
    print(f"{'ok  ' if ok else 'FAIL'}  {group:<22} {text}", flush=True)


class Page:
    """The page in one browser window of a given size, and what a person can do to it."""

    def __init__(self, driver, url):
        self.driver = driver
        self.url = url

    # ----- Loading -----

    def open(self):
        self.driver.get(self.url)
        deadline = time.time() + LOAD_TIMEOUT
        while time.time() < deadline:
            if self.js("return document.getElementById('engine-status').textContent.startsWith('ToastCore running')"):
                return True
            time.sleep(POLL)
        return False

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def find(self, element_id):
        return self.driver.find_element(By.ID, element_id)

    # ----- A person's hands -----

    def reveal(self, element):
        """Scrolls with the mouse wheel until the element is in view and nothing covers it (a
        part of the page that stays put, such as a phone kept at the top, may)."""
        ActionChains(self.driver).scroll_to_element(element).perform()
        for _ in range(REVEAL_STEPS):
            time.sleep(SCROLL_SETTLE)
            if self.js("""const e = arguments[0], r = e.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return !!hit && (e === hit || e.contains(hit) || hit.contains(e));""", element):
                return
            # Covered from above: the wheel up brings it down, out from under what stays put.
            ActionChains(self.driver).scroll_by_amount(0, -WHEEL_STEP).perform()

    def click(self, element):
        """Scrolls the element into view with the mouse wheel, moves the mouse there, clicks."""
        self.reveal(element)
        ActionChains(self.driver).move_to_element(element).click().perform()

    def type_into(self, element_id, text):
        """Clicks into a text or number field, selects what is there and types over it."""
        field = self.find(element_id)
        self.click(field)
        if not self.js("return document.activeElement === arguments[0]", field):
            raise RuntimeError(f"the click on {element_id} did not put the cursor in it")
        ActionChains(self.driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).perform()
        if text:
            ActionChains(self.driver).send_keys(text).perform()
        else:
            ActionChains(self.driver).send_keys(Keys.DELETE).perform()

    def choose(self, element_id, value):
        """Chooses a menu's option with the arrow keys, as a keyboard user does."""
        menu = self.find(element_id)
        values = self.js("return Array.from(arguments[0].options).map((o) => o.value)", menu)
        if value not in values:
            raise RuntimeError(f"{element_id} has no option {value!r}")
        steps = values.index(value) - values.index(menu.get_attribute("value"))
        self.reveal(menu)
        key = Keys.ARROW_DOWN if steps > 0 else Keys.ARROW_UP
        menu.send_keys(key * abs(steps))
        if menu.get_attribute("value") != value:
            raise RuntimeError(f"{element_id} did not take {value!r} from the keyboard")

    def choose_label(self, element_id, label):
        value = self.js("return Array.from(arguments[0].options).find((o) => o.text === arguments[1]).value",
                        self.find(element_id), label)
        self.choose(element_id, value)

    def show(self):
        self.click(self.find("show-button"))

    # ----- Reading the page back -----

    def toasts(self):
        """Each drawn toast: id, its rectangle in the window (CSS pixels) and in phone points."""
        return self.js("""
            const screen = document.getElementById('screen').getBoundingClientRect();
            const scale = screen.width / 393;
            return Array.from(document.querySelectorAll('#toast-layer .toast')).map((t) => {
              const r = t.getBoundingClientRect();
              return { id: t.dataset.id, left: r.left, top: r.top, right: r.right, bottom: r.bottom,
                       pointTop: (r.top - screen.top) / scale, pointBottom: (r.bottom - screen.top) / scale,
                       opacity: Number(getComputedStyle(t).opacity) };
            });""")

    def keyboard_top(self):
        """The drawn keyboard's top edge in phone points, or None when none is drawn."""
        return self.js("""
            const k = document.getElementById('keyboard');
            if (k.hidden || getComputedStyle(k).display === 'none') return null;
            const screen = document.getElementById('screen').getBoundingClientRect();
            return (k.getBoundingClientRect().top - screen.top) / (screen.width / 393);""")

    def log(self):
        """The engine log's lines, parsed: the commands sent and the events printed."""
        lines = []
        for row in self.js("return Array.from(document.querySelectorAll('#log .log-line')).map((r) => [r.className, r.textContent])"):
            cls, text = row
            try:
                line = json.loads(text)
            except ValueError:
                continue
            lines.append(line)
        return lines

    def live_ids(self):
        """The toasts the log says are live: shown and accepted, not yet completed."""
        live = []
        for line in self.log():
            if line.get("do") == "show" and line["id"] not in live:
                live.append(line["id"])
            elif line.get("event") == "completed" and line["id"] in live:
                live.remove(line["id"])
        return live

    def menu(self):
        return self.js("return Array.from(document.getElementById('target').options).map((o) => [o.value, o.text])")

    def viewport(self):
        return self.js("return [innerWidth, innerHeight, document.documentElement.scrollWidth]")

    def inside(self, rect):
        width, height, _ = self.viewport()
        return (rect["left"] >= -PIXEL_SLACK and rect["top"] >= -PIXEL_SLACK
                and rect["right"] <= width + PIXEL_SLACK and rect["bottom"] <= height + PIXEL_SLACK)

    def new_toast(self, before, wait=SETTLE):
        """The first drawn toast whose id was not drawn before, once its entrance is over."""
        deadline = time.time() + wait + 1
        time.sleep(wait)
        while time.time() < deadline:
            fresh = [t for t in self.toasts() if t["id"] not in before]
            if fresh:
                return fresh[0]
            time.sleep(POLL)
        return None

    def drawn_ids(self):
        return {t["id"] for t in self.toasts()}

    def restart(self):
        self.click(self.find("session-restart"))

    def screenshot(self, path):
        self.driver.save_screenshot(path)


def check_fields(page, tag):
    """An invalid hidden field never blocks Show; values the engine takes are taken as typed."""
    group = tag + " fields"
    if not page.open():
        return report(False, group, "the engine did not load")
    # A duration with two decimals: the browser's step (0.1) refused it on the old page.
    page.choose("f-duration", "seconds")
    page.type_into("f-seconds", "2.25")
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    sent = [l for l in page.log() if l.get("do") == "show"]
    report(toast is not None and bool(sent) and sent[-1].get("duration") == 2.25, group,
           "a duration of 2.25 s is shown, sent as typed" if toast else "Show with a duration of 2.25 s drew no toast")
    # The duration field hidden again, still holding 2.25: Show must still work.
    page.restart()
    page.choose("f-duration", "default")
    before = page.drawn_ids()
    page.show()
    report(page.new_toast(before) is not None, group, "with the seconds field hidden, Show still draws a toast")
    # A fraction the engine refuses: said in words where the person looks, inside the window.
    page.restart()
    page.choose("f-position", "fraction")
    page.type_into("f-fraction", "1.5")
    page.show()
    time.sleep(LINE_SETTLE)
    said = page.js("""const s = document.getElementById('show-status');
        if (!s || s.hidden || !s.textContent.trim()) return null;
        const r = s.getBoundingClientRect();
        return { text: s.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };""")
    report(bool(said) and "1.5" in said["text"] and page.inside(said), group,
           "the refused fraction 1.5 is said in words beside Show, in view" if said else "nothing says that the fraction 1.5 was refused")
    page.choose("f-position", "default")
    before = page.drawn_ids()
    page.show()
    report(page.new_toast(before) is not None, group, "with the fraction field hidden, Show still draws a toast")
    # A progress between the field's steps.
    page.restart()
    page.choose("f-progress", "fraction")
    page.type_into("f-progress-value", "0.33")
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    sent = [l for l in page.log() if l.get("do") == "show"]
    report(toast is not None and bool(sent) and sent[-1].get("progress") == 0.33, group,
           "a progress of 0.33 is shown, sent as typed" if toast else "Show with a progress of 0.33 drew no toast")


def check_keyboard(page, tag):
    """The keyboard and the toast above it move together, sampled mid-animation."""
    group = tag + " keyboard"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.choose("f-duration", "indefinite")
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    if not toast:
        return report(False, group, "no toast to watch")
    toast_id, rest_down = toast["id"], toast["pointBottom"]
    page.choose_label("clock-speed", SLOW_SPEED_LABEL)
    switch = page.find("e-keyboard")
    results = {}
    for direction in ("up", "down"):
        page.click(switch)
        time.sleep(SAMPLE_AFTER)
        page.click(page.find("clock-pause"))
        sample = next((t for t in page.toasts() if t["id"] == toast_id), None)
        top = page.keyboard_top()
        page.click(page.find("clock-pause"))   # on again
        time.sleep(SLOW_MOVE_REST)
        rest = next((t for t in page.toasts() if t["id"] == toast_id), None)
        results[direction] = (sample, top, rest)
    sample_up, top_up, rest_up = results["up"]
    sample_down, top_down, _ = results["down"]
    if not (sample_up and rest_up and sample_down):
        return report(False, group, "the toast was not drawn throughout")
    up_way = rest_down - rest_up["pointBottom"]
    for direction, sample, top, start, end, kb_start, kb_end in (
            ("up", sample_up, top_up, rest_down, rest_up["pointBottom"], PHONE_HEIGHT, PHONE_HEIGHT - KEYBOARD_HEIGHT),
            ("down", sample_down, top_down, rest_up["pointBottom"], rest_down, PHONE_HEIGHT - KEYBOARD_HEIGHT, PHONE_HEIGHT)):
        if top is None:
            report(False, f"{group}", f"{direction}: mid-animation no keyboard is drawn")
            continue
        keyboard_share = (kb_start - top) / (kb_start - kb_end)
        toast_share = (start - sample["pointBottom"]) / (start - end) if abs(up_way) > 1 else None
        mid = toast_share is not None and MID_MARGIN < toast_share < 1 - MID_MARGIN
        together = mid and abs(keyboard_share - toast_share) <= MOVE_TOLERANCE
        above = sample["pointBottom"] <= top + PIXEL_SLACK
        report(mid and together and above, group,
               f"{direction}: mid-animation the keyboard is {keyboard_share:.0%} of its way, the toast {toast_share:.0%}"
               if toast_share is not None else f"{direction}: the toast did not move with the keyboard")


def check_menu(page, tag):
    """The "Toast" menu is exactly the live toasts, with their current text."""
    group = tag + " menu"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.choose("f-duration", "indefinite")
    page.type_into("f-key", "sync")
    page.type_into("f-message", "First")
    page.show()
    time.sleep(LINE_SETTLE)
    page.type_into("f-message", "Second")
    page.show()   # coalesced into the first: it ends at once
    time.sleep(LINE_SETTLE)
    live = page.live_ids()
    menu = page.menu()
    listed = [v for v, _ in menu]
    newer = len(menu) == 1 and "Second" in menu[0][1]
    report(listed == live and len(live) == 1 and newer, group,
           f"after coalescing the menu lists {listed}, the log says {live} are live; "
           + ("its entry has the newer text" if newer else "its entry does not have the newer text"))
    report(not page.find("p-action").is_enabled(), group, "Press action is off for a toast without an action")
    # One more, with an action, queued behind the first.
    page.type_into("f-key", "")
    page.type_into("f-action", "Undo")
    page.show()
    time.sleep(LINE_SETTLE)
    live = page.live_ids()
    page.choose("target", live[-1])
    action_on = page.find("p-action").is_enabled()
    report([v for v, _ in page.menu()] == live and action_on, group,
           "a queued toast with an action joins the menu; Press action is on for it")
    page.click(page.find("dismiss-all"))
    time.sleep(SETTLE)
    live = page.live_ids()
    menu = [v for v, _ in page.menu() if v]
    buttons = page.js("return ['p-tap','p-swipe','p-action','dismiss-button','u-message-button'].map((id) => document.getElementById(id).disabled)")
    report(not live and not menu and all(buttons), group,
           "after Dismiss all the menu lists no toast and its buttons are off" if not menu
           else f"after Dismiss all the menu still lists {len(menu)} toast(s)")


def check_in_view(page, tag, out_dir):
    """The toast just asked for is inside the window; nothing scrolls sideways."""
    group = tag + " in view"
    if not page.open():
        return report(False, group, "the engine did not load")
    width, _, scroll_width = page.viewport()
    report(scroll_width <= width, group, f"nothing scrolls sideways (page {scroll_width} px wide, window {width})")
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    page.screenshot(os.path.join(out_dir, f"first-use-{tag}.png"))
    if not toast:
        return report(False, group, "Show drew no toast")
    report(page.inside(toast), group,
           f"the toast asked for lies inside the window (top {toast['top']:.0f}, bottom {toast['bottom']:.0f} px)")
    width, _, scroll_width = page.viewport()
    report(scroll_width <= width, group, f"after Show nothing scrolls sideways ({scroll_width} px, window {width})")


def check_examples(page, tag, out_dir):
    """One-click examples lead the page; each draws a toast in view."""
    group = tag + " examples"
    if not page.open():
        return report(False, group, "the engine did not load")
    names = page.js("return Array.from(document.querySelectorAll('#examples [data-example]')).map((b) => b.dataset.example)")
    missing = [n for n in EXAMPLES if n not in names]
    report(not missing, group, "all ten one-click examples are there" if not missing else f"missing examples: {', '.join(missing)}")
    # They come before the form: a first visit starts with them.
    first = page.js("""const e = document.getElementById('examples'), f = document.getElementById('show-form');
        return !!e && !!(e.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING);""")
    report(bool(first), group, "the examples come before the form")
    for name in EXAMPLES:
        if name not in names:
            continue
        page.restart()
        before = page.drawn_ids()
        page.click(page.driver.find_element(By.CSS_SELECTOR, f'#examples [data-example="{name}"]'))
        toast = page.new_toast(before)
        ok = toast is not None and page.inside(toast)
        detail = "draws a toast inside the window" if ok else ("draws no toast" if toast is None else "draws a toast outside the window")
        if ok:
            time.sleep(EXAMPLE_WAITS.get(name, 0))
        if ok and name == "stack":
            drawn = [t for t in page.toasts() if t["opacity"] > SHOWN_OPACITY]
            ok = len(drawn) == 3 and all(page.inside(t) for t in drawn)
            detail = f"draws {len(drawn)} toasts, all inside the window"
            page.screenshot(os.path.join(out_dir, f"first-use-examples-{tag}.png"))
        elif ok and name == "deck":
            # Piled: three drawn, the two behind smaller than the front and overlapping it (its
            # third toast comes at 1 s). The example taps the front at 2.5 s: fanned out, no two
            # overlap. Each is waited for, at most DECK_WAIT, as the page's timing allows.
            def pile():
                drawn = [t for t in page.toasts() if t["opacity"] > 0]
                heights = sorted(t["bottom"] - t["top"] for t in drawn)
                return len(drawn) == 3 and heights[0] < heights[-1] - 1 and overlapping(drawn)

            def fan():
                opened = [t for t in page.toasts() if t["opacity"] > SHOWN_OPACITY]
                return len(opened) == 3 and not overlapping(opened) and all(page.inside(t) for t in opened)

            piled = wait_for(pile, DECK_WAIT)
            fanned = piled and wait_for(fan, DECK_WAIT)
            ok = piled and fanned
            detail = ("piles three toasts up" if piled else "does not pile three toasts up") + (
                ", then a tap fans them out without overlap" if fanned else ", but the tap does not fan them out")
            page.screenshot(os.path.join(out_dir, f"first-use-deck-{tag}.png"))
        elif ok and name == "keyboard":
            ok = page.keyboard_top() is not None
            detail += ", then raises the keyboard" if ok else ", but no keyboard rises"
        elif ok and name == "loading":
            ok = any(l.get("do") == "update" and l.get("style") == "success" for l in page.log())
            detail += ", which becomes a success" if ok else ", which never becomes a success"
        elif ok and name == "preempt":
            ok = any(l.get("event") == "willHide" and l.get("reason") == "preempted" for l in page.log())
            detail += ", then a high-priority error pre-empts it" if ok else ", but nothing is pre-empted"
        report(ok, group, f"{name}: {detail}")


def wait_for(condition, seconds):
    """Whether `condition` holds within `seconds`, asked every tenth of a second."""
    deadline = time.time() + seconds
    while True:
        if condition():
            return True
        if time.time() > deadline:
            return False
        time.sleep(0.1)


def overlapping(toasts):
    """Whether any two of the drawn toasts overlap (by more than a pixel of rounding)."""
    for i, a in enumerate(toasts):
        for b in toasts[i + 1:]:
            if a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1 and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1:
                return True
    return False


def check_details(page, tag):
    """The smaller things: the reader's reduced-motion preference, an error that passes, times."""
    group = tag + " details"
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        loaded = page.open()
        preset = loaded and page.find("e-reduce-motion").is_selected()
        sent = any(l.get("do") == "reduceMotion" and l.get("on") is True for l in page.log())
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    report(bool(preset and sent), group, "a reader who prefers reduced motion starts with Reduce Motion on" if preset
           else "the reduced-motion preference does not preset Reduce Motion")
    if not page.open():
        return report(False, group, "the engine did not load")
    page.show()
    time.sleep(LINE_SETTLE)
    page.type_into("f-id", page.live_ids()[0])   # an id still in use: the engine refuses the line
    page.show()
    header = lambda: page.js("return document.getElementById('engine-status').classList.contains('error')")
    refused = header()
    page.type_into("f-id", "")
    page.show()
    time.sleep(LINE_SETTLE)
    report(refused and not header(), group, "the header's error clears once a later line is accepted" if refused
           else "a refused line put no error in the header")
    commands = page.js("return Array.from(document.querySelectorAll('#log .log-line.command')).map((r) => r.textContent)")
    padded = [c for c in commands if re.match(r'^\{"at":\d+\.\d{3}[,}]', c)]
    report(bool(commands) and len(padded) == len(commands), group,
           f"{len(padded)} of {len(commands)} commands in the log carry three-decimal times, as the events do")


def main():
    if len(sys.argv) != 3:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        sys.exit(2)
    page_dir = os.path.abspath(sys.argv[1])
    out_dir = os.path.abspath(sys.argv[2])
    os.makedirs(out_dir, exist_ok=True)
    if not os.path.isfile(os.path.join(page_dir, "index.html")):
        print(f"first-use: {page_dir} has no index.html", file=sys.stderr)
        sys.exit(2)
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                     "--allow-file-access-from-files", "--disable-smooth-scrolling", "--window-size=1440,900"):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    except WebDriverException as error:
        print(f"first-use: cannot start Chromium through chromedriver: {error.msg}", file=sys.stderr)
        sys.exit(2)
    url = "file://" + page_dir.replace(" ", "%20") + "/index.html"
    started = time.time()
    # FIRST_USE_SIZES=390x844,320x640 runs only those sizes (while working on one).
    chosen = os.environ.get("FIRST_USE_SIZES")
    sizes = [tuple(int(n) for n in size.split("x")) for size in chosen.split(",")] if chosen else SIZES
    try:
        for width, height in sizes:
            # The viewport exactly this size (a headless window has a minimum width of 500).
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            tag = f"{width}x{height}"
            page = Page(driver, url)
            checks_here = (check_fields, check_keyboard, check_menu) + ((check_details,) if (width, height) == sizes[0] else ())
            for check in checks_here:
                try:
                    check(page, tag)
                except (WebDriverException, RuntimeError, LookupError, TypeError) as error:
                    report(False, tag + " " + check.__name__[6:], f"could not be done: {str(error).splitlines()[0][:160]}")
            for check in (check_in_view, check_examples):
                try:
                    check(page, tag, out_dir)
                except (WebDriverException, RuntimeError, LookupError, TypeError) as error:
                    report(False, tag + " " + check.__name__[6:], f"could not be done: {str(error).splitlines()[0][:160]}")
    finally:
        driver.quit()
    print(f"first-use: {checks - failures} of {checks} checks passed in {time.time() - started:.0f} s; screenshots in {out_dir}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
