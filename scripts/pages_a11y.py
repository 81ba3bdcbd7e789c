#!/usr/bin/env python3
"""Our own pages against the rules we enforce: the static report (`check --report`), the
review page (`specsheet review`), in every failure state, the paged report of a run with many
failures (its index, a component's page and an audit page), and compare's report, in Debian's headless chromium (driven
by Playwright for Python through executable_path), checked with axe-core's WCAG 2.2 A/AA rules
(shipped inside axe-playwright-python). Also: keyboard focus follows the selection.

A copy of the project's goldens (the real folder is never touched) gets one image in each state:
changed (pixels repainted), size mismatch (another state's golden), missing (deleted) and stale (a
golden nothing produces); an empty audit baseline opens the catalog's accepted findings. A second
clean copy with the empty baseline gives the audit-only report. Exits non-zero with the
violations on the first failed expectation.

Usage: pages_a11y.py BINARY PACKAGE_ROOT
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from e2e_support import CHROMIUM, axe_violations, expect, repaint_png, start_review

FILTER = "fiori/chip/single-selection/"
STATES = {"changed": "selected@2x", "size-mismatch": "selected@1x", "missing": "unselected@1x", "stale": "gone@1x"}
VIEWPORTS = [(1200, 900), (700, 900)]


def goldens_copy(root, work, name, broken):
    """A copy of the goldens (broken: one image in each failure state) and an empty baseline."""
    goldens = os.path.join(work, name)
    shutil.copytree(os.path.join(root, "goldens"), goldens)
    if broken:
        folder = os.path.join(goldens, FILTER)
        repaint_png(os.path.join(folder, STATES["changed"] + ".png"))
        size_mismatch = os.path.join(folder, STATES["size-mismatch"] + ".png")
        shutil.copyfile(os.path.join(folder, "unselected@2x.png"), size_mismatch)
        os.remove(os.path.join(folder, STATES["missing"] + ".png"))
        shutil.copyfile(os.path.join(folder, "unselected@2x.png"), os.path.join(folder, STATES["stale"] + ".png"))
    baseline = os.path.join(work, "no-baseline.yaml")
    with open(baseline, "w") as f:
        f.write("accepted: []\n")
    return goldens, baseline


def expect_no_violations(page, where):
    """Wide and narrow, in the light and the dark scheme (the pages share one look with both)."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            violations = axe_violations(page)
            expect(not violations,
                   "axe-core on %s at %dpx, %s:\n  %s" % (where, width, scheme, "\n  ".join(violations)))
    page.emulate_media(color_scheme="light")
    page.set_viewport_size({"width": VIEWPORTS[0][0], "height": VIEWPORTS[0][1]})


def focused(page):
    return page.evaluate("document.activeElement && (document.activeElement.id || document.activeElement.tagName)")


def check_report(browser, binary, root, env, work, name, broken, statuses):
    goldens, baseline = goldens_copy(root, work, name, broken)
    report = os.path.join(work, name + "-report")
    result = subprocess.run(
        [binary, "check", FILTER, "--goldens", goldens, "--scale", "1,2", "--baseline", baseline, "--report", report],
        cwd=root, env=env, capture_output=True, text=True)
    index = os.path.join(report, "index.html")
    expect(result.returncode != 0 and os.path.exists(index),
           "check wrote a failing report:\n" + result.stdout + result.stderr)
    page = browser.new_page()
    page.goto("file://" + index)
    page.wait_for_selector("body[data-ready=true]", timeout=30000)
    for status in statuses:
        expect(page.locator('article[data-status="%s"]' % status).count() > 0,
               "the %s report shows %s" % (name, status))
    expect(page.locator("article.audit").count() > 0, "the %s report shows the audit's findings" % name)
    expect_no_violations(page, "the report (%s)" % name)
    # j / k select a failure: the keyboard focus goes with it.
    failures = page.locator("article.failure").count()
    if failures >= 2:
        page.keyboard.press("j")
        expect(focused(page) == "failure-1", "j focuses the first failure, focus is on %s" % focused(page))
        page.keyboard.press("j")
        expect(focused(page) == "failure-2", "j focuses the second failure, focus is on %s" % focused(page))
        page.keyboard.press("k")
        expect(focused(page) == "failure-1", "k focuses the first failure again, focus is on %s" % focused(page))
    page.close()


