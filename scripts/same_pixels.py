#!/usr/bin/env python3
"""Proves two folders of PNGs hold the same pixels, whatever their bytes.

Usage: scripts/same_pixels.py OLD NEW

Decodes every PNG under OLD and the file at the same relative path under NEW with its own
decoder (zlib and the five row filters; 8-bit RGBA or RGB, non-interlaced, as specsheet and
Cairo write), independent of specsheet's, and compares the pixels exactly: every channel of
every pixel, transparent ones included. Prints one line per file that differs and a summary;
exit 1 when any differs or is missing. Used to show a re-encoding changed no pixel.
"""

import os
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    out, previous = bytearray(), bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                row[i] = (row[i] + a) & 255
            elif kind == 2:
                row[i] = (row[i] + b) & 255
            elif kind == 3:
                row[i] = (row[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += row if bpp == 4 else b"".join(bytes(row[i : i + 3]) + b"\xff" for i in range(0, stride, 3))
        previous = row
    return width, height, bytes(out)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old, new = sys.argv[1:]
    checked, differing = 0, 0
    for folder, _, names in sorted(os.walk(old)):
        for name in sorted(n for n in names if n.endswith(".png")):
            relative = os.path.relpath(os.path.join(folder, name), old)
            other = os.path.join(new, relative)
            checked += 1
            if not os.path.exists(other):
                differing += 1
                print(f"{relative}: missing in {new}")
            elif pixels(os.path.join(old, relative)) != pixels(other):
                differing += 1
                print(f"{relative}: pixels differ")
    print(f"{checked} PNGs compared: {checked - differing} with the same pixels, {differing} differing")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
