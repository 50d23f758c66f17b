#!/usr/bin/python3
"""Applies the first fix of result RESULT of a SARIF log to the file it
edits and prints the edited text (for comparing with `scopecheck repair`).

Usage: apply-sarif-fix.py LOG [RESULT]
Regions are 1-based lines and columns, the end exclusive (SARIF 2.1.0
§3.30); the replacements of a fix must not overlap. Exits 1 when the
result has no fix or a region lies outside the file.
"""
import json
import sys
from urllib.parse import unquote, urlparse


def offset(lines, line, col):
    if line < 1 or line > len(lines) + 1:
        sys.exit(f"line {line} is outside the file")
    pos = sum(len(l) for l in lines[: line - 1])
    return pos + col - 1


def main():
    log = json.load(open(sys.argv[1], encoding="utf-8"))
    index = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    result = log["runs"][0]["results"][index]
    if not result.get("fixes"):
        sys.exit("the result has no fix")
    change = result["fixes"][0]["artifactChanges"][0]
    uri = change["artifactLocation"]["uri"]
    path = unquote(urlparse(uri).path) if uri.startswith("file:") else uri
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines(keepends=True)
    edits = []
    for r in change["replacements"]:
        d = r["deletedRegion"]
        begin = offset(lines, d["startLine"], d["startColumn"])
        end = offset(lines, d["endLine"], d["endColumn"])
        edits.append((begin, end, r.get("insertedContent", {}).get("text", "")))
    edits.sort()
    out, pos = [], 0
    for begin, end, new in edits:
        if begin < pos or end < begin:
            sys.exit("overlapping or inverted replacements")
        out.append(text[pos:begin] + new)
        pos = end
    out.append(text[pos:])
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
