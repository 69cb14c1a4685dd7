#!/usr/bin/env python3
"""Playground/Tests/first-use.py PAGE_DIR OUT_DIR

The playground as a new user meets it: the assembled page (PAGE_DIR) opened from disk in
headless Chromium through Selenium, driven only by WebDriver's real input (mouse moves and
clicks, the mouse wheel, key presses), at five window sizes. It reads the page back through the
DOM (rectangles, the engine log, the "Toast" menu, the code) and checks:

  controls  every control of the page is reached with the mouse wheel and takes a real click
            (nothing covers it: the phone kept in view stops before the log and the code), and
            no field's label runs into another's or into a control;
  fields    an invalid value left in a hidden number field never blocks Show; a duration of
            2.25 s, a progress of 0.33 are sent as typed, and 2 × 10⁹ s (indefinite, as in
            Swift) is taken; a fraction the engine refuses (1.5) is said in words beside the
            Show button, inside the window;
  code      the code shows only what the engine took: limits only once applied, never a limit,
            a fraction or a number of seconds it refused (a placeholder marks those); limits
            it refuses (2.5, 0, −1, 100, none) are said beside Apply, left as typed; an update
            to an empty message is said beside its button;
  keyboard  sampled mid-animation (the page's clock slowed and paused through its own
            controls), the keyboard stands part of the way, as far along its way as the toast
            above it is along its own, with the toast never under it; up and down;
  menu      the "Toast" menu lists exactly the toasts the engine's log says are live (after a
            coalesced show and after Dismiss all), with their current text; Press action is off
            for a toast without an action;
  in view   the toast just asked for with Show lies inside the window, the phone is drawn at
            two thirds of its size or more (its text legible), and nothing scrolls sideways;
  examples  the one-click examples leading the page are all there, and each draws a toast
            inside the window (three for the stack, the keyboard for the keyboard's, a success
            after the loading one, a pre-empted toast for the high-priority error); two started
            back to back each act on their own toasts;
  deck      a folded deck is one Tab stop named for its pile; a click on the phone beside an
            open deck folds it, and so does Escape;
  focus     with the keyboard alone: a focused toast that leaves hands the focus back to the
            control that showed it, and the next Tab stays in the controls;
  long      a long toast's text fills the room the engine made for it (no blank glass);
  details   (at the first size) the reader's reduced-motion preference presets Reduce Motion;
            the header's error clears after a later accepted line, and no message names a
            script line; the log's commands carry three-decimal times; the first screen says
            what ToastKit is, links its documentation and README, and captions every example;
            menus and code use the page's words.

Writes OUT_DIR/first-use-WxH.png (the window after Show), OUT_DIR/first-use-examples-WxH.png
(after the stack example), OUT_DIR/first-use-deck-WxH.png and OUT_DIR/first-use-long-WxH.png
per size. Prints one line per check, never a toast's text; exits 1 if
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

# The window sizes a person opens the page in: a desktop, a small laptop, half a screen, two
# phones. At half a screen (two columns, as at the laptop's) only the controls and the toast in
# view are checked; what does not depend on the layout (the code, examples back to back, the
# details) is checked at the first size alone.
SIZES = [(1440, 900), (1024, 768), (900, 700), (390, 844), (320, 640)]
CONTROLS_ONLY = {(900, 700)}
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
# Real seconds after the deck example's click by which its third toast has come (at 1 s).
DECK_THIRD = 1.2
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
# The smallest the phone may be drawn, as a share of its size in points: a toast's 15-point text
# (the modern presets') then stands at least 10 CSS pixels high.
LEGIBLE_SCALE = 2 / 3
PRESET_TEXT_POINTS = 15
# Words that must not reach the visitor (the page says "preset's", and names the classic systems).
STRAY_WORDS = ("style's", "seed")
# A long toast: the warning preset, a title, some 450 characters and a long action title. The
# page's font breaks the message into other lines than the engine's measure did.
LONG_TOAST = {"f-title": "A title long enough to wrap onto a second line of its own",
              "f-message": "The upload could not finish because the connection dropped while the photos were being sent. "
                           "Nothing was lost: they are still on this device, and the app will send them again as soon as it "
                           "can reach the server. If this keeps happening, check Wi-Fi and mobile data in Settings, make sure "
                           "Low Data Mode is off for this network, and keep the app open until the upload ends. You can also "
                           "try again now with a slower but steadier connection.",
              "f-action": "Try again on a slower connection"}
# The most blank room a text part may keep under its last line, in lines.
BLANK_LINES = 0.5
# Presses of Tab that reach any control from any other (the page has about sixty).
TAB_LIMIT = 80
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
        part of the page that stays put, such as a phone kept in view, may); returns whether
        it got there."""
        ActionChains(self.driver).scroll_to_element(element).perform()
        for _ in range(REVEAL_STEPS):
            if self.uncovered(element):
                return True
            # Covered from above: the wheel up brings it down, out from under what stays put.
            ActionChains(self.driver).scroll_by_amount(0, -WHEEL_STEP).perform()
            time.sleep(SCROLL_SETTLE)
        return self.uncovered(element)

    def uncovered(self, element):
        """Whether the element's centre is in the window and the element (or its label) is what
        a click there reaches."""
        return self.js("""const e = arguments[0], r = e.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
            const hit = document.elementFromPoint(x, y);
            return !!hit && (e === hit || e.contains(hit) || hit.contains(e) || (!!e.labels && Array.from(e.labels).some((l) => l.contains(hit))));""",
                       element)

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

    def press(self, *keys):
        """Presses keys on the keyboard, where the focus is."""
        ActionChains(self.driver).send_keys(*keys).perform()

    def fill(self, values):
        """Types each field's text (a dict of field id to text)."""
        for element_id, text in values.items():
            self.type_into(element_id, text)

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

    def code(self):
        """The code panel's three snippets (Swift, SwiftUI, Objective-C) as one text."""
        return self.js("return ['code-swift', 'code-swiftui', 'code-objc'].map((id) => document.getElementById(id).textContent).join('\\n')")

    def status(self, element_id):
        """A status line beside its buttons: its text and rectangle, or None when it says nothing."""
        return self.js("""const s = document.getElementById(arguments[0]);
            if (!s || s.hidden || !s.textContent.trim()) return null;
            const r = s.getBoundingClientRect();
            return { text: s.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };""", element_id)

    def focused(self):
        """Where the keyboard's focus is: the element's id, whether it is a toast (and its id
        and name), whether it is in the log and code panel; None for the page itself."""
        return self.js("""const a = document.activeElement;
            if (!a || a === document.body) return null;
            return { id: a.id, toast: a.classList.contains('toast'), toastId: a.dataset.id || null,
                     label: a.getAttribute('aria-label') || '', output: !!a.closest('.output') };""")

    def pause(self):
        self.click(self.find("clock-pause"))

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
    # Longer than the harness once took: Swift takes it (more than a day is indefinite), and so does the page.
    page.type_into("f-seconds", "2000000000")
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    sent = [l for l in page.log() if l.get("do") == "show"]
    report(toast is not None and sent[-1].get("duration") == 2e9 and not page.status("show-status"), group,
           "a duration of 2 × 10⁹ s is taken, as Swift takes it" if toast else "a duration of 2 × 10⁹ s drew no toast")
    # The duration field hidden again, still holding 2.25: Show must still work.
    page.type_into("f-seconds", "2.25")
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


