#!/usr/bin/env python3
"""Checks `routegen schema` with a real JSON Schema validator (Python's jsonschema).

Usage: python3 Tests/Schema/validate.py <path to a built routegen>

- Each schema (feature, app, config) is the same in two runs and is a valid draft 2020-12 schema.
- Every reference spec (Specs/, Examples/: *.routes.yaml, *.app.yaml, routegen.yaml) and every
  file of Tests/Schema/Accepted passes its schema.
- Every file of Tests/Schema/Rejected fails its schema where its first line says: each starts
  with '# <why>; rejected at <JSON Pointer>' ('/' for the whole file).
- routegen agrees on both folders: it accepts Accepted/ and rejects each file of Rejected/.

YAML is parsed by libyaml, as routegen parses it (PyYAML's C loader: PyYAML's own parser
refuses plain scalars such as 'Facility.ID?' in flow mappings), and typed as YAML 1.2's core
schema types it, as yaml-language-server does, not as YAML 1.1: 'yes' and 'on' are strings,
'0o17' is an integer, '2024-01-01' is a string, and '<<' is an ordinary key. Mapping keys stay
the text they were written as.

Exits 1 on any mismatch; prints what it checked and a closing 'N passed, N failed' line.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

try:
    import jsonschema
    import yaml
except ImportError as error:
    sys.exit(f"validate.py needs jsonschema and PyYAML ({error}); run: python3 -m pip install jsonschema pyyaml")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ACCEPTED = os.path.join(ROOT, "Tests", "Schema", "Accepted")
REJECTED = os.path.join(ROOT, "Tests", "Schema", "Rejected")
KINDS = ("feature", "app", "config")
REJECTED_LINE = re.compile(r"^# (?P<why>.+); rejected at (?P<pointer>/\S*)$")


if not getattr(yaml, "__with_libyaml__", False):
    sys.exit("validate.py needs PyYAML built with libyaml (yaml.CSafeLoader), which reads YAML as routegen does")


class Core12Loader(yaml.CSafeLoader):
    """PyYAML's safe loader on libyaml, with YAML 1.2's core schema instead of YAML 1.1's types."""

    def construct_mapping(self, node, deep=False):
        # Keys keep their text, as routegen reads them ('true:' is the key 'true').
        mapping = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise yaml.constructor.ConstructorError(None, None, "a key must be a name", key_node.start_mark)
            mapping[key_node.value] = self.construct_object(value_node, deep=deep)
        return mapping

    def construct_core_int(self, node):
        text = self.construct_scalar(node)
        if text.startswith(("0o", "0x")):
            return int(text, 0)
        return int(text, 10)

    def construct_core_float(self, node):
        text = self.construct_scalar(node).lower()
        if text in (".inf", "+.inf"):
            return float("inf")
        if text == "-.inf":
            return float("-inf")
        if text == ".nan":
            return float("nan")
        return float(text)


Core12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    ("float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", list("-+.0123456789")),
]:
    Core12Loader.add_implicit_resolver(f"tag:yaml.org,2002:{tag}", re.compile(pattern), first)
Core12Loader.add_constructor("tag:yaml.org,2002:int", Core12Loader.construct_core_int)
Core12Loader.add_constructor("tag:yaml.org,2002:float", Core12Loader.construct_core_float)


def kind_of(path):
    """The schema a file is checked against, by its name."""
    name = os.path.basename(path)
    if name.endswith(".routes.yaml"):
        return "feature"
    if name.endswith(".app.yaml"):
        return "app"
    if name.endswith("routegen.yaml"):
        return "config"
    return None


def reference_files():
    """The specs, app specs and configurations of Specs/, Examples/ and Tests/GeneratedCode/EarlierSpecs/, hidden folders and .build skipped."""
    found = []
    for top in ("Specs", "Examples", os.path.join("Tests", "GeneratedCode", "EarlierSpecs")):
        for folder, subfolders, files in os.walk(os.path.join(ROOT, top)):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
            found += [os.path.join(folder, f) for f in sorted(files) if kind_of(f)]
    return found


