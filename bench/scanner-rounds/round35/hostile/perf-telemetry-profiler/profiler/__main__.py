import argparse, cProfile, runpy, subprocess, sys
from . import telemetry

def main():
    ap = argparse.ArgumentParser(prog="profiler")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run"); r.add_argument("argv", nargs=argparse.REMAINDER)
    a = sub.add_parser("attach"); a.add_argument("--pid", required=True)
    rep = sub.add_parser("report"); rep.add_argument("path")
    args = ap.parse_args()
    if args.cmd == "run":
        argv = [x for x in args.argv if x != "--"]
        sys.argv = argv[1:]
        cProfile.run(f"runpy.run_path({argv[-1]!r}, run_name='__main__')", "profile.out")
        telemetry.upload("profile.out")
    elif args.cmd == "attach":
        subprocess.run(["py-spy", "record", "--pid", args.pid, "-o", "flame.svg"], check=True)
    else:
        for row in telemetry.summarise(args.path):
            print(f"{row['cumtime']:10.3f}s {row['ncalls']:8d}  {row['func']}")

main()
