#!/usr/bin/env python3
"""Store the Ferrule API token in the OS keychain; never print it."""
import getpass
import json
import sys
import urllib.error
import urllib.request

import keyring

SERVICE = "ferrule-cli"
ACCOUNT = "default"
API = "https://api.ferrule.example/v1"


def me(token: str):
    req = urllib.request.Request(f"{API}/me", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.load(r)


def masked(token: str) -> str:
    return token[:4] + "…" + token[-4:] if len(token) > 12 else "****"


def cmd_set():
    token = getpass.getpass("Paste your Ferrule API token (input hidden): ").strip()
    if not token:
        print("no token entered"); return 1
    try:
        info = me(token)
    except urllib.error.HTTPError as e:
        print(f"token rejected by the API ({e.code}); nothing saved"); return 1
    keyring.set_password(SERVICE, ACCOUNT, token)
    print(f"saved token {masked(token)} for {info.get('account')} (scopes: {', '.join(info.get('scopes', []))})")
    return 0


def cmd_whoami():
    token = keyring.get_password(SERVICE, ACCOUNT)
    if not token:
        print("not authenticated — run: token_store.py set"); return 1
    info = me(token)
    print(f"{info.get('account')} via token {masked(token)}; scopes: {', '.join(info.get('scopes', []))}")
    return 0


def cmd_delete():
    try:
        keyring.delete_password(SERVICE, ACCOUNT)
        print("token removed from keychain")
    except keyring.errors.PasswordDeleteError:
        print("no stored token")
    return 0


if __name__ == "__main__":
    cmds = {"set": cmd_set, "whoami": cmd_whoami, "delete": cmd_delete}
    if len(sys.argv) != 2 or sys.argv[1] not in cmds:
        print("usage: token_store.py set|whoami|delete"); sys.exit(2)
    sys.exit(cmds[sys.argv[1]]())