def code_lines(code):
    """The code's lines without comments and placeholders: what it would compile."""
    lines = []
    for line in code.split("\n"):
        line = re.sub(r"//.*$", "", line)
        lines.append(re.sub(r"<#[^#]*#>", "", line))
    return "\n".join(lines)


# Every control of the page: what a person clicks, types into, chooses or follows (the drawn
# toasts are the phone's, checked by their own tests; the skip link shows on focus only).
CONTROLS = "button, input, select, a[href]"


def show_every_field(page):
    """Every field of the form on show: the ones that go with a fraction, seconds and a progress too."""
    page.choose("f-position", "fraction")
    page.choose("f-duration", "seconds")
    page.choose("f-progress", "fraction")


def check_controls(page, tag):
    """Every control is reached with the mouse wheel and takes a real click; no label runs into
    another or into a control."""
    group = tag + " controls"
    if not page.open():
        return report(False, group, "the engine did not load")
    show_every_field(page)
    crowded = page.js("""
        // Measured unscrolled: a panel scrolled on its own would carry its fields over another's.
        for (const panel of document.querySelectorAll('.panel')) panel.scrollTop = 0;
        scrollTo(0, 0);
        const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
        const words = [];
        for (const label of document.querySelectorAll('label')) {
          if (!visible(label)) continue;
          const text = Array.from(label.childNodes).find((n) => n.nodeType === 3 && n.textContent.trim());
          if (!text) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const r of range.getClientRects()) words.push({ name: text.textContent.trim(), label: label, r: r });
        }
        const controls = Array.from(document.querySelectorAll(arguments[0])).filter(visible)
          .filter((c) => !c.closest('#toast-layer')).map((c) => ({ c: c, r: c.getBoundingClientRect() }));
        const apart = (a, b, gap) => a.right + gap <= b.left || b.right + gap <= a.left || a.bottom + gap <= b.top || b.bottom + gap <= a.top;
        const found = [];
        words.forEach((a, i) => words.slice(i + 1).forEach((b) => {
          if (a.label !== b.label && !apart(a.r, b.r, 2)) found.push(a.name + ' / ' + b.name);
        }));
        for (const w of words) for (const c of controls) {
          if (!w.label.contains(c.c) && !apart(w.r, c.r, 0)) found.push(w.name + ' / ' + (c.c.id || c.c.textContent.trim()));
        }
        return found;""", CONTROLS)
    report(not crowded, group, "no label runs into another or into a control" if not crowded
           else f"labels run together: {', '.join(crowded[:4])}")
    page.js("window.firstUseClicked = null; document.addEventListener('click', (e) => { window.firstUseClicked = e.target; }, true);")
    controls = [c for c in page.driver.find_elements(By.CSS_SELECTOR, CONTROLS)
                if page.js("return !arguments[0].closest('#toast-layer, .skip-link') && arguments[0].getClientRects().length > 0", c)]
    missed = []
    for control in controls:
        if not page.js("return arguments[0].getClientRects().length > 0", control):
            show_every_field(page)   # an example filled the form in, and hid them again
        name = page.js("return arguments[0].id || arguments[0].dataset.example || arguments[0].textContent.trim().slice(0, 24)", control)
        kind = page.js("return arguments[0].tagName === 'INPUT' ? arguments[0].type : arguments[0].tagName.toLowerCase()", control)
        if not page.reveal(control):
            missed.append(f"{name} (covered)")
            continue
        if kind == "a" or not control.is_enabled():
            continue   # reached: a link leaves the page, a turned-off button does nothing
        page.js("window.firstUseClicked = null")
        ActionChains(page.driver).move_to_element(control).click().perform()
        if kind in ("button", "checkbox"):
            landed = page.js("const t = window.firstUseClicked; return !!t && (t === arguments[0] || arguments[0].contains(t))", control)
            if kind == "checkbox" or name == "clock-pause":
                ActionChains(page.driver).move_to_element(control).click().perform()   # back as it was
        else:
            landed = page.js("return document.activeElement === arguments[0]", control)
            if kind == "select":
                page.press(Keys.ESCAPE)   # its list closes
        if not landed and control.is_enabled():   # (a button that turned off meanwhile takes no click)
            missed.append(f"{name} (the click went to {page.js('const t = window.firstUseClicked; return t ? t.id || t.className || t.tagName : null')})")
    report(not missed, group, f"all {len(controls)} controls are reached with the wheel and take a click" if not missed
           else f"{len(missed)} of {len(controls)} controls cannot be clicked: {', '.join(missed[:6])}")


