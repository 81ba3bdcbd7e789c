#!/usr/bin/env python3
"""The catalog site (`specsheet site`) in Debian's headless chromium, driven by Playwright for
Python: a search finds a state; index -> component page -> detail view; the scale chooser, the
redline layer and a colour-vision simulation toggled, and kept from page to page (in the URL);
the arrow key moves to the next cell, even from the scale chooser; the grid's header sticks and no
box clips its columns. No
console error, no request outside file://, and axe-core's WCAG 2.2 A/AA rules report nothing on
the index, a component page and a detail view, in light and dark, wide and narrow. With axes: the
mode chooser shows one mode's grid, a cell opens that mode's detail view, and the component page
opens again in the mode chosen. Exits non-zero with a message on the first failed expectation.

Usage: site_e2e.py BINARY PACKAGE_ROOT
"""
import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from e2e_support import CHROMIUM, axe_violations, expect

SELECTION = ["fiori/chip/", "material/card/"]


# axe-core reads the stylesheets with XMLHttpRequest, which Chromium refuses from file:// (a
# console error that is axe's, not the site's): console errors are collected outside its runs.
AUDITING = [False]


def expect_accessible(page, where):
    AUDITING[0] = True
    for width in (1280, 700):
        page.set_viewport_size({"width": width, "height": 900})
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            violations = axe_violations(page)
            expect(not violations, "axe-core on %s (%s, %dpx):\n  %s" % (where, scheme, width, "\n  ".join(violations)))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(color_scheme="light")
    AUDITING[0] = False


def open_page(page, url):
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]", timeout=30000)


MODES_CHIP = """system: fiori
component: chip
variants:
  - {name: single-selection, variation: single-selection, label: Received}
"""


def modes_journey(browser, binary, work):
    """A project with a direction axis: choose rtl on the component page, open a cell (its rtl
    detail view), come back: the page is in rtl again; axe-clean in that mode."""
    project = os.path.join(work, "modes")
    os.makedirs(project)
    with open(os.path.join(project, "chip.yaml"), "w") as f:
        f.write(MODES_CHIP)
    with open(os.path.join(project, "specsheet.yaml"), "w") as f:
        f.write("fixtures: chip.yaml\nscales: [1, 2]\naxes:\n  direction: [ltr, rtl]\n")
    result = subprocess.run([binary, "site", "--out", "site"], cwd=project, capture_output=True, text=True)
    expect(result.returncode == 0, "site with axes failed:\n" + result.stdout + result.stderr)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    component = "file://" + os.path.join(project, "site", "fiori", "chip", "index.html")
    open_page(page, component)
    expect(page.is_visible(".mode-view[data-mode='']") and not page.is_visible(".mode-view[data-mode='direction=rtl']"),
           "the default mode's grid shows first")
    page.select_option("#mode", "direction=rtl")
    expect(page.is_visible(".mode-view[data-mode='direction=rtl']") and not page.is_visible(".mode-view[data-mode='']"),
           "choosing rtl shows its grid alone")
    expect("mode=direction%3Drtl" in page.url, "the mode is in the URL: " + page.url)
    expect_accessible(page, "the chip's page in rtl")
    page.locator(".mode-view[data-mode='direction=rtl'] a.cell").first.click()
    page.wait_for_selector("body[data-ready=true]")
    expect("~direction=rtl" in page.url, "the cell opened its rtl detail view: " + page.url)
    expect(page.get_attribute("nav.modes", "data-current") == "direction=rtl", "the detail view names its mode")
    open_page(page, component)
    expect(page.input_value("#mode") == "direction=rtl", "the component page opens in the mode chosen")
    expect(page.is_visible(".mode-view[data-mode='direction=rtl']"), "and shows that mode's grid")
    page.close()


