#!/usr/bin/env python3
"""The detail view's inspector (issue 40, "Inspect like Dev Mode") in Debian's headless chromium:
the Fiori chip form cell opens fitted to the window; hovering its title part names it with its
frame in points and its colour's theme role; the part selected, hovering a chip measures between
them and the distances are the frames' own; zoomed to 400 % a redline label is still read at its
200 % size; the accessibility layer's numbers are 12 px or more at 400 % and fitted; the keyboard
does the same (Tab to a part, Enter, Tab); axe-core's WCAG 2.2 A/AA rules pass with the panel
filled, light and dark. Saves screenshots when SPECSHEET_SCREENSHOTS names a folder.

Usage: inspect_e2e.py BINARY PACKAGE_ROOT
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from e2e_support import CHROMIUM, axe_violations, expect

FIXTURE = "Fixtures/catalog/fiori/chip-form-cell.yaml"
PAGE = "fiori/chip-form-cell/status-multiple/error.html"


def frame_of(page, path):
    return page.evaluate("(p) => JSON.parse(document.getElementById('parts-data').textContent)"
                         ".find(x => x.path === p).frame", path)


def main():
    binary, root = sys.argv[1], sys.argv[2]
    shots = os.environ.get("SPECSHEET_SCREENSHOTS")
    work = tempfile.mkdtemp(prefix="specsheet-inspect-e2e-")
    try:
        site = os.path.join(work, "site")
        result = subprocess.run([binary, "site", FIXTURE, "--out", site], cwd=root, capture_output=True, text=True)
        expect(result.returncode == 0, "site failed:\n" + result.stdout + result.stderr)
        errors = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto("file://" + os.path.join(site, PAGE))
            page.wait_for_selector("body[data-ready=true]")
            # Fitted: the whole picture inside the window's width.
            width = page.evaluate("document.querySelector('svg.figure').getBoundingClientRect().width")
            expect(0 < width <= 1280, "the picture fits the window: %s px" % width)
            scrolls = page.evaluate("""() => { const w = document.querySelector('.figure-wrap');
                return [w.scrollWidth, w.clientWidth]; }""")
            expect(scrolls[0] <= scrolls[1] + 1, "the fitted picture needs no scrolling: %s" % scrolls)
            expect("fit" in page.inner_text("#zoom-level"), "the zoom says it fits: " + page.inner_text("#zoom-level"))

            parts = json.loads(page.inner_text("#parts-data"))
            paths = [q["path"] for q in parts]
            title = "label"  # the form cell's title
            chip = next(q for q in paths if q.endswith("chip-1.container"))
            # Hover: the part's name and frame in points.
            page.hover("rect.part[data-path='%s']" % title)
            info = page.inner_text("#inspect-part")
            t = frame_of(page, title)
            expect(title in info, "hovering names the part: " + info)
            expect(all(("%g" % round(v, 2)) in info for v in t), "hovering shows the frame %s: %s" % (t, info))
            expect("form.label (" in info, "its colour names its theme role and what set it: " + info)
            # Select the title, hover a chip: the vertical gap between them, from their frames.
            page.click("rect.part[data-path='%s']" % title)
            # Near its corner: the chip's own parts lie on top of its middle.
            page.hover("rect.part[data-path='%s']" % chip, position={"x": 3, "y": 3})
            c = frame_of(page, chip)
            gap = round(c[1] - (t[1] + t[3]), 2)
            readout = page.inner_text("#inspect-measure")
            expect(("vertical gap %g pt" % gap) in readout, "measured %g pt between title and chip: %s" % (gap, readout))
            expect(page.locator(".layer.measure line").count() >= 1, "the distance is drawn")
            if shots:
                page.screenshot(path=os.path.join(shots, "inspect-measure.png"))
            # Zoom to 400 %: a redline label keeps its 200 % size on screen, and reads.
            page.click("button[data-zoom='2']")
            at200 = page.evaluate("document.querySelector('.layer.redlines text').getBoundingClientRect().height")
            page.click("button[data-zoom='4']")
            expect(page.inner_text("#zoom-level").startswith("400%"), "400 %: " + page.inner_text("#zoom-level"))
            label = page.locator(".layer.redlines text").first
            at400 = page.evaluate("document.querySelector('.layer.redlines text').getBoundingClientRect().height")
            expect(abs(at400 - at200) < 0.5 and at400 >= 6, "the label is %.1f px at 400 %%, %.1f at 200 %%" % (at400, at200))
            expect(label.text_content().strip() != "", "the label reads")
            said = page.locator(".layer.redlines g[data-name] > title").first.text_content()
            expect(said.endswith(" pt") and ": " in said, "a redline says what it measures: " + said)
            if shots:
                page.locator(".layer.redlines text").first.scroll_into_view_if_needed()
                page.screenshot(path=os.path.join(shots, "inspect-zoom400.png"))
            # The accessibility layer: numbered badges at least 12 px tall at 400 % and at fit.
            page.check("input[data-layer=a11y]")
            badge = "document.querySelector('.layer.a11y g.badge text').getBoundingClientRect().height"
            at400_badge = page.evaluate(badge)
            page.click("button[data-zoom='fit']")
            at_fit_badge = page.evaluate(badge)
            expect(min(at400_badge, at_fit_badge) >= 12, "a11y numbers are %.1f px at 400 %%, %.1f at fit"
                   % (at400_badge, at_fit_badge))
            page.uncheck("input[data-layer=a11y]")
            # The keyboard: Tab to a part, Enter selects, Tab on measures.
            page.click("button[data-zoom='fit']")
            page.focus("rect.part[data-path='%s']" % title)
            page.keyboard.press("Escape")  # clears the selection made by the click
            expect(page.inner_text("#inspect-measure") == "", "Esc cleared the selection")
            page.keyboard.press("Enter")
            page.keyboard.press("Tab")
            expect(page.inner_text("#inspect-measure").startswith("From " + title), "Tab measured from the title: "
                   + page.inner_text("#inspect-measure"))
            for scheme in ("light", "dark"):
                page.emulate_media(color_scheme=scheme)
                violations = axe_violations(page)
                expect(not violations, "axe-core on the inspector (%s):\n  %s" % (scheme, "\n  ".join(violations)))
            browser.close()
        expect(not errors, "page errors:\n  " + "\n  ".join(errors))
        print("inspect e2e: fit, hover %s, measure %g pt to %s, 400%% label at %.1f px, keyboard, axe"
              % (title, gap, chip, at400))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