def check_code(page, tag):
    """The code shows only what the engine took; refusals are said beside their buttons."""
    group = tag + " code"
    if not page.open():
        return report(False, group, "the engine did not load")
    # Limits the engine refuses, and one the page cannot read: said beside Apply, left as typed.
    for field, typed in (("c-max-visible", "2.5"), ("c-max-visible", "0"), ("c-max-queued", "-1"), ("c-max-visible", "100"), ("c-max-queued", "")):
        page.fill({"c-max-visible": "1", "c-max-queued": "5"})
        page.type_into(field, typed)
        page.click(page.find("configure-button"))
        time.sleep(LINE_SETTLE)
        said = page.status("limits-status")
        sent = [l for l in page.log() if l.get("do") == "configure"]
        kept = page.find(field).get_attribute("value") == typed
        code = code_lines(page.code())
        report(bool(said) and page.inside(said) and not sent and kept and "maxVisible =" not in code and "maxQueued =" not in code, group,
               f"{field[2:]} {typed or '(empty)'}: refused beside Apply, left as typed, never in the code" if said and not sent
               else f"{field[2:]} {typed or '(empty)'}: " + ("nothing is said beside Apply" if not said else "a configure line was sent"))
    # Typed but not applied: not in the code; applied: in it.
    page.fill({"c-max-queued": "5", "c-max-visible": "3", "f-message": "Typed"})   # the form changed after the limits
    typed_only = "maxVisible" in page.code()
    page.click(page.find("configure-button"))
    time.sleep(LINE_SETTLE)
    applied = "Toast.defaults.maxVisible = 3" in page.code()
    report(not typed_only and applied, group, "a limit typed is not in the code until Apply, then it is" if not typed_only and applied
           else ("a limit typed without Apply is in the code" if typed_only else "the applied limit is not in the code"))
    # Values of the toast the engine refuses: a placeholder in their place.
    page.choose("f-duration", "seconds")
    page.type_into("f-seconds", "")
    page.choose("f-position", "fraction")
    page.type_into("f-fraction", "1.5")
    time.sleep(LINE_SETTLE)
    code = page.code()
    marked = "<#Seconds#>" in code and "<#Fraction#>" in code
    clean = ".seconds(0)" not in code and "1.5" not in code_lines(code)
    report(marked and clean, group, "empty seconds and a fraction of 1.5 are placeholders in the code, never values" if marked and clean
           else "the code shows a refused value" if not clean else "the code does not mark the refused values")
    # An update the engine refuses: said beside its button.
    page.type_into("f-seconds", "4")
    page.type_into("f-fraction", "0.5")
    page.show()
    time.sleep(LINE_SETTLE)
    page.type_into("u-message", "")
    page.click(page.find("u-message-button"))
    time.sleep(LINE_SETTLE)
    said = page.status("live-status")
    report(bool(said) and page.inside(said), group, "an update to an empty message is refused in words beside its button" if said
           else "nothing says that the empty message was refused")


