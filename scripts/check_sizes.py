#!/usr/bin/env python3
"""The project's size habits, checked: no Swift file over 300 lines, no function over 80, no line
over 120 columns (swift-format's lint does not flag lines it cannot break, such as long string
literals). Exit 1 with one line per offence.

Functions are found on source with comments and string literals blanked out, so braces inside
them do not count; a function's length runs from its `func`/`init`/`subscript` line to the line
of its closing brace.
"""

import pathlib
import re
import sys

MAX_FILE_LINES = 300
MAX_FUNCTION_LINES = 80
MAX_COLUMNS = 120
ROOTS = ["Sources", "Tests", "Examples/TagComponent/Sources", "Examples/TagComponent/Tests",
         "Integrations/SnapshotTesting/Sources", "Integrations/SnapshotTesting/Tests", "Fuzz"]
DECLARATION = re.compile(r"\b(func|init|subscript|deinit)\b")
# A keyword that starts another declaration: a bodiless requirement ended before it.
NEXT_DECLARATION = re.compile(r"\b(func|init|var|let|case|struct|class|enum|protocol|extension|subscript)\b")


def blank_comments_and_strings(text):
    """The text with comments and string literals (interpolations included) turned to spaces,
    newlines kept, so line numbers and brace structure of the code survive."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            j = skip_string(text, i)
            blank(i, j)
            i = j
        else:
            i += 1
    return "".join(out)


def skip_string(text, i):
    """The index just past the string literal starting at i (raw `#"…"#`, `\"\"\"` blocks and
    interpolations with nested strings handled)."""
    hashes = 0
    while text[i] == "#":
        hashes, i = hashes + 1, i + 1
    multiline = text.startswith('"""', i)
    quote = '"""' if multiline else '"'
    closing = quote + "#" * hashes
    j = i + len(quote)
    escape = "\\" + "#" * hashes
    while j < len(text):
        if text.startswith(escape + "(", j):
            j = skip_parens(text, j + len(escape))
        elif text.startswith(escape, j):
            j += len(escape) + 1
        elif text.startswith(closing, j):
            return j + len(closing)
        elif text[j] == "\n" and not multiline:
            return j
        else:
            j += 1
    return j


def skip_parens(text, i):
    """The index just past the balanced parentheses starting at text[i] == "("."""
    depth, j = 0, i
    while j < len(text):
        c = text[j]
        if c == '"' or (c == "#" and re.match(r'#+"', text[j:])):
            j = skip_string(text, j)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return j


def function_lengths(code):
    """(line, name, lines) for each function-like declaration with a body."""
    results = []
    for match in DECLARATION.finditer(code):
        start = match.end()
        # An operator's name (`func < (`) is no generic bracket.
        operator = re.match(r"\s*[<>=!+\-*/%&|^~?.]+", code[start:]) if match.group(1) == "func" else None
        depth, j, body = 0, start + (operator.end() if operator else 0), None
        while j < len(code):
            c = code[j]
            if c in "([<":
                depth += 1
            elif c in ")]>" and depth and not (c == ">" and code[j - 1] == "-"):  # not `->`
                depth -= 1
            elif c == "{" and depth == 0:
                body = j
                break
            elif c == "}" and depth == 0:
                break
            elif depth == 0 and NEXT_DECLARATION.match(code, j) and (j == 0 or not code[j - 1].isalnum()):
                if code[j - 1] in " \n\t":
                    break
            j += 1
        if body is None:
            continue
        depth, k = 0, body
        while k < len(code):
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        first = code.count("\n", 0, match.start()) + 1
        last = code.count("\n", 0, k) + 1
        name = re.match(r"\s*([\w`]+|\S)", code[start:])
        results.append((first, match.group(1) + " " + (name.group(1) if name else ""), last - first + 1))
    return results


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    problems = []
    for folder in ROOTS:
        for path in sorted((root / folder).rglob("*.swift")):
            if ".build" in path.parts:
                continue
            rel = path.relative_to(root)
            text = path.read_text(encoding="utf-8")
            lines = text.split("\n")
            count = len(lines) - (1 if text.endswith("\n") else 0)
            if count > MAX_FILE_LINES:
                problems.append(f"{rel}: {count} lines (at most {MAX_FILE_LINES})")
            for number, line in enumerate(lines, 1):
                if len(line) > MAX_COLUMNS:
                    problems.append(f"{rel}:{number}: {len(line)} columns (at most {MAX_COLUMNS})")
            for line, name, length in function_lengths(blank_comments_and_strings(text)):
                if length > MAX_FUNCTION_LINES:
                    problems.append(f"{rel}:{line}: {name} is {length} lines (at most {MAX_FUNCTION_LINES})")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} size problems", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
