#!/usr/bin/env python3
"""Print a diagnosis of the current Python environment."""
import importlib.util
import json
import os
import pathlib
import shutil
import subprocess
import sys
import sysconfig


def section(title):
    print(f"\n== {title}")


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, (p.stdout + p.stderr).strip()


section("Interpreter")
print("executable :", sys.executable)
print("version    :", sys.version.split()[0])
print("prefix     :", sys.prefix)
print("in venv    :", sys.prefix != sys.base_prefix)
print("python3 on PATH:", shutil.which("python3"))
if shutil.which("python3") and pathlib.Path(shutil.which("python3")).resolve() != pathlib.Path(sys.executable).resolve():
    print("  ! PATH python3 differs from the running interpreter")

section("Package managers")
conda = os.environ.get("CONDA_PREFIX")
print("conda env  :", conda or "-")
site = pathlib.Path(sysconfig.get_paths()["purelib"])
if conda and any(site.glob("*.dist-info/INSTALLER")):
    pip_installed = [p.parent.name for p in site.glob("*.dist-info/INSTALLER") if p.read_text().strip() == "pip"]
    print(f"  ! {len(pip_installed)} packages installed by pip inside conda env")

section("pip check")
code, out = run([sys.executable, "-m", "pip", "check"])
print(out or "no broken requirements")

section("Compiled extensions")
bad = []
for dist in site.glob("*.dist-info"):
    for so in (site / dist.name.split("-")[0]).rglob("*.so") if (site / dist.name.split("-")[0]).exists() else []:
        tag = sysconfig.get_config_var("SOABI") or ""
        if "cpython" in so.name and tag and tag not in so.name:
            bad.append(str(so))
print("\n".join(bad[:20]) or "all extension modules match this interpreter")

if importlib.util.find_spec("envdoctor_checks"):
    section("Plugin checks")
    import envdoctor_checks  # noqa: E402
    print(json.dumps(envdoctor_checks.run_all(), indent=2))
