#!/usr/bin/env python3
"""Checks that each Swift target's declared dependencies equal what its files import.

Usage: scripts/check_deps.py [Package.swift]   (run by `make lint`)

Reads the targets of Package.swift (name, kind, path, dependencies by name and by product) and
the `import` lines of each target's Swift files (any access level, `@testable`, `@_exported`,
`import struct M.T`, inside `#if` too). A declared dependency no file imports is a stale edge;
a package module a file imports without declaring it is a hidden edge. Executable targets
listed as dependencies are build-order edges (a test runs the binary), never imported, and
are not checked; C targets (no Swift files) are skipped. Prints one line per problem; exit 1
when there is any.
"""

import os
import re
import sys

TARGET = re.compile(r"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*\"([^\"]+)\"")
IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)


def declarations(text):
    """Each target's (kind, name, body) where body runs to its closing parenthesis."""
    for match in TARGET.finditer(text):
        depth, end = 0, match.start()
        for end in range(match.start(), len(text)):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            if depth == 0 and text[end] == ")":
                break
        yield match.group(1), match.group(2), text[match.start() : end + 1]


def dependencies(body):
    deps = set()
    found = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,\s*\w+:|\)\s*$|$)", body, re.S)
    if not found:
        return deps
    listed = found.group(1)
    deps |= set(re.findall(r"\.product\(\s*name:\s*\"([^\"]+)\"", listed))
    listed = re.sub(r"\.product\([^)]*\)", "", listed)
    deps |= set(re.findall(r"\"([^\"]+)\"", listed))
    return deps


def main():
    package = sys.argv[1] if len(sys.argv) > 1 else "Package.swift"
    root = os.path.dirname(os.path.abspath(package))
    text = re.sub(r"//[^\n]*", "", open(package).read())
    targets = {}
    for kind, name, body in declarations(text):
        path = re.search(r"path:\s*\"([^\"]+)\"", body)
        default = "Tests" if kind == "testTarget" else "Sources"
        targets[name] = (kind, os.path.join(root, path.group(1) if path else f"{default}/{name}"), dependencies(body))
    products = {d for _, _, deps in targets.values() for d in deps if d not in targets}
    executables = {n for n, (k, _, _) in targets.items() if k == "executableTarget"}
    problems = []
    for name, (kind, folder, declared) in sorted(targets.items()):
        if kind == "systemLibrary":
            continue
        imported = set()
        swift_files = 0
        for current, _, names in os.walk(folder):
            for file in names:
                if file.endswith(".swift"):
                    swift_files += 1
                    imported |= set(IMPORT.findall(open(os.path.join(current, file), encoding="utf-8").read()))
        if swift_files == 0:
            continue
        known = (set(targets) | products) - {name}
        for dep in sorted(declared - executables - imported):
            problems.append(f"{name}: declares {dep} but no file imports it (a stale edge: remove it)")
        for dep in sorted((imported & known) - declared):
            problems.append(f"{name}: imports {dep} without declaring it (a hidden edge: declare it)")
    for line in problems:
        print(f"Package.swift: {line}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
