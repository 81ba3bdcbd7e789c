#!/usr/bin/env python3
"""Validates DTCG 2025.10 documents against the Design Tokens Community Group's own JSON schemas
(Tests/Resources/dtcg-schemas-2025.10, draft-07), strictly: every error is reported, string
formats are asserted (not only annotated), and each schema is itself checked first.

Usage: dtcg_schema_check.py SCHEMAS_DIR [--resolver] FILE...
A file named *.resolver.json, or any file after --resolver, is a resolver document
(resolver.json); any other a token file (format.json). Prints one line per file, `ok PATH` or `invalid PATH: N errors`, then the first
errors of each invalid file (JSON path and message, clipped); exits 1 when any file is invalid,
2 on a usage or schema problem.
"""
import json
import os
import sys

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

CLIP = 200


def load_registry(root):
    """Every schema under root, registered under its own (relative) $id, as the schemas'
    relative $refs resolve against the $id of the file they are written in."""
    resources = []
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                schema = json.load(handle)
            jsonschema.Draft7Validator.check_schema(schema)
            resources.append((schema["$id"], Resource.from_contents(schema, default_specification=DRAFT7)))
    return Registry().with_resources(resources)


def validator_for(registry, which):
    schema = registry.contents(f"schemas/2025.10/{which}.json")
    return jsonschema.Draft7Validator(schema, registry=registry, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[3], file=sys.stderr)
        return 2
    registry = load_registry(argv[1])
    validators = {kind: validator_for(registry, kind) for kind in ("format", "resolver")}
    invalid = 0
    resolvers = False
    for path in argv[2:]:
        if path == "--resolver":
            resolvers = True
            continue
        kind = "resolver" if resolvers or path.endswith(".resolver.json") else "format"
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validators[kind].iter_errors(document), key=lambda e: list(e.absolute_path))
        if not errors:
            print(f"ok {path}")
            continue
        invalid += 1
        print(f"invalid {path}: {len(errors)} errors")
        for error in errors[:5]:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"  {where}: {error.message[:CLIP]}")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
