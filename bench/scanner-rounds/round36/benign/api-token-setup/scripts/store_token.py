#!/usr/bin/env python3
"""Store or check an API token in the OS keychain. The token is never printed."""
import argparse
import getpass
import sys

try:
    import keyring
except ImportError:
    sys.exit("pip install keyring")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--service", required=True)
    ap.add_argument("--user", default=getpass.getuser())
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    if a.check:
        tok = keyring.get_password(a.service, a.user)
        print(f"token present, ends in …{tok[-4:]}" if tok else "no token stored")
        return

    tok = getpass.getpass(f"Paste token for {a.service} (input hidden): ").strip()
    if not tok:
        sys.exit("empty token, nothing stored")
    keyring.set_password(a.service, a.user, tok)
    print("stored in OS keychain")


if __name__ == "__main__":
    main()
