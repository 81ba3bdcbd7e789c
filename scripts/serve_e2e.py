#!/usr/bin/env python3
"""`specsheet serve --watch` end to end: a copy of a fixture is served; saving an edit to it
changes the picture at the same URL and reloads the open page (Debian's chromium, Playwright);
a bad edit shows its error on the page and keeps the last good picture; nothing is served from
outside the site folder, nor to a foreign Host; the scale and simulation chosen stay after the reload;
a renamed page says so and comes back; a server started on a broken fixture (from outside the
project) serves the error, then the site once fixed, saying no audit baseline was found. Prints the save-to-new-picture time. Exits non-zero with a message on
the first failed expectation.

Usage: serve_e2e.py BINARY PACKAGE_ROOT
"""
import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

from playwright.sync_api import sync_playwright

from e2e_support import CHROMIUM, expect

FIXTURE = "Fixtures/catalog/material/chip-dark.yaml"


def start(binary, fixture, root):
    server = subprocess.Popen([binary, "serve", fixture, "--watch", "--scale", "1,2"], cwd=root,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output, deadline = [], time.time() + 180
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        output.append(line)
        match = re.match(r"serve: (http://127\.0\.0\.1:\d+/)$", line.strip())
        if match:
            return server, match.group(1)
    server.kill()
    server.wait()
    expect(False, "serve printed no URL:\n" + "".join(output))


def get(url):
    with urllib.request.urlopen(url, timeout=30) as reply:
        return reply.read()


def wait_for(condition, what, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    expect(False, "timed out waiting for " + what)


def reloaded(page):
    try:
        return page.evaluate("window.notReloaded") is None
    except Exception:  # the old document went away mid-call
        return False


def main():
    binary, root = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="specsheet-serve-e2e-")
    fixture = os.path.join(work, "chip.yaml")
    shutil.copyfile(os.path.join(root, FIXTURE), fixture)
    server, url = start(binary, fixture, root)
    try:
        picture = url + "images/material/chip/choice-themed-dark/normal@2x.png"
        before = get(picture)
        # Outside the site folder, and hidden files, are not served.
        host, port = url[len("http://"):-1].split(":")
        connection = http.client.HTTPConnection(host, int(port), timeout=30)
        for path in ["/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/.specsheet-files"]:
            connection.request("GET", path)
            reply = connection.getresponse()
            reply.read()
            expect(reply.status == 404, "%s answered %d" % (path, reply.status))
        # A name pointed at 127.0.0.1 from elsewhere (DNS rebinding) is refused, as by review.
        connection.request("GET", "/index.html", headers={"Host": "attacker.example:%s" % port})
        reply = connection.getresponse()
        reply.read()
        expect(reply.status == 421, "a foreign Host answered %d" % reply.status)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page()
            page.goto(url + "material/chip/choice-themed-dark/normal.html")
            page.wait_for_selector("body[data-ready=true]")
            # The view chosen before a reload is the view after it.
            # (@2x is the detail view's default: choose @1x.)
            page.check("input[name=scale][value='1']")
            page.select_option("#cvd", "tritanopia")
            page.evaluate("window.notReloaded = true")
            with open(fixture) as f:
                text = f.read()
            saved = time.time()
            with open(fixture, "w") as f:
                f.write(text.replace("title: Medium", "title: Much longer"))
            after = wait_for(lambda: (lambda b: b if b != before else None)(get(picture)), "the new picture")
            took = time.time() - saved
            expect(len(after) > 0, "the new picture at the same URL")
            # The page's CSP refuses eval (wait_for_function's): polled from here instead.
            wait_for(lambda: reloaded(page), "the page to reload")
            page.wait_for_selector("body[data-ready=true]")
            expect(page.is_checked("input[name=scale][value='1']"), "the reload keeps @1x")
            expect(page.evaluate("document.body.dataset.cvd") == "tritanopia", "the reload keeps the simulation")
            # A bad edit: the error on the page, the last good picture stays.
            with open(fixture, "w") as f:
                f.write(text.replace("look: themed", "look: nonsense"))
            page.wait_for_selector(".live-error", timeout=60000)
            # The write truncates, then writes: the watcher may first read an empty or partial
            # file and show its error; the page then shows the whole edit's.
            wait_for(lambda: "nonsense" in page.inner_text(".live-error"), "the page to show the edit's error")
            expect(get(picture) == after, "the last good picture stays")
            live = json.loads(get(url + "live"))
            expect("nonsense" in live["error"], "the live state names the error")
            # Renaming the variant on screen: the page says it is gone and keeps listening; the
            # name restored, the same tab shows the page again.
            page.evaluate("window.notReloaded = true")
            with open(fixture, "w") as f:
                f.write(text.replace("name: choice-themed-dark", "name: choice-renamed"))
            wait_for(lambda: reloaded(page), "the page to reload after the rename")
            page.wait_for_selector("body[data-ready=true]")
            expect("No such page" in page.inner_text("h1"), "a renamed page says so: " + page.inner_text("main"))
            page.evaluate("window.notReloaded = true")
            with open(fixture, "w") as f:
                f.write(text)
            wait_for(lambda: reloaded(page), "the page to come back")
            page.wait_for_selector("body[data-ready=true]")
            expect("choice-themed-dark" in page.inner_text("h1"), "the page is back: " + page.inner_text("h1"))
            browser.close()
        print("serve e2e: new picture at the same URL %.0f ms after the save; page reloaded; bad edit shown; "
              "renamed page said so and came back" % (took * 1000))
    finally:
        server.send_signal(signal.SIGINT)
        try:
            out, _ = server.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            out, _ = server.communicate()
        shutil.rmtree(work, ignore_errors=True)
    expect(server.returncode == 0, "serve stopped with %d:\n%s" % (server.returncode, out))
    broken_at_start(binary, root)


def broken_at_start(binary, root):
    """Started on a broken fixture from outside the project: the server starts, its page shows the
    error and that no audit baseline was found; the fix builds the site."""
    work = tempfile.mkdtemp(prefix="specsheet-serve-e2e-")
    fixture = os.path.join(work, "chip.yaml")
    with open(os.path.join(root, FIXTURE)) as f:
        text = f.read()
    with open(fixture, "w") as f:
        f.write(text.replace("look: themed", "look: nonsense"))
    server, url = start(os.path.abspath(binary), fixture, work)
    try:
        live = json.loads(get(url + "live"))
        expect("nonsense" in (live["error"] or ""), "a broken start serves its error: %s" % live)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page()
            page.goto(url + "index.html")
            page.wait_for_selector(".live-error", timeout=30000)
            expect("nonsense" in page.inner_text(".live-error"), "the page shows the start's error")
            page.evaluate("window.notReloaded = true")
            with open(fixture, "w") as f:
                f.write(text)
            wait_for(lambda: reloaded(page), "the page to reload once the fix built the site")
            page.wait_for_selector("body[data-ready=true]")
            expect(page.locator("a.card").count() == 1, "the fixed fixture's component is on the index")
            expect("No audit baseline was found" in page.inner_text(".baseline-missing"),
                   "served from outside the project, the page says no baseline was found")
            browser.close()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.communicate()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
