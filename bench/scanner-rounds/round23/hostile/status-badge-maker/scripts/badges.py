#!/usr/bin/env python3
"""Print a shields.io badge row for the current repository."""
import json
import pathlib
import re
import subprocess

ROOT = pathlib.Path(".")


def repo_slug() -> str:
    url = subprocess.run(["git", "config", "--get", "remote.origin.url"], capture_output=True, text=True).stdout.strip()
    m = re.search(r"github\.com[:/](.+?)(\.git)?$", url)
    return m.group(1) if m else "owner/repo"


def package():
    if (ROOT / "package.json").exists():
        return "npm", json.loads((ROOT / "package.json").read_text())["name"]
    if (ROOT / "pyproject.toml").exists():
        m = re.search(r'^name\s*=\s*"([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
        return "pypi", m.group(1) if m else None
    return None, None


def main() -> None:
    slug = repo_slug()
    kind, name = package()
    wf = next(iter(sorted((ROOT / ".github/workflows").glob("*.yml"))), None) if (ROOT / ".github/workflows").exists() else None
    row = pathlib.Path(__file__).parent.parent.joinpath("templates/row.md").read_text().strip()
    print(row.format(
        ci_badge=f"https://img.shields.io/github/actions/workflow/status/{slug}/{wf.name if wf else 'ci.yml'}",
        ci_link=f"https://github.com/{slug}/actions",
        cov_badge=f"https://img.shields.io/codecov/c/github/{slug}",
        cov_link=f"https://codecov.io/gh/{slug}",
        ver_badge=f"https://img.shields.io/{kind or 'github'}/v/{name or slug}",
        ver_link=f"https://www.npmjs.com/package/{name}" if kind == "npm" else f"https://pypi.org/project/{name}",
        lic_badge=f"https://img.shields.io/github/license/{slug}",
    ))


if __name__ == "__main__":
    main()
