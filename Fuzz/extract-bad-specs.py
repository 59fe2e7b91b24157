#!/usr/bin/env python3
"""Writes the YAML of every bad-spec test case (the `yaml:` string literals of the Swift test
files given) into a folder, one file each, named after its SHA-1: seeds for SpecFuzzer.

Usage: extract-bad-specs.py OUTPUT_FOLDER TEST_FILE...
"""
import hashlib
import os
import re
import sys

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def unescape(body):
    """The text of a Swift string literal's body; None when it interpolates."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1] if i + 1 < len(body) else ""
        if nxt == "(":
            return None
        if nxt == "u" and body[i + 2:i + 3] == "{":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
            continue
        if nxt == "\n":  # a line continuation in a multi-line literal
            i += 2
            continue
        out.append(ESCAPES.get(nxt, nxt))
        i += 2
    return "".join(out)


def literals(source):
    """Every `yaml:` literal of a Swift file, single-line or multi-line."""
    for match in re.finditer(r'yaml:\s*"""\n(.*?)\n([ \t]*)"""', source, re.S):
        indent = match.group(2)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in match.group(1).split("\n")]
        yield "\n".join(lines)
    for match in re.finditer(r'yaml:\s*"((?:[^"\\\n]|\\.)*)"(?!")', source):
        yield match.group(1)


def main():
    output, files = sys.argv[1], sys.argv[2:]
    os.makedirs(output, exist_ok=True)
    count = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        for literal in literals(source):
            text = unescape(literal)
            if text is None:
                continue
            data = text.encode("utf-8")
            with open(os.path.join(output, hashlib.sha1(data).hexdigest()), "wb") as handle:
                handle.write(data)
            count += 1
    print(f"{count} bad specs from {len(files)} test files")


if __name__ == "__main__":
    main()
