#!/usr/bin/env python3
"""The catalog site (`specsheet site`) in Debian's headless chromium, driven by Playwright for
Python: a search finds a state; index -> component page -> detail view; the scale chooser, the
redline layer and a colour-vision simulation toggled; the arrow key moves to the next cell. No
console error, no request outside file://, and axe-core's WCAG 2.2 A/AA rules report nothing on
the index, a component page and a detail view, in light and dark, wide and narrow. Exits non-zero with a message
on the first failed expectation.

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

            page.locator("table.grid a.cell").first.click()
            page.wait_for_selector("body[data-ready=true]")
            expect(page.url.endswith(".html") and page.locator("svg.figure").count() == 1, "a detail view: " + page.url)
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
            # Off the chooser (it keeps its own arrow keys), the arrow key moves to the next cell.
            page.evaluate("document.activeElement.blur()")
            page.keyboard.press("ArrowRight")
            page.wait_for_url(lambda url: url != first)
            page.wait_for_selector("body[data-ready=true]")
            expect(page.locator("a[rel=prev]").count() == 1, "the arrow key opened the next cell")
            browser.close()
        expect(not errors, "console errors:\n  " + "\n  ".join(errors))
        expect(not outside, "requests outside file://:\n  " + "\n  ".join(outside))
        print("site e2e: index, fiori/chip page, detail view, search, redlines, simulation, keyboard")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