def corpus(folder):
    return [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if kind_of(f)]


def load(path):
    with open(path, encoding="utf-8") as file:
        return yaml.load(file, Loader=Core12Loader)


def pointer(path):
    return "/" + "/".join(str(part) for part in path)


def all_errors(errors):
    """Every error and, under each 'anyOf', the errors of its alternatives."""
    for error in errors:
        yield error
        yield from all_errors(error.context or [])


def relative(path):
    return os.path.relpath(path, ROOT)


def run(routegen, *arguments):
    result = subprocess.run([routegen, *arguments], capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[2])
    routegen = os.path.abspath(sys.argv[1])
    os.chdir(ROOT)
    passed, failures = 0, []

    def check(ok, failure):
        nonlocal passed
        if ok:
            passed += 1
        else:
            failures.append(failure)

    validators = {}
    for kind in KINDS:
        first = run(routegen, "schema", "--kind", kind)
        second = run(routegen, "schema", "--kind", kind)
        check(first[0] == 0 and first == second, f"schema --kind {kind}: two runs differ or fail: {first[1][:200]}")
        schema = json.loads(first[1])
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
            check(True, "")
        except jsonschema.SchemaError as error:
            check(False, f"schema --kind {kind} is not a valid draft 2020-12 schema: {error.message}")
        validators[kind] = jsonschema.Draft202012Validator(schema)
    print(f"schemas: {', '.join(KINDS)}: the same in two runs, valid draft 2020-12")

    def errors_of(path):
        return list(validators[kind_of(path)].iter_errors(load(path)))

    accepted = reference_files() + corpus(ACCEPTED)
    for path in accepted:
        errors = errors_of(path)
        best = jsonschema.exceptions.best_match(errors)
        check(not errors, f"{relative(path)}: rejected at {pointer(best.absolute_path) if best else ''}: {best.message if best else ''}")
    print(f"accepted: {len(accepted)} files pass their schema ({len(reference_files())} reference specs, {len(corpus(ACCEPTED))} of Tests/Schema/Accepted)")

    rejected = corpus(REJECTED)
    for path in rejected:
        with open(path, encoding="utf-8") as file:
            match = REJECTED_LINE.match(file.readline().rstrip("\n"))
        if not match:
            check(False, f"{relative(path)}: the first line must be '# <why>; rejected at <JSON Pointer>'")
            continue
        errors = errors_of(path)
        where = {pointer(error.absolute_path) for error in all_errors(errors)}
        check(match["pointer"] in where, f"{relative(path)}: expected an error at {match['pointer']} ({match['why']}); found {sorted(where) or 'none'}")
    print(f"rejected: {len(rejected)} files of Tests/Schema/Rejected fail their schema where their first line says")

    # routegen itself agrees: the accepted corpus generates, each rejected file is an error.
    with tempfile.TemporaryDirectory() as output:
        features = [f for f in corpus(ACCEPTED) if kind_of(f) == "feature"]
        dry_run = ["-o", output, "--dry-run", "-q"]
        status, printed = run(routegen, relative(ACCEPTED), *dry_run)
        check(status == 0, f"routegen rejects Tests/Schema/Accepted: {printed}")
        agreed = 1
        for path in corpus(ACCEPTED) + rejected:
            kind = kind_of(path)
            if kind == "feature" and path in features:
                continue
            expected = 0 if path.startswith(ACCEPTED) else 1
            if kind == "feature":
                status, printed = run(routegen, relative(path), *dry_run)
            elif kind == "app":
                status, printed = run(routegen, *map(relative, features), relative(path), *dry_run)
            else:
                status, printed = run(routegen, relative(features[0]), *dry_run, "--config", relative(path))
            check(status == expected, f"routegen {'rejects' if expected == 0 else 'accepts'} {relative(path)} (exit {status}): {printed[:300]}")
            agreed += 1
    print(f"routegen: agrees on Tests/Schema/Accepted and on each of {agreed - 1} corpus files")

    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"validate.py: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
