#!/usr/bin/env python3
"""Build deterministic tiny binary fixtures and store them as base64 JSON."""
import argparse, base64, hashlib, io, json, struct, zipfile, zlib


def png_1x1(rgb=(255, 0, 0)):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    raw = b"\x00" + bytes(rgb)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


GIF_1X1 = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")


def pdf_minimal():
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"]
    out = io.BytesIO(); out.write(b"%PDF-1.4\n"); offs = []
    for i, o in enumerate(objs, 1):
        offs.append(out.tell()); out.write(b"%d 0 obj\n" % i + o + b"\nendobj\n")
    x = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for o in offs:
        out.write(b"%010d 00000 n \n" % o)
    out.write(b"trailer << /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, x))
    return out.getvalue()


def zip_one():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        info = zipfile.ZipInfo("hello.txt", date_time=(2020, 1, 1, 0, 0, 0))
        z.writestr(info, "hello\n")
    return buf.getvalue()


FIXTURES = {
    "png_1x1_red": ("image/png", png_1x1()),
    "gif_1x1_transparent": ("image/gif", GIF_1X1),
    "pdf_minimal": ("application/pdf", pdf_minimal()),
    "zip_one_file": ("application/zip", zip_one()),
    "utf8_bom_csv": ("text/csv", "\ufeffid,name\n1,Zoë\n".encode()),
}

ap = argparse.ArgumentParser()
ap.add_argument("--out", default="tests/fixtures/binary_fixtures.json")
a = ap.parse_args()
data = {k: {"mime": m, "sha256": hashlib.sha256(b).hexdigest(), "b64": base64.b64encode(b).decode()} for k, (m, b) in FIXTURES.items()}
with open(a.out, "w") as f:
    json.dump(data, f, indent=2)
    f.write("\n")
print(f"wrote {len(data)} fixtures to {a.out}")