def main():
    binary, root = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="specsheet-site-e2e-")
    try:
        site = os.path.join(work, "site")
        result = subprocess.run([binary, "site"] + SELECTION + ["--out", site], cwd=root, capture_output=True,
                                text=True)
        expect(result.returncode == 0, "site failed:\n" + result.stdout + result.stderr)
        errors, outside = [], []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" and not AUDITING[0] else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("request", lambda r: None if r.url.startswith("file://") else outside.append(r.url))

            open_page(page, "file://" + os.path.join(site, "index.html"))
            expect_accessible(page, "the index")
            # A search that finds a state; Enter would open it, the link is what it opens.
            page.fill("#q", "single selection pressed")
            found = page.locator("#results a")
            expect(found.count() > 0, "the search found no state")
            expect("pressed" in found.first.inner_text(), "the first result is a pressed state")
            expect("match" in page.inner_text("#count"), "the search says how many states match")

            # A theme page: only the pairs drawn, each at the audit's threshold.
            theme = page.locator(".themes a").first
            if theme.count():
                theme.click()
                page.wait_for_selector("body[data-ready=true]")
                expect(page.locator("table.matrix").count() <= 1, "one contrast matrix")
                expect_accessible(page, "a theme page")
                page.go_back()
                page.wait_for_selector("body[data-ready=true]")
            page.click("a.card[href='fiori/chip/index.html']")
            page.wait_for_selector("body[data-ready=true]")
            expect(page.url.endswith("/fiori/chip/index.html"), "the card opened the chip's page: " + page.url)
            expect(page.locator("table.grid img.pic").count() > 10, "the grid shows the chip's states")
            expect_accessible(page, "the chip's page")
            page.check("input[name=scale][value='2']")
            src = page.locator("table.grid img.pic").first.get_attribute("src")
            expect(src.endswith("@2x.png"), "the scale chooser shows @2x: " + src)
            page.select_option("#cvd", "protanopia")
            expect(page.evaluate("document.body.dataset.cvd") == "protanopia", "the simulation is on")
            expect("cvd-protanopia" in page.evaluate(
                "getComputedStyle(document.querySelector('img.pic')).filter"), "the grid's pictures are filtered")
            expect("scale=2" in page.url and "cvd=protanopia" in page.url, "the view is in the URL: " + page.url)
            # The grid scrolls with the page: nothing between it and the page clips a column, and
            # its header sticks to the window once the grid's top has scrolled away.
            clipping = page.evaluate("""() => [...document.querySelectorAll('table.grid')].flatMap(t => {
                const found = [];
                for (let e = t.parentElement; e && e !== document.body; e = e.parentElement) {
                  if (getComputedStyle(e).overflowX !== 'visible') found.push(e.className || e.tagName);
                }
                return found; })""")
            expect(not clipping, "no box clips the grid's columns: %s" % clipping)
            top = page.evaluate("""() => { const t = document.querySelector('table.grid');
                const r = t.getBoundingClientRect(); window.scrollTo(0, window.scrollY + r.top + 200);
                return document.querySelector('table.grid thead th').getBoundingClientRect().top; }""")
            expect(0 <= top <= 2, "the grid's header stays at the top of the window: %s" % top)
            page.evaluate("window.scrollTo(0, 0)")

            page.locator("table.grid a.cell").first.click()
            page.wait_for_selector("body[data-ready=true]")
            expect(".html" in page.url and page.locator("svg.figure").count() == 1, "a detail view: " + page.url)
            # The simulation came along (and @2x, which is also a detail view's default).
            expect(page.is_checked("input[name=scale][value='2']"), "the detail view keeps @2x")
            expect(page.evaluate("document.body.dataset.cvd") == "protanopia", "the detail view keeps the simulation")
            expect(page.locator(".layer.redlines g").count() > 0, "the detail view has redlines")
            expect(page.is_visible(".layer.redlines"), "the redlines show at first")
            expect_accessible(page, "a detail view")
            page.uncheck("input[data-layer=redlines]")
            expect(not page.is_visible(".layer.redlines"), "the redlines toggle off")
            page.check("input[data-layer=redlines]")
            expect(page.is_visible(".layer.redlines"), "the redlines toggle on again")
            page.select_option("#cvd", "deuteranopia")
            expect("cvd-deuteranopia" in page.evaluate(
                "getComputedStyle(document.querySelector('image.pic')).filter"), "the picture is simulated")
            first = page.url
            # Even with the scale radio just used, the arrow key moves to the next cell, at that
            # scale (@1x: a detail view opens at @2x by default).
            page.check("input[name=scale][value='1']")
            page.keyboard.press("ArrowRight")
            page.wait_for_url(lambda url: url != first)
            page.wait_for_selector("body[data-ready=true]")
            expect(page.locator("a[rel=prev]").count() == 1, "the arrow key opened the next cell")
            expect(page.is_checked("input[name=scale][value='1']"), "the next cell keeps @1x")
            expect(page.evaluate("document.body.dataset.cvd") == "deuteranopia", "the next cell keeps the simulation")
            modes_journey(browser, binary, work)
            browser.close()
        expect(not errors, "console errors:\n  " + "\n  ".join(errors))
        expect(not outside, "requests outside file://:\n  " + "\n  ".join(outside))
        print("site e2e: index, fiori/chip page, detail view, search, redlines, simulation, keyboard, modes")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
