#!/usr/bin/env python3
"""Checks a composite GitHub Action's action.yml, and runs one of its `run:` steps locally.

    check-action.py ACTION.yml
        Validates the file against action-metadata.schema.json (next to this script), then checks
        what the schema cannot: every `inputs.X` an expression names is declared, every
        `steps.X` names a step with that id before it, step ids are unique. Exit 0 valid, 1 not
        (the problems on stderr), 2 usage or unreadable file.

    check-action.py ACTION.yml --run STEP_ID [--input NAME=VALUE]... [--step-output ID.NAME=VALUE]...
                    [--github-output FILE] [--action-path DIR]
        Runs the step's script as GitHub runs a `shell: bash` step (bash --noprofile --norc -eo
        pipefail FILE) in the current directory, or the step's working-directory below it, with
        the step's `env:` whose `${{ inputs.X }}` and `${{ steps.ID.outputs.NAME }}` are replaced
        by the values given (inputs default to the file's defaults). GITHUB_OUTPUT is FILE.
        Exits with the script's exit code. Other expressions are refused (exit 2).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema
import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
INPUT_REFERENCE = re.compile(r"\binputs\.([A-Za-z0-9_-]+)")
STEP_REFERENCE = re.compile(r"\bsteps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)")


def fail_usage(message):
    print("check-action.py: " + message, file=sys.stderr)
    sys.exit(2)


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            # BaseLoader keeps every scalar a string, as GitHub reads `default: 'false'` and `on`.
            return yaml.load(handle, Loader=yaml.BaseLoader)
    except (OSError, yaml.YAMLError) as error:
        fail_usage(f"{path}: {error}")


def typed(document):
    """The document with `required` read as booleans, as GitHub does; BaseLoader leaves strings."""
    for value in (document.get("inputs") or {}).values():
        if isinstance(value, dict) and value.get("required") in ("true", "false"):
            value["required"] = value["required"] == "true"
    for step in (document.get("runs") or {}).get("steps") or []:
        if isinstance(step, dict) and step.get("continue-on-error") in ("true", "false"):
            step["continue-on-error"] = step["continue-on-error"] == "true"
    return document


def expressions(value):
    """Every expression in a value, with `if:` conditions (written without ${{ }}) as they are."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "if" and isinstance(item, str) and "${{" not in item:
                yield item
            else:
                yield from expressions(item)
    elif isinstance(value, list):
        for item in value:
            yield from expressions(item)
    elif isinstance(value, str):
        yield from EXPRESSION.findall(value)


def problems(document):
    schema_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "action-metadata.schema.json")
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    found = []
    for error in sorted(jsonschema.Draft7Validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path)):
        location = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
        found.append(f"{location}: {error.message}")
    if found:
        return found
    declared = set((document.get("inputs") or {}).keys())
    seen_ids = set()
    for index, step in enumerate(document["runs"]["steps"]):
        where = f"$.runs.steps[{index}]"
        for expression in expressions(step):
            for name in INPUT_REFERENCE.findall(expression):
                if name not in declared:
                    found.append(f"{where}: inputs.{name} is not a declared input")
            for step_id, _ in STEP_REFERENCE.findall(expression):
                if step_id not in seen_ids:
                    found.append(f"{where}: steps.{step_id} is not the id of an earlier step")
        if "id" in step:
            if step["id"] in seen_ids:
                found.append(f"{where}: the id {step['id']} is used twice")
            seen_ids.add(step["id"])
    for name, output in (document.get("outputs") or {}).items():
        for expression in expressions(output):
            for step_id, _ in STEP_REFERENCE.findall(expression):
                if step_id not in seen_ids:
                    found.append(f"$.outputs.{name}: steps.{step_id} is not the id of a step")
    return found


def substitute(text, inputs, step_outputs):
    def replace(match):
        expression = match.group(1)
        if m := re.fullmatch(r"inputs\.([A-Za-z0-9_-]+)", expression):
            return inputs.get(m.group(1), "")
        if m := re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", expression):
            return step_outputs.get(f"{m.group(1)}.{m.group(2)}", "")
        fail_usage(f"cannot evaluate the expression ${{{{ {expression} }}}}")
    return EXPRESSION.sub(replace, text)


def run_step(document, step_id, inputs, step_outputs, github_output, action_path):
    steps = [s for s in document["runs"]["steps"] if s.get("id") == step_id]
    if not steps:
        fail_usage(f"no step with id {step_id}")
    step = steps[0]
    if step.get("shell") != "bash":
        fail_usage(f"step {step_id} is not a bash step")
    values = {name: spec.get("default", "") for name, spec in (document.get("inputs") or {}).items()}
    values.update(inputs)
    environment = dict(os.environ)
    for name, value in (step.get("env") or {}).items():
        environment[name] = substitute(str(value), values, step_outputs)
    environment["GITHUB_OUTPUT"] = github_output
    if action_path:
        environment["GITHUB_ACTION_PATH"] = action_path
    directory = substitute(step.get("working-directory", "."), values, step_outputs)
    with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as script:
        script.write(step["run"])
    try:
        return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script.name],
                              cwd=directory, env=environment).returncode
    finally:
        os.unlink(script.name)


def pairs(values, flag):
    result = {}
    for value in values:
        if "=" not in value:
            fail_usage(f"{flag} takes NAME=VALUE, not {value!r}")
        name, _, rest = value.partition("=")
        result[name] = rest
    return result


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        fail_usage("usage: check-action.py ACTION.yml [--run STEP_ID [--input NAME=VALUE]... ...]")
    path, rest = arguments[0], arguments[1:]
    options = {"--run": [], "--input": [], "--step-output": [], "--github-output": [], "--action-path": []}
    while rest:
        flag = rest.pop(0)
        if flag not in options or not rest:
            fail_usage(f"unknown option or missing value: {flag}")
        options[flag].append(rest.pop(0))
    document = load(path)
    if not isinstance(document, dict):
        print(f"{path}: not a mapping", file=sys.stderr)
        return 1
    document = typed(document)
    found = problems(document)
    if found:
        for problem in found:
            print(f"{path}: {problem}", file=sys.stderr)
        return 1
    if not options["--run"]:
        return 0
    github_output = options["--github-output"][-1] if options["--github-output"] else os.devnull
    action_path = options["--action-path"][-1] if options["--action-path"] else None
    return run_step(document, options["--run"][-1], pairs(options["--input"], "--input"),
                    pairs(options["--step-output"], "--step-output"), github_output, action_path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
