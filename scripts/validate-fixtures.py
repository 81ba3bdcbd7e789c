#!/usr/bin/env python3
"""Validates fixture files against Fixtures/schema.json with a standard JSON Schema validator
(jsonschema, draft 2020-12; YAML read by PyYAML), as an editor or another tool would; also
`--json` results files (*.json) against docs/results.schema.json.

usage: validate-fixtures.py SCHEMA FILE...
Prints one line per error, `FILE: KEY.PATH: message` with specsheet's key-path spelling
(variants[0].label), and exits 1 when any file is invalid."""
import json
import sys

import jsonschema
import yaml


def key_path(path):
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def errors(validator, document):
    for error in validator.iter_errors(document):
        # A mapping with an undeclared key: report the key itself, as specsheet does.
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            declared = error.schema.get("properties", {})
            for key in error.instance:
                if key not in declared:
                    yield key_path(list(error.absolute_path) + [key]), f"unknown key {key!r}"
            continue
        # A key outside a mapping's allowed names (a colour token, a type style): name the key.
        if "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str):
            yield key_path(list(error.absolute_path) + [error.instance]), f"unknown key {error.instance!r}"
            continue
        yield key_path(error.absolute_path), error.message


def main():
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for name in sys.argv[2:]:
        with open(name) as f:
            # JSON as JSON: YAML 1.1 would read 1e-05 as a string.
            document = json.load(f) if name.endswith(".json") else yaml.safe_load(f)
        found = sorted(set(errors(validator, document)))
        for path, message in found:
            print(f"{name}: {path}: {message}")
        bad += bool(found)
    print(f"{len(sys.argv) - 2 - bad} of {len(sys.argv) - 2} files valid")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
