"""What the browser tests (review_e2e.py, pages_a11y.py) share: failing with a message, starting
`specsheet review` and reading its URL, and running axe-core (shipped inside the pinned
axe-playwright-python package: nothing is fetched at test time)."""
import re
import struct
import subprocess
import sys
import time
import zlib

CHROMIUM = "/usr/bin/chromium"
# axe-core's WCAG 2.0, 2.1 and 2.2 rules at levels A and AA: the rules specsheet's own audit
# enforces on components, held to our own pages.
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def expect(condition, message):
    if not condition:
        print("FAILED: " + message, file=sys.stderr)
        sys.exit(1)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def start_review(binary, arguments, cwd, env):
    """Starts `specsheet review ARGUMENTS`; returns the process and the URL it printed."""
    server = subprocess.Popen([binary, "review"] + arguments, cwd=cwd, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    url, output, deadline = None, [], time.time() + 180
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        output.append(line)
        match = re.match(r"review: (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32})$", line.strip())
        if match:
            url = match.group(1)
            break
    if url is None:
        server.kill()
        server.wait()
    expect(url is not None, "review printed no URL:\n" + "".join(output))
    return server, url


def axe_violations(page):
    """axe-core's WCAG A/AA violations on the page as it is now, one readable line per node."""
    from axe_playwright_python.sync_playwright import Axe
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_TAGS},
                                       "resultTypes": ["violations"]})
    lines = []
    for violation in results.response["violations"]:
        for node in violation["nodes"]:
            lines.append("%s (%s): %s at %s: %s" % (
                violation["id"], violation["impact"], violation["help"], ", ".join(map(str, node["target"])),
                (node.get("failureSummary") or "").replace("\n", " ")))
    return lines


def repaint_png(path):
    """Changes pixels of the PNG at `path` without changing its size: a few bytes of the middle
    row's filtered data are flipped (the row, and rows filtered against it, decode differently)."""
    data = read_bytes(path)
    chunks, pos = [], 8
    while pos < len(data):
        length = struct.unpack(">I", data[pos:pos + 4])[0]
        chunks.append((data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]))
        pos += 12 + length
    height = struct.unpack(">I", chunks[0][1][4:8])[0]
    raw = bytearray(zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT")))
    row = (height // 2) * (len(raw) // height)
    for i in range(1, 17):
        raw[row + i] ^= 0x80

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    out = data[:8]
    wrote_data = False
    for kind, body in chunks:
        if kind != b"IDAT":
            out += chunk(kind, body)
        elif not wrote_data:
            out += chunk(b"IDAT", zlib.compress(bytes(raw)))
            wrote_data = True
    with open(path, "wb") as f:
        f.write(out)
