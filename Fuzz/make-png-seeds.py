#!/usr/bin/env python3
"""Writes the small PNG seeds in Fuzz/Corpus/png and the image pairs in Fuzz/Corpus/diff.

One tiny image per PNG colour type and bit depth, plus interlacing, transparency chunks and the
colour-space chunks libpng acts on, so libFuzzer starts from every decoder path instead of
discovering the signature and chunk layout itself. Run from the package root; the output is
deterministic (the files are checked in, this script says how they were made).
"""
import os
import struct
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


# Adam7 passes: (x start, y start, x step, y step).
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, depth, colour, rows, extra=(), interlace=0, pixel_bytes=4):
    """rows: raw scanline bytes (without filter bytes); extra: (kind, data) chunks before IDAT.
    Interlaced images take whole-byte pixels of `pixel_bytes` each."""
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    if interlace:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            for y in range(y0, height, dy):
                pixels = [rows[y][x * pixel_bytes:(x + 1) * pixel_bytes] for x in range(x0, width, dx)]
                if pixels:
                    raw += b"\x00" + b"".join(pixels)
    else:
        raw = b"".join(b"\x00" + row for row in rows)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    for kind, data in extra:
        out += chunk(kind, data)
    return out + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def rgba_rows(w, h, pixel):
    return [b"".join(bytes(pixel(x, y)) for x in range(w)) for y in range(h)]


def gradient(x, y):
    return (x * 60 % 256, y * 60 % 256, (x + y) * 30 % 256, 255 if (x + y) % 3 else 128)


SEEDS = {
    "rgba8": png(4, 4, 8, 6, rgba_rows(4, 4, gradient)),
    "rgba8-interlaced": png(9, 9, 8, 6, rgba_rows(9, 9, gradient), interlace=1),
    "rgba16": png(3, 3, 16, 6, [b"".join(struct.pack(">HHHH", *(c * 257 for c in gradient(x, y))) for x in range(3)) for y in range(3)]),
    "rgb8-gama": png(3, 2, 8, 2, [bytes([10, 200, 30] * 3)] * 2, extra=[(b"gAMA", struct.pack(">I", 45455))]),
    "rgb8-srgb-trns": png(3, 2, 8, 2, [bytes([10, 200, 30, 1, 2, 3, 9, 9, 9])] * 2,
                          extra=[(b"sRGB", b"\x00"), (b"tRNS", struct.pack(">HHH", 1, 2, 3))]),
    "gray1": png(8, 2, 1, 0, [b"\xa5", b"\x5a"]),
    "gray16": png(2, 2, 16, 0, [struct.pack(">HH", 0, 65535), struct.pack(">HH", 257, 30000)]),
    "gray-alpha8": png(2, 2, 8, 4, [b"\x10\xff\x80\x00", b"\xff\x80\x00\x00"]),
    "palette4-trns": png(4, 2, 4, 3, [b"\x01\x23", b"\x32\x10"],
                         extra=[(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])), (b"tRNS", b"\xff\x80\x00")]),
    "rgba8-chrm": png(1, 1, 8, 6, [b"\x01\x02\x03\x04"],
                          extra=[(b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))]),
}


def main():
    for name, data in SEEDS.items():
        with open(os.path.join("Fuzz/Corpus/png", name + ".png"), "wb") as f:
            f.write(data)
    # diff seeds: 2-byte little-endian length of the first PNG, one options byte, then both PNGs.
    pairs = {
        "same-exact": (SEEDS["rgba8"], SEEDS["rgba8"], 0x00),
        "moved-aa-threshold": (SEEDS["rgba8"], png(4, 4, 8, 6, rgba_rows(4, 4, lambda x, y: gradient(x + 1, y))), 0x13),
        "size-mismatch-budget": (SEEDS["rgba8"], SEEDS["rgba16"], 0x25),
        "palette-vs-rgb": (SEEDS["palette4-trns"], SEEDS["rgba8"], 0x1F),
    }
    for name, (a, b, flags) in pairs.items():
        with open(os.path.join("Fuzz/Corpus/diff", name + ".bin"), "wb") as f:
            f.write(struct.pack("<H", len(a)) + bytes([flags]) + a + b)


if __name__ == "__main__":
    main()
