#!/usr/bin/env python3
"""The JSON Schemas of docs/schemas/ against the files (issue 24 item 7).

Checks that
  - every schema is a valid draft 2020-12 schema, with the $id of its name;
  - every shipped file (maps/, scenarios/) names its schema in "$schema" (the
    path from the file to docs/schemas/FORMAT.schema.json) and is valid;
  - every valid test file (tests/, but tests/data/malformed/ and the network
    messages, which have no schema) is valid against the schema of its
    "format";
  - every file of tests/data/malformed/ is a row of tests/schemas/malformed.tsv,
    and each row holds: "syntax" files are not strict JSON (RFC 8259: no
    duplicate member, no NaN, no raw control character, UTF-8), "schema"
    files are refused by the schema named, with an error at the JSON path
    the loader names (tests/data/malformed/*.tsv) or above it, "loader"
    files are accepted by it (what a schema cannot say: the reason column)
    and refused only by the program's loader (tests/cli/tst_validate.cpp
    checks that part).

Usage: check_schemas.py SOURCE_DIR [FILE...]
With files, validates just those (picked by "format") and prints each error.
Exits 77 (ctest's skip) when the jsonschema module is missing: scripts/setup
installs Debian's python3-jsonschema.
"""

import json
import os
import sys

SKIP = 77
BASE = "https://hardtack.invalid/schemas/"
FORMATS = ["hardtack-map", "hardtack-scenario", "hardtack-save", "hardtack-turn", "hardtack-naval",
           "hardtack-score-events", "hardtack-campaign", "hardtack-campaign-save"]
LOADER_REASONS = {"cross-reference", "geometry", "legality", "consistency", "calendar", "file"}
# Test files the loader refuses that are not in the malformed table: saves of
# an older layout that no test loads. The schema must refuse them too.
OBSOLETE = {"tests/data/saves/skirmish-played-turn1.json", "tests/data/saves/skirmish-turn2.json"}
# Test files without a schema: the network protocol's messages.
NO_SCHEMA = ("tests/data/net/messages/",)

try:
    import jsonschema
except ImportError:
    print("check_schemas: SKIPPED: the Python module jsonschema is missing "
          "(Debian: apt-get install python3-jsonschema, as scripts/setup does)")
    sys.exit(SKIP)


class NotStrictJson(ValueError):
    pass


def strict_json(data):
    """The document in bytes `data`, read as strictly as the program reads it."""
    def no_duplicates(pairs):
        seen = {}
        for key, value in pairs:
            if key in seen:
                raise NotStrictJson(f"member \"{key}\" twice")
            seen[key] = value
        return seen

    def no_constant(name):
        raise NotStrictJson(f"{name} is not JSON")

    try:
        text = data.decode("utf-8")
        return json.loads(text, object_pairs_hook=no_duplicates, parse_constant=no_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as e:
        raise NotStrictJson(str(e)[:120]) from e


def read_json(path):
    with open(path, "rb") as f:
        return strict_json(f.read())


class Schemas:
    def __init__(self, root):
        self.dir = os.path.join(root, "docs", "schemas")
        self.schemas = {}
        for name in sorted(os.listdir(self.dir)):
            if name.endswith(".schema.json"):
                self.schemas[name] = read_json(os.path.join(self.dir, name))
        cls = jsonschema.Draft202012Validator
        self.validators = {}
        try:
            from referencing import Registry, Resource  # jsonschema 4.18 and later
            registry = Registry().with_resources(
                (s["$id"], Resource.from_contents(s)) for s in self.schemas.values() if "$id" in s)
            make = lambda s: cls(s, registry=registry)  # noqa: E731
        except ImportError:  # Debian 12's jsonschema 4.10
            store = {s["$id"]: s for s in self.schemas.values() if "$id" in s}
            make = lambda s: cls(s, resolver=jsonschema.RefResolver.from_schema(s, store=store))  # noqa: E731
        for fmt in FORMATS:
            s = self.schemas.get(fmt + ".schema.json")
            if s is not None:
                self.validators[fmt] = make(s)

    def errors(self, doc, fmt):
        """The schema's errors for doc, as "PATH: MESSAGE" lines."""
        v = self.validators.get(fmt)
        if v is None:
            return [f"$: no schema for format {fmt!r}"]
        out = []
        for e in sorted(v.iter_errors(doc), key=lambda e: list(map(str, e.absolute_path))):
            path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e.absolute_path)
            out.append(f"{path}: {e.message[:200]}")
        return out


class Check:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def __call__(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL:", what)


def rel(root, path):
    return os.path.relpath(path, root).replace(os.sep, "/")


def json_files(root, top):
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
        dirnames.sort()
        out += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".json")]
    return out


def check_schemas(root, schemas, check):
    for name, s in schemas.schemas.items():
        try:
            jsonschema.Draft202012Validator.check_schema(s)
            valid = True
        except jsonschema.SchemaError as e:
            valid = False
            print(f"{name}: {e.message}")
        check(valid, f"docs/schemas/{name} is a valid draft 2020-12 schema")
        check(s.get("$schema") == "https://json-schema.org/draft/2020-12/schema", f"{name} says it is draft 2020-12")
        check(s.get("$id") == BASE + name, f"{name} has the $id {BASE + name}")
    for fmt in FORMATS:
        check(fmt in schemas.validators, f"docs/schemas/{fmt}.schema.json exists")