def check_paged_report(browser, binary, root, env, work):
    """A report of more failures than one page holds (issue 36): every golden of the Fiori library
    one pixel off at two scales, with an empty baseline. The index links a page per component
    and the audit's pages; each is checked, and j / k work on a component's page."""
    goldens, baseline = goldens_copy(root, work, "paged-goldens", False)
    perturbed = os.path.join(work, "paged-perturbed")
    subprocess.run([binary, "bench", "perturb-goldens", "--goldens", goldens, "--out", perturbed], cwd=root, env=env,
                   check=True, capture_output=True)
    report = os.path.join(work, "paged-report")
    result = subprocess.run(
        [binary, "check", "fiori/", "--goldens", perturbed, "--scale", "1,2", "--baseline", baseline,
         "--report", report], cwd=root, env=env, capture_output=True, text=True)
    index = os.path.join(report, "index.html")
    expect(result.returncode != 0 and os.path.exists(index), "check wrote a paged report:\n" + result.stdout)
    page = browser.new_page()
    page.goto("file://" + index)
    page.wait_for_selector("body[data-ready=true]", timeout=30000)
    expect(page.locator("article").count() == 0, "the paged index holds no failure")
    expect(page.locator("table.components tbody tr").count() >= 2, "the index has a row per component")
    expect(page.locator("section.audit-pages a").count() > 0, "the index links the audit's pages")
    expect_no_violations(page, "the paged report's index")
    component = page.locator("table.components tbody tr th a").first.get_attribute("href")
    audit = page.locator("section.audit-pages a").first.get_attribute("href")
    for href, kind in ((component, "failure"), (audit, "audit")):
        page.goto("file://" + os.path.join(report, href))
        page.wait_for_selector("body[data-ready=true]", timeout=30000)
        expect(page.locator("article." + kind).count() > 0, "%s shows %s articles" % (href, kind))
        expect_no_violations(page, "the paged report's %s" % href)
    page.goto("file://" + os.path.join(report, component))
    page.wait_for_selector("body[data-ready=true]", timeout=30000)
    page.keyboard.press("j")
    first = page.locator("article.failure").first.get_attribute("id")
    expect(focused(page) == first, "j focuses %s on a component's page, focus is on %s" % (first, focused(page)))
    page.close()


def current_item(page):
    return page.evaluate("(document.querySelector('article.item.current') || {}).id")


def expect_focus_on_selection(page, after):
    selected = current_item(page)
    expect(selected is not None and focused(page) == selected,
           "after %s the focus is on the selected item %s, not on %s" % (after, selected, focused(page)))


def check_review(browser, binary, root, env, work):
    goldens, baseline = goldens_copy(root, work, "review-goldens", True)
    arguments = [FILTER, "--goldens", goldens, "--scale", "1,2", "--baseline", baseline]
    for ci in [True, False]:
        server_env = dict(env, CI="1") if ci else env
        server, url = start_review(binary, arguments, root, server_env)
        try:
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-ready=true]", timeout=30000)
            for status in STATES:
                expect(page.locator('article.item[data-status="%s"]' % status).count() == 1, "review shows " + status)
            expect(page.locator("ul.findings").count() > 0, "review shows the audit's findings")
            expect(not ci or page.locator("#refusal").count() == 1, "under CI the page says approving is refused")
            expect_no_violations(page, "the review page" + (" under CI" if ci else ""))
            if not ci:
                check_review_keyboard(page)
            page.close()
        finally:
            server.send_signal(signal.SIGINT)
            server.communicate(timeout=30)


def check_review_keyboard(page):
    page.keyboard.press("j")
    expect_focus_on_selection(page, "j")
    page.keyboard.press("a")
    page.wait_for_selector("article.item[data-decision=approved]", timeout=60000)
    page.wait_for_function("!document.querySelector('article.item.current[data-decision]')", timeout=10000)
    expect_focus_on_selection(page, "a (approve)")
    page.keyboard.press("r")
    expect(page.locator("article.item[data-decision=rejected]").count() == 1, "r rejects the selected item")
    expect_focus_on_selection(page, "r (reject)")
    expect_no_violations(page, "the review page with approved and rejected items")
    page.keyboard.press("u")
    expect(page.locator("article.item[data-decision=rejected]").count() == 0, "u undoes the reject")
    expect_focus_on_selection(page, "u (undo)")
    page.keyboard.press("k")
    expect_focus_on_selection(page, "k")
    # The item selected now was approved: its golden is written, so rejecting it is refused.
    page.keyboard.press("r")
    expect(page.locator("article.item.current[data-decision=approved]").count() == 1,
           "r on an approved item leaves it approved")
    expect("u undoes the approval" in page.locator("#status").inner_text(), "the page says how to take it back")


def check_compare(browser, binary, root, env, work):
    """`specsheet compare`'s report of a token change that breaks a contrast (exit 4)."""
    report = os.path.join(work, "compare-report")
    tokens = os.path.join(root, "Fixtures", "tokens")
    result = subprocess.run(
        [binary, "compare", "material/button/contained", "--from", os.path.join(tokens, "acme.tokens.json"),
         "--to", os.path.join(tokens, "acme-pale.resolver.json"), "--report", report],
        cwd=root, env=env, capture_output=True, text=True)
    expect(result.returncode == 4, "compare wrote a report of new errors:\n" + result.stdout + result.stderr)
    page = browser.new_page()
    page.goto("file://" + os.path.join(report, "index.html"))
    expect(page.locator(".new-errors li").count() > 0, "the compare report lists the new errors")
    expect_no_violations(page, "the compare report")
    page.close()


def main():
    binary, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    env = dict(os.environ)
    env.pop("CI", None)
    work = tempfile.mkdtemp(prefix="specsheet-pages-a11y-")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            check_report(browser, binary, root, env, work, "failing", True, list(STATES))
            check_report(browser, binary, root, env, work, "audit-only", False, [])
            check_paged_report(browser, binary, root, env, work)
            check_review(browser, binary, root, env, work)
            check_compare(browser, binary, root, env, work)
            browser.close()
        print("pages a11y: report (changed, size mismatch, missing, stale, audit only, paged), review page and "
              "compare report: "
              "no axe-core WCAG 2.2 A/AA violations, light and dark; focus follows the selection")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
