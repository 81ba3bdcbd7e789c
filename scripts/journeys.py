#!/usr/bin/env python3
"""Measures the render and check journeys of ARCHITECTURE.md (issue 37), repeatably.

Runs a debug `specsheet` under gdb (lldb needs a libpython this image lacks) with one-shot
breakpoints at the deepest points of each journey, takes a backtrace at each, and prints the
union of our frames: files in first-seen order with their target, distinct functions (hops),
targets, and any closure called back up across targets (a closure frame whose nearest caller in
our code is in another target). Not run by CI.

    swift build --product specsheet
    python3 scripts/journeys.py .build/debug/specsheet [--stacks]
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

FIXTURE = "Fixtures/catalog/fiori/chip.yaml"
IMAGE = "leading-icon/selected@1x"
OFF_GOLDEN = "fiori/chip/leading-icon/selected@1x.png"

# (file, text on the line to stop at): found with a search, so edits above do not move them.
RENDER_STOPS = [
    ("Sources/Graphics/DataFile.swift", "public static func read("),
    ("Sources/Fiori/Chip/FioriChip+Rendering.swift", "func rendering("),
    ("Sources/CairoRenderer/PangoTextMeasurer.swift", "func measure(_ text: String, font: Font, maxWidth"),
    ("Sources/CairoRenderer/PangoTextMeasurer.swift", "func measure(_ text: String, font: Font, wrapWidth"),
    ("Sources/Fiori/Chip/FioriChipLowering.swift", "func commands("),
    ("Sources/CairoRenderer/BitmapRenderer+Commands.swift", "func draw("),
    ("Sources/PNG/PNGCodec.swift", "public static func encode(_ bitmap: Bitmap) throws"),
    ("Sources/Pipeline/StagedFiles.swift", "public func stage(_ bytes: [UInt8], in root"),
    ("Sources/Pipeline/ManifestText.swift", "public static func entry("),
    ("Sources/Pipeline/Run/ImageFolderSink.swift", "public func consume("),
    ("Sources/Pipeline/StagedFiles.swift", "public func append("),
    ("Sources/Pipeline/StagedFiles.swift", "public func commit("),
    # The interrupt test: a closure made by the command and polled by the engine.
    ("Sources/Pipeline/Run/CatalogRun.swift", "package static var requested: Bool"),
]
CHECK_STOPS = RENDER_STOPS[:6] + [
    ("Sources/Golden/GoldenSelection.swift", "public static func make("),
    ("Sources/Golden/RenderFingerprint.swift", "public func changes(since"),
    ("Sources/Golden/GoldenStore.swift", "result.goldenPNGHash = ContentHash.of(bytes)"),
    ("Sources/Golden/GoldenStore.swift", "func judgeBitmaps("),
    ("Sources/ImageDiff/ImageComparison.swift", "public func compare(actual"),
    ("Sources/Golden/DiffPicture.swift", "static func judge("),
    ("Sources/Golden/GoldenResult.swift", "func fail("),
    ("Sources/Golden/DiffPicture.swift", "public static func write("),
    ("Sources/Audit/Auditor.swift", "public func audit("),
    ("Sources/Golden/GoldenMessages.swift", "public static func failure("),
    ("Sources/Golden/GoldenMessages.swift", "public static func console("),
    ("Sources/Pipeline/Audit/AuditReport.swift", "public init(run: AuditRun"),
    ("Sources/Golden/Verdict.swift", "public init(_ summary: RunSummary)"),
    ("Sources/Golden/Verdict.swift", "public init(run: GoldenCheckRun"),
    # The outputs, written as they are made: a record made lazily, nested, gathered into the file.
    ("Sources/Reports/JUnitReport.swift", "for text in head { try out.write("),
    ("Sources/Reports/ResultsDocument+Runs.swift", "image.message = messages[result.path]"),
    ("Sources/Pipeline/PrettyJSON.swift", "public static func nested("),
    ("Sources/Pipeline/AtomicFile.swift", "public func write(_ bytes"),
    ("Sources/Pipeline/AtomicFile.swift", "public func commit("),
    ("Sources/SpecsheetCLI/OwnedOutputs.swift", "package static func open("),
    ("Sources/Pipeline/AtomicFile.swift", "public static func write(_ bytes"),
    ("Sources/SpecsheetCLI/Check.swift", "func finish("),
    RENDER_STOPS[-1],
    # The progress line: a sink of the run (once a closure handed to the engine).
    ("Sources/SpecsheetCLI/ConsoleOutput.swift", "package func update(_ done: Int"),
]


def line_of(root, path, text):
    source = open(os.path.join(root, path)).read()
    where = source.find(text)
    if where < 0:
        sys.exit(f"journeys: no '{text.strip()}' in {path}")
    return source.count("\n", 0, where) + 1


def backtraces(root, binary, stops, args):
    script = ["set pagination off", "set breakpoint pending on", "set print frame-arguments none"]
    for path, text in stops:
        script += [f"tbreak {path.split('/', 1)[1]}:{line_of(root, path, text)}", "commands", "bt", "continue", "end"]
    script.append("run")
    with tempfile.NamedTemporaryFile("w", suffix=".gdb", delete=False) as f:
        f.write("\n".join(script) + "\n")
    out = subprocess.run(
        ["gdb", "-batch", "-x", f.name, "--args", binary] + args,
        cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    ).stdout
    status = re.search(r"exited (normally|with code \d+)", out)
    print(f"# specsheet {args[0]}: {status.group(0) if status else 'did not exit'}")
    stacks, current = [], None
    for line in out.splitlines():
        if line.startswith("#0 "):
            current = []
            stacks.append(current)
        m = re.match(r"#\d+\s+(?:0x[0-9a-f]+ in )?(\S+)(?: .*? at (\S+):\d+$)?", line)
        if current is not None and m:
            current.append((m.group(1), m.group(2)))
    return stacks


def demangle(names):
    out = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True, text=True)
    return dict(zip(names, out.stdout.splitlines()))


def ours(path):
    m = None if "/.build/" in (path or "") else re.search(r"/Sources/([^/]+)/(.+)$", path or "")
    return (m.group(1), m.group(1) + "/" + m.group(2)) if m else None


def imports(root, file):
    return set(re.findall(r"^(?:@\w+ )*import (\w+)", open(os.path.join(root, "Sources", file)).read(), re.M))


def summarize(root, title, stacks):
    """Files, hops and targets on the stacks, and every call from a file into a target that file
    does not import: a call back up, through a closure or a protocol."""
    names = demangle(sorted({n for s in stacks for n, _ in s}))
    files, functions, upward, edges = [], [], set(), set()
    for stack in stacks:
        frames = [(names.get(n, n), ours(p)) for n, p in stack]
        thunks = []
        mine = []  # (function, (target, file), thunks between it and its caller)
        for function, place in frames:
            if place and not re.match(r"(partial apply|protocol witness|reabstraction|thunk)", function):
                mine.append((function, place, []))
            elif mine:
                mine[-1][2].append(function)
        for i, (function, (target, file), between) in enumerate(mine):
            if file not in files:
                files.append(file)
            if (function, file) not in functions:
                functions.append((function, file))
            if i + 1 == len(mine):
                continue
            caller_target, caller_file = mine[i + 1][1]
            if caller_file != file:
                edges.add((caller_file, file))
            if caller_target != target and target not in imports(root, caller_file):
                how = "protocol" if any("protocol witness" in t for t in between) else "closure"
                upward.add(f"{how}: {function[:80]} ({target}) called from {caller_file}")
    targets = sorted({f.split("/")[0] for f in files})
    print(f"## {title}: {len(stacks)} stops, {len(files)} files, {len(functions)} functions, "
          + f"{len(edges)} hops (calls from one file to another), {len(targets)} targets")
    for stack in stacks:
        print(f"  stop: {names.get(stack[0][0], stack[0][0])[:100]}")
        if STACKS:
            for function, place in [(names.get(n, n), ours(p)) for n, p in stack]:
                if place and not re.match(r"(partial apply|protocol witness|reabstraction|thunk)", function):
                    print(f"      {place[1]}: {function[:90]}")
    for file in reversed(files):
        print(f"  {file}")
    print(f"  targets: {', '.join(targets)}")
    for call in sorted(upward):
        print(f"  called back up, {call}")
    if not upward:
        print("  calls back up across targets: none")


def one_pixel_off(path):
    """Paints the first pixel of an 8-bit RGBA or RGB PNG, rewritten unfiltered."""
    data = open(path, "rb").read()
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert depth == 8 and kind in (2, 6), f"{path}: colour type {kind} not handled"
    channels = 4 if kind == 6 else 3
    chunks, pos = [], 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        chunks.append((data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]))
        pos += 12 + length
    raw = zlib.decompress(b"".join(body for name, body in chunks if name == b"IDAT"))
    stride, rows, previous = width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind_, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            a = row[x - channels] if x >= channels else 0
            b, c = previous[x], previous[x - channels] if x >= channels else 0
            p = a + b - c
            paeth = a if abs(p - a) <= min(abs(p - b), abs(p - c)) else b if abs(p - b) <= abs(p - c) else c
            pred = [0, a, b, (a + b) // 2, paeth][kind_]
            row[x] = (row[x] + pred) & 255
        rows.append(row)
        previous = row
    # Opaque magenta: a corner pixel is often transparent, where any colour change blends away.
    rows[0][:channels] = bytes([255, 0, 255, 255][:channels])
    body = zlib.compress(b"".join(b"\0" + bytes(r) for r in rows))

    def chunk(name, payload):
        return struct.pack(">I", len(payload)) + name + payload + struct.pack(">I", zlib.crc32(name + payload))

    header = next(body_ for name, body_ in chunks if name == b"IHDR")
    open(path, "wb").write(data[:8] + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b""))


STACKS = "--stacks" in sys.argv  # each stop's chain of our frames, innermost first


def main():
    sys.argv = [a for a in sys.argv if a != "--stacks"]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/specsheet"))
    work = tempfile.mkdtemp(prefix="journeys-")
    common = [FIXTURE, IMAGE, "--scale", "1", "--jobs", "1"]
    summarize(root, "render", backtraces(root, binary, RENDER_STOPS, ["render"] + common + ["--out", work + "/out"]))
    goldens = work + "/goldens"
    shutil.copytree(os.path.join(root, "goldens"), goldens)
    one_pixel_off(os.path.join(goldens, OFF_GOLDEN))
    outputs = ["--goldens", goldens, "--artifacts", work + "/artifacts", "--json", work + "/r.json"]
    outputs += ["--junit", work + "/r.xml"]
    summarize(root, "check (one pixel off)", backtraces(root, binary, CHECK_STOPS, ["check"] + common + outputs))
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