def check_valid(root, schemas, check, path, shipped):
    name = rel(root, path)
    try:
        doc = read_json(path)
    except NotStrictJson as e:
        check(False, f"{name}: not strict JSON: {e}")
        return
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if shipped:
        want = os.path.relpath(os.path.join(root, "docs", "schemas", f"{fmt}.schema.json"),
                               os.path.dirname(path)).replace(os.sep, "/")
        check(doc.get("$schema") == want, f"{name}: \"$schema\" is {doc.get('$schema')!r}, expected {want!r}")
    errors = schemas.errors(doc, fmt)
    check(not errors, f"{name} is valid against the {fmt} schema: " + "; ".join(errors[:5]))


def loader_paths(folder):
    """File → the JSON path the loader's error names (the validate table)."""
    out = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".tsv"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                for line in f:
                    cols = line.rstrip("\n").split("\t")
                    if len(cols) == 2 and not line.startswith("#"):
                        out[cols[0]] = cols[1]
    return out


def names_path(error_path, want):
    """Whether a schema error at error_path is about the loader's path `want`:
    the same member or one that holds it, but not the whole document unless
    the member is at its top."""
    if error_path == want:
        return True
    if not want.startswith((error_path + ".", error_path + "[")):
        return False
    return error_path != "$" or "." not in want[2:] and "[" not in want[1:]


def check_malformed(root, schemas, check):
    folder = os.path.join(root, "tests", "data", "malformed")
    paths = loader_paths(folder)
    table = os.path.join(root, "tests", "schemas", "malformed.tsv")
    rows = {}
    with open(table, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 4 or cols[2] not in ("syntax", "schema", "loader"):
                check(False, f"malformed.tsv:{n}: expected FILE FORMAT syntax|schema|loader REASON: {line!r}")
                continue
            check(cols[0] not in rows, f"malformed.tsv:{n}: {cols[0]} listed once")
            rows[cols[0]] = cols[1:]
    present = sorted(f for f in os.listdir(folder) if f.endswith(".json"))
    for f in present:
        check(f in rows, f"tests/data/malformed/{f} is a row of tests/schemas/malformed.tsv")
    counts = {"syntax": 0, "schema": 0, "loader": 0}
    for f, (fmt, verdict, reason) in sorted(rows.items()):
        path = os.path.join(folder, f)
        if not os.path.exists(path):
            check(False, f"malformed.tsv: {f} exists")
            continue
        counts[verdict] += 1
        try:
            doc = read_json(path)
        except NotStrictJson as e:
            check(verdict == "syntax", f"{f}: is listed {verdict} but is not strict JSON ({e})")
            continue
        if verdict == "syntax":
            check(False, f"{f}: listed syntax, but it is strict JSON")
            continue
        errors = schemas.errors(doc, fmt)
        if verdict == "schema":
            want = paths.get(f)
            check(bool(errors), f"{f}: listed schema, but the {fmt} schema accepts it")
            check(want is not None and any(names_path(e.split(": ", 1)[0], want) for e in errors),
                  f"{f}: the schema's errors name the loader's path {want}: " + "; ".join(errors[:3]))
        else:
            check(reason in LOADER_REASONS, f"{f}: reason {reason!r} is one of {sorted(LOADER_REASONS)}")
            check(not errors, f"{f}: listed loader ({reason}), but the {fmt} schema refuses it: "
                  + "; ".join(errors[:3]))
    print("check_schemas: malformed files: {syntax} not strict JSON, {schema} refused by the schema, "
          "{loader} by the loader only".format(**counts))


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    root = os.path.abspath(argv[1])
    schemas = Schemas(root)
    if len(argv) > 2:
        bad = 0
        for path in argv[2:]:
            doc = read_json(path)
            errors = schemas.errors(doc, doc.get("format") if isinstance(doc, dict) else None)
            print(f"{path}: " + ("ok" if not errors else f"{len(errors)} errors"))
            for e in errors:
                print("  " + e)
            bad += bool(errors)
        return 1 if bad else 0
    check = Check()
    check_schemas(root, schemas, check)
    shipped = json_files(root, "maps") + json_files(root, "scenarios")
    for path in shipped:
        check_valid(root, schemas, check, path, shipped=True)
    tests = [p for p in json_files(root, "tests")
             if not rel(root, p).startswith(("tests/data/malformed/",) + NO_SCHEMA)]
    for path in tests:
        if rel(root, path) in OBSOLETE:
            doc = read_json(path)
            check(bool(schemas.errors(doc, doc.get("format"))), f"{rel(root, path)}: the schema refuses it")
        else:
            check_valid(root, schemas, check, path, shipped=False)
    check(len(shipped) >= 20 and len(tests) >= 20, f"found the files ({len(shipped)} shipped, {len(tests)} tests)")
    print(f"check_schemas: {len(shipped)} shipped files, {len(tests)} test files")
    check_malformed(root, schemas, check)
    print(f"{check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
