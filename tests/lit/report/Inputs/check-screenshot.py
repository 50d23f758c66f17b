#!/usr/bin/python3
"""Checks that a PNG screenshot is not blank.

Usage: check-screenshot.py FILE.png
Decodes the PNG with the standard library only (zlib; 8-bit RGB or RGBA,
non-interlaced, as Chromium writes them) and prints its size, the share of
pixels that are not the background (the most frequent colour) and the
number of distinct colours. Exits 1 when the image is (nearly) uniform:
fewer than 2% of the pixels differ from the background or fewer than 16
colours appear, which a page with text, a table and a drawn graph always
exceeds.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {colour})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    width, height, bpp, rows = decode(sys.argv[1])
    counts = {}
    for row in rows:
        for x in range(0, len(row), bpp):
            px = row[x:x + 3]
            counts[px] = counts.get(px, 0) + 1
    total = width * height
    background = max(counts.values())
    share = 100.0 * (total - background) / total
    print(f"{width}x{height}: {share:.1f}% of the pixels are not the "
          f"background, {len(counts)} colours")
    if share < 2.0 or len(counts) < 16:
        print("blank screenshot")
        sys.exit(1)
    print("not blank")


if __name__ == "__main__":
    main()
