#!/usr/bin/python3
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema.

Usage: validate-sarif.py SCHEMA FILE
Prints "valid SARIF 2.1.0: N results" and exits 0, or prints each schema
violation (its path in the document and the message) and exits 1.
"""
import json
import sys

import jsonschema


def main():
    schema_path, path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    for e in errors:
        where = "/".join(str(p) for p in e.path)
        print(f"{path}: /{where}: {e.message}")
    # What the schema cannot say: the rule a result names exists.
    run = log["runs"][0]
    rules = run["tool"]["driver"].get("rules", [])
    for i, r in enumerate(run.get("results", [])):
        idx = r.get("ruleIndex")
        if idx is not None and (idx >= len(rules) or rules[idx]["id"] != r["ruleId"]):
            print(f"{path}: /runs/0/results/{i}: ruleIndex {idx} is not rule '{r['ruleId']}'")
            errors.append(None)
    if errors:
        sys.exit(1)
    print(f"valid SARIF 2.1.0: {len(run.get('results', []))} results")


if __name__ == "__main__":
    main()
