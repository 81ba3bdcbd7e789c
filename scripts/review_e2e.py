#!/usr/bin/env python3
"""End-to-end test of `specsheet review` in a real headless browser (Debian's chromium, driven
by Playwright for Python through executable_path: no browser download).

Copies the project's goldens to a temporary folder (the real folder is never touched), breaks
two of them, starts `specsheet review` on that copy, approves one image with the keyboard and
rejects the other with a click in the page, stops the server with Ctrl-C, then asserts that the
approved golden's bytes changed, the rejected one's did not, and that `specsheet check` passes
for the approved image only. Exits non-zero with a message on the first failed expectation.

Usage: review_e2e.py BINARY PACKAGE_ROOT
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from e2e_support import CHROMIUM, expect, read_bytes, start_review

FILTER = "fiori/chip/single-selection/"
APPROVED = "fiori/chip/single-selection/selected@1x"
REJECTED = "fiori/chip/single-selection/unselected@2x"


def main():
    binary, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    env = dict(os.environ)
    env.pop("CI", None)  # review refuses to approve under CI (tested separately)
    work = tempfile.mkdtemp(prefix="specsheet-review-e2e-")
    server = None
    try:
        goldens = os.path.join(work, "goldens")
        shutil.copytree(os.path.join(root, "goldens"), goldens)
        approved_path = os.path.join(goldens, APPROVED + ".png")
        rejected_path = os.path.join(goldens, REJECTED + ".png")
        # Break both: each golden replaced by another state's image (a size change).
        shutil.copyfile(os.path.join(goldens, FILTER + "unselected@1x.png"), approved_path)
        shutil.copyfile(os.path.join(goldens, FILTER + "selected@2x.png"), rejected_path)
        broken_approved, broken_rejected = read_bytes(approved_path), read_bytes(rejected_path)

        server, url = start_review(binary, [FILTER, "--goldens", goldens, "--scale", "1,2", "--no-audit"], root, env)

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            requests = []
            page.on("request", lambda r: requests.append(r.url))
            page.goto(url)
            page.wait_for_selector("body[data-ready=true]", timeout=30000)
            items = page.locator("article.item")
            expect(items.count() == 2, "two failing images shown, found %d" % items.count())
            approved = page.locator('article.item[data-name="%s"]' % APPROVED)
            rejected = page.locator('article.item[data-name="%s"]' % REJECTED)
            # The report's views are there, served by review itself.
            expect(approved.locator("figure.diff img").count() == 1, "the diff picture is shown")
            expect(approved.locator("figure.two-up img").count() == 2, "golden and actual side by side")
            # @1x and @2x of a state share one row, each picture capped to its column: in a
            # narrow window nothing is wider than the page.
            page.set_viewport_size({"width": 700, "height": 900})
            widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            expect(widths[0] <= widths[1], "the page fits a 700px window: scrollWidth %d > %d" % tuple(widths))
            page.set_viewport_size({"width": 1200, "height": 900})

            # Approve the first with the keyboard: select it, press a.
            approved.locator("h4").click()
            page.keyboard.press("a")
            page.wait_for_selector('article.item[data-name="%s"][data-decision=approved]' % APPROVED, timeout=60000)
            # Reject the second with its button.
            rejected.locator("button.reject").click()
            page.wait_for_selector('article.item[data-name="%s"][data-decision=rejected]' % REJECTED, timeout=10000)
            status = page.locator("#status").inner_text()
            expect("rejected " + REJECTED in status, "the page says what was rejected: " + status)
            expect(all(u.startswith(url.split("/?")[0]) for u in requests),
                   "every request went to the review server: %s" % requests)
            browser.close()

        server.send_signal(signal.SIGINT)
        rest, _ = server.communicate(timeout=30)
        expect(server.returncode == 0, "Ctrl-C stops review with exit 0, got %s:\n%s" % (server.returncode, rest))
        expect("1 of 2 approved" in rest, "review's closing line counts one approval:\n" + rest)
        server = None

        expect(read_bytes(approved_path) != broken_approved, "the approved golden's bytes changed")
        expect(read_bytes(rejected_path) == broken_rejected, "the rejected golden's bytes did not change")

        def check(name):
            return subprocess.run([binary, "check", name, "--goldens", goldens, "--no-audit", "--scale", "1,2"],
                                  cwd=root, env=env, capture_output=True, text=True)
        passed, failed = check(APPROVED), check(REJECTED)
        expect(passed.returncode == 0, "check passes for the approved image:\n" + passed.stdout + passed.stderr)
        expect(failed.returncode == 2, "check still fails for the rejected image:\n" + failed.stdout + failed.stderr)
        print("review e2e: approved %s (golden rewritten, check passes), rejected %s (unchanged, check fails)"
              % (APPROVED, REJECTED))
    finally:
        if server is not None:
            server.kill()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
