import argparse

def main(argv=None):
    p = argparse.ArgumentParser(prog="mycli")
    p.add_argument("--name", default="world")
    a = p.parse_args(argv)
    print(f"hello {a.name}")