def check_back_to_back(page, tag):
    """Two examples started back to back each act on their own toasts."""
    group = tag + " examples"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.click(page.driver.find_element(By.CSS_SELECTOR, '#examples [data-example="loading"]'))
    page.click(page.driver.find_element(By.CSS_SELECTOR, '#examples [data-example="undo"]'))
    time.sleep(EXAMPLE_WAITS["loading"])
    shows = {l.get("message"): l["id"] for l in page.log() if l.get("do") == "show"}
    loading, undo = shows.get("Uploading 3 photos…"), shows.get("Message archived")
    updates = [l["id"] for l in page.log() if l.get("do") == "update"]
    ok = loading is not None and undo is not None and updates == [loading]
    report(ok, group, "loading, then Success with Undo at once: the loading toast becomes the success, the Undo toast is left alone"
           if ok else f"loading, then Success with Undo: updates went to {updates} (loading {loading}, Undo {undo})")
    page.restart()
    page.click(page.driver.find_element(By.CSS_SELECTOR, '#examples [data-example="deck"]'))
    # After the deck's third toast (1 s), before its tap (2.5 s).
    time.sleep(DECK_THIRD)
    page.click(page.driver.find_element(By.CSS_SELECTOR, '#examples [data-example="undo"]'))
    time.sleep(DECK_WAIT)
    front = next((l["id"] for l in page.log() if l.get("do") == "show" and l.get("message") == "Synced 12 photos"), None)
    taps = [l["id"] for l in page.log() if l.get("do") == "tap"]
    ok = front is not None and taps == [front]
    report(ok, group, "a deck, then Success with Undo: the deck's tap goes to its own front" if ok
           else f"a deck, then Success with Undo: taps went to {taps}, the deck's front is {front}")


