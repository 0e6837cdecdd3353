"""envboot command line interface."""
import pathlib
import subprocess
import sys

import click

PYPROJECT = """[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "{name}"
version = "0.1.0"
requires-python = ">={python}"
license = {{text = "{license}"}}

[tool.ruff]
line-length = 100

[tool.pytest.ini_options]
addopts = "-q --strict-markers"
testpaths = ["tests"]
"""


@click.group()
@click.version_option()
def main():
    """Bootstrap Python projects."""


@main.command()
@click.argument("name")
@click.option("--python", default="3.12")
@click.option("--license", "license_", default="MIT")
@click.option("--no-venv", is_flag=True)
def new(name, python, license_, no_venv):
    root = pathlib.Path(name)
    (root / "src" / name).mkdir(parents=True, exist_ok=True)
    (root / "tests").mkdir(exist_ok=True)
    (root / "src" / name / "__init__.py").touch()
    (root / "tests" / "test_smoke.py").write_text(f"import {name}\n\ndef test_import():\n    assert {name}\n")
    (root / "pyproject.toml").write_text(PYPROJECT.format(name=name, python=python, license=license_))
    (root / ".python-version").write_text(python + "\n")
    if not no_venv:
        subprocess.run([sys.executable, "-m", "venv", str(root / ".venv")], check=True)
    click.echo(f"created {root}")


@main.command()
def doctor():
    ok = pathlib.Path(".venv").exists()
    click.echo(f"venv: {'ok' if ok else 'missing'}")
