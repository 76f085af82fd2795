"""The "$schema" member of the files the generators write (docs/FORMATS.md,
"Common rules"): the path from the file to the JSON Schema of its format in
docs/schemas/, so that text editors complete and check its fields. Python 3
standard library only."""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def with_schema(path, doc):
    """doc with "$schema" first, naming docs/schemas/FORMAT.schema.json from
    the folder of path (the file doc is written to)."""
    schema = os.path.join(ROOT, "docs", "schemas", doc["format"] + ".schema.json")
    ref = os.path.relpath(schema, os.path.dirname(os.path.abspath(path))).replace(os.sep, "/")
    out = {"$schema": ref}
    out.update((k, v) for k, v in doc.items() if k != "$schema")
    return out