def check_deck(page, tag, out_dir):
    """A folded deck is one Tab stop; a click beside an open deck folds it, and so does Escape."""
    group = tag + " deck"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.click(page.driver.find_element(By.CSS_SELECTOR, '#examples [data-example="deck"]'))

    def piled():
        drawn = [t for t in page.toasts() if t["opacity"] > 0]
        return len(drawn) == 3 and overlapping(drawn)

    def fanned():
        opened = [t for t in page.toasts() if t["opacity"] > SHOWN_OPACITY]
        return len(opened) == 3 and not overlapping(opened)

    if not wait_for(piled, DECK_WAIT):
        return report(False, group, "the deck example does not pile three toasts up")
    # Paused on the pile: the example's tap waits for the clock.
    page.pause()
    page.click(page.find("e-text-scale"))   # the last control before the phone
    page.press(Keys.ESCAPE)
    stops = []
    for _ in range(4):
        page.press(Keys.TAB)
        now = page.focused()
        if not now or not now["toast"]:
            break
        stops.append(now["label"])
    one = len(stops) == 1 and stops[0].startswith("A deck of 3 toasts")
    report(one, group, "the folded deck is one Tab stop, named for its pile of three" if one
           else f"the folded deck's Tab stops: {stops}")
    page.pause()   # the clock runs again: the example taps the front, the deck fans out
    if not wait_for(fanned, DECK_WAIT):
        return report(False, group, "the example's tap does not fan the deck out")
    page.click(page.find("search-field"))   # on the phone, beside the toasts
    folded = wait_for(piled, SETTLE)
    sent = any(l.get("do") == "collapse" for l in page.log())
    report(folded and sent, group, "a click on the phone beside the open deck folds it" if folded and sent
           else "a click beside the open deck does not fold it")
    page.screenshot(os.path.join(out_dir, f"first-use-deck-{tag}.png"))
    # The keyboard: Enter on the front fans it out, Escape folds it.
    front = page.driver.find_element(By.CSS_SELECTOR, '#toast-layer .toast[tabindex="0"]')
    page.js("arguments[0].focus()", front)
    page.press(Keys.ENTER)
    opened = wait_for(fanned, SETTLE)
    page.press(Keys.ESCAPE)
    folded = opened and wait_for(piled, SETTLE)
    report(folded, group, "Enter on the deck fans it out and Escape folds it" if folded
           else ("Enter on the deck does not fan it out" if not opened else "Escape does not fold the open deck"))


def check_focus(page, tag):
    """With the keyboard alone: a focused toast that leaves hands the focus back."""
    group = tag + " focus"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.choose("f-duration", "indefinite")
    page.js("document.getElementById('show-button').focus({ preventScroll: true })")
    page.press(Keys.ENTER)
    time.sleep(SETTLE)
    reached = None
    for _ in range(TAB_LIMIT):
        page.press(Keys.TAB)
        now = page.focused()
        if now and now["toast"]:
            reached = now
            break
    if not reached:
        return report(False, group, "Tab never reaches the toast")
    page.press(Keys.ENTER)   # a tap: it leaves
    time.sleep(SETTLE)
    after = page.focused()
    gone = reached["toastId"] not in page.drawn_ids()
    page.press(Keys.TAB)
    following = page.focused()
    ok = gone and after is not None and after["id"] == "show-button" and following is not None and not following["output"]
    report(ok, group, "a focused toast that leaves hands the focus back to Show, and the next Tab stays in the controls" if ok
           else f"after the focused toast left the focus is on {after and (after['id'] or 'a toast')}, the next Tab on "
                f"{following and (following['id'] or 'the page')}")


