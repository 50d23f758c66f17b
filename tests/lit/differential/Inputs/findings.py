#!/usr/bin/env python3
"""Prints the findings of a `check --json` report on stdin, one per line,
sorted: "KIND LINE:COL[ LINE:COL]" (the locations in ascending order), so
that a test can compare the findings of two engines whatever order they
were found in."""
import json
import sys

report = json.load(sys.stdin)
lines = set()
for e in report["errors"]:
    locs = sorted((l["line"], l["column"]) for l in e["locations"])
    lines.add(e["kind"] + " " + " ".join("%d:%d" % l for l in locs))
print(report["verdict"])
for line in sorted(lines):
    print(line)
