import argparse, string

def shift(text, n):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[n:] + lo[:n] + up[n:] + up[:n])
    return text.translate(table)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("--shift", type=int, default=13); ap.add_argument("text")
    a = ap.parse_args()
    print(shift(a.text, a.shift if a.mode == "encode" else (26 - a.shift) % 26))