def check_long(page, tag, out_dir):
    """A long toast's text fills the room the engine made for it."""
    group = tag + " long"
    if not page.open():
        return report(False, group, "the engine did not load")
    page.choose("f-style", "warning")
    page.choose("f-duration", "indefinite")
    page.fill(LONG_TOAST)
    before = page.drawn_ids()
    page.show()
    toast = page.new_toast(before)
    if not toast:
        return report(False, group, "the long toast was not drawn")
    blank = page.js("""const toast = document.querySelector('#toast-layer .toast[data-id="' + arguments[0] + '"]');
        const out = {};
        for (const part of ['toast-title', 'toast-message']) {
          const node = toast.querySelector('.' + part);
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = Array.from(range.getClientRects());
          const box = node.getBoundingClientRect();
          const shown = lines.filter((r) => r.bottom <= box.bottom + 1);
          const line = parseFloat(getComputedStyle(node).lineHeight) * box.height / node.offsetHeight;
          out[part] = (box.bottom - Math.max(...shown.map((r) => r.bottom))) / line;
        }
        return out;""", toast["id"])
    page.screenshot(os.path.join(out_dir, f"first-use-long-{tag}.png"))
    worst = max(blank.values())
    report(worst <= BLANK_LINES, group, f"the long toast's title and message fill their room (at most {worst:.1f} lines blank)"
           if worst <= BLANK_LINES else f"the long toast leaves {worst:.1f} lines of blank glass under its text")


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
    scale = page.js("return document.getElementById('screen').getBoundingClientRect().width / 393")
    report(scale >= LEGIBLE_SCALE - 0.001, group, f"the phone is drawn at {scale:.2f} of its size: a toast's "
           f"{PRESET_TEXT_POINTS}-point text at {scale * PRESET_TEXT_POINTS:.1f} px (at least {LEGIBLE_SCALE:.2f})")
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
    said = page.status("show-status")
    words = page.js("return [document.getElementById('engine-status').textContent].concat("
                    "Array.from(document.querySelectorAll('#log .log-line.error')).map((r) => r.textContent))")
    named = bool(said) and said["text"].find("Id ") >= 0 and not any(re.search(r"\bline \d", w) for w in words + [said["text"]])
    report(named, group, "the refused id is named as the form names it (Id), never by a script line's number" if named
           else f"the refusal says: {said and said['text']!r}")
    page.type_into("f-id", "")
    page.show()
    time.sleep(LINE_SETTLE)
    report(refused and not header(), group, "the header's error clears once a later line is accepted" if refused
           else "a refused line put no error in the header")
    commands = page.js("return Array.from(document.querySelectorAll('#log .log-line.command')).map((r) => r.textContent)")
    padded = [c for c in commands if re.match(r'^\{"at":\d+\.\d{3}[,}]', c)]
    report(bool(commands) and len(padded) == len(commands), group,
           f"{len(padded)} of {len(commands)} commands in the log carry three-decimal times, as the events do")
    # The first screen: what ToastKit is, where to read more, what each example shows.
    first = page.js("""const intro = document.querySelector('#examples .intro');
        const links = intro ? Array.from(intro.querySelectorAll('a')).map((a) => a.textContent) : [];
        const captions = Array.from(document.querySelectorAll('#examples [data-example]')).filter((b) => {
          const id = b.getAttribute('aria-describedby'), c = id && document.getElementById(id);
          return !!c && c.textContent.trim().length > 0; }).length;
        const r = intro ? intro.getBoundingClientRect() : null;
        return { said: !!intro && /ToastKit/.test(intro.textContent) && /Add the package/.test(intro.textContent), links: links,
                 captions: captions, top: r ? r.top : null, bottom: r ? r.bottom : null };""")
    oriented = (first["said"] and "Documentation" in first["links"] and "README" in first["links"]
                and first["captions"] == len(EXAMPLES) and first["bottom"] is not None and first["bottom"] <= page.viewport()[1])
    report(oriented, group, "the first screen says what ToastKit is and how to add it, links its documentation and README, "
           "and every example has a caption" if oriented else f"the first screen's orientation is missing: {first}")
    # The page's words: no "style's" in a menu, no "seed" in any code.
    stray = [w for w in STRAY_WORDS if w in page.js("return Array.from(document.querySelectorAll('option')).map((o) => o.text).join(' ')")]
    for style in ("toastUtil", "windowTip", "messageBanner", "gkrToast"):
        page.choose("f-style", style)
        stray += [w for w in STRAY_WORDS if re.search(r"\b" + re.escape(w) + r"\b", page.code())]
    report(not stray, group, "menus and code use the page's words (preset, classic system)" if not stray
           else f"stray words: {sorted(set(stray))}")


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
            first = (width, height) == sizes[0]
            if (width, height) in CONTROLS_ONLY:
                checks_here = (check_controls,)
            else:
                checks_here = ((check_controls, check_fields, check_keyboard, check_menu, check_focus)
                               + ((check_code, check_back_to_back, check_details) if first else ()))
            for check in checks_here:
                try:
                    check(page, tag)
                except (WebDriverException, RuntimeError, LookupError, TypeError) as error:
                    report(False, tag + " " + check.__name__[6:], f"could not be done: {str(error).splitlines()[0][:160]}")
            for check in (check_in_view,) if (width, height) in CONTROLS_ONLY else (check_in_view, check_examples, check_deck, check_long):
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
