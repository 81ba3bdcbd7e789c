#!/usr/bin/env python3
"""Checks that pages are built through PageKit's `HTML`, whose interpolation escapes text (issue 37).

Usage: scripts/check_html.py [ROOT]   (run by `make lint`)

In the Swift sources (tests excluded: they may build what they expect by hand):
- `PageHTML.escape` is called only inside the files of ESCAPES: a page escapes text by
  interpolating it into `HTML`, never by hand (a forgotten call was the hole `HTML` closes).
- `HTML(trusted:` appears only in the files of TRUSTED, each with a `//` comment on its line or
  the line above saying why the markup is safe.
- A file that imports PageKit writes no character reference (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
  `&#`) and no `addingPercentEncoding` of its own, outside PERCENT_ENCODING: those are escaping
  helpers, and PageKit's (`HTML`, `PageHTML.url`, `PageHTML.jsonString`) are the ones to use.
Comment lines are not code and are skipped. Prints one line per offence; exit 1 when there is any.
"""

import os
import re
import sys

ROOTS = ["Sources", "Fuzz", "Bench", "Examples/TagComponent/Sources", "Integrations/SnapshotTesting/Sources"]
# The escaping rules themselves and the interpolation that applies them.
ESCAPES = {"Sources/PageKit/HTML.swift", "Sources/PageKit/PageHTML.swift"}
# Joining markup (`+`, `joined`), the embedded stylesheet, and JSON escaped for a script element.
TRUSTED = {"Sources/PageKit/HTML.swift", "Sources/PageKit/PageHTML.swift"}
# The site's links: a second URL encoder, kept (it leaves `&` and `'` to the attribute's escaping).
PERCENT_ENCODING = {"Sources/Site/SiteHTML.swift"}

ENTITY = re.compile(r"&(amp|lt|gt|quot);|&#")
IMPORTS_PAGEKIT = re.compile(r"^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+PageKit\b", re.M)


def offences(relative, text):
    lines = text.split("\n")
    pagekit = IMPORTS_PAGEKIT.search(text) is not None and not relative.startswith("Sources/PageKit/")
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("//"):
            continue
        if "PageHTML.escape" in line and relative not in ESCAPES:
            yield number, "PageHTML.escape outside PageKit: interpolate the text into HTML instead"
        if "HTML(trusted:" in line:
            if relative not in TRUSTED:
                yield number, "HTML(trusted:) outside the allowed files: build HTML, or decide in PageKit"
            elif "//" not in line and not (number > 1 and lines[number - 2].lstrip().startswith("//")):
                yield number, "HTML(trusted:) without a comment saying why it is safe (on its line or the one above)"
        if pagekit and ENTITY.search(line):
            yield number, "a character reference written by hand in a page: interpolate the text into HTML"
        if pagekit and "addingPercentEncoding" in line and relative not in PERCENT_ENCODING:
            yield number, "a URL percent-encoded by hand in a page: use PageHTML.url"


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    problems = []
    for top in ROOTS:
        for current, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(current, name)
                relative = os.path.relpath(path, root)
                with open(path, encoding="utf-8") as file:
                    text = file.read()
                problems += [(relative, n, message) for n, message in offences(relative, text)]
    for relative, n, message in sorted(problems):
        print(f"{relative}:{n}: {message}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
