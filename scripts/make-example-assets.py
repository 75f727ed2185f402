#!/usr/bin/env python3
"""Draws the example package's asset catalog (Examples/RecipesApp/.../Assets.xcassets): a brand
colour with light and dark values, and four dish pictures at 1x, 2x and 3x. The pictures are
drawn here, from circles and ellipses (no third-party image is used), and the same bytes come out
each run. Run from the repository root: python3 scripts/make-example-assets.py"""
import json
import math
import os
import struct
import zlib

ROOT = "Examples/RecipesApp/Sources/RecipesUI/Resources/Assets.xcassets"
INFO = {"author": "xcode", "version": 1}


def png(width, height, pixels):
    """An 8-bit RGBA PNG of `pixels` (rows of (r, g, b, a) tuples)."""
    raw = b"".join(b"\0" + bytes(c for p in row for c in p) for row in pixels)

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def coverage(distance):
    """How much of a pixel a shape covers whose edge is `distance` away (negative: inside)."""
    return max(0.0, min(1.0, 0.5 - distance))


def dish(size, table, plate, blobs):
    """A plate on a table seen from above, with food on it: blobs are (x, y, rx, ry, colour) in
    a 0..1 square."""
    pixels = []
    for y in range(size):
        row = []
        for x in range(size):
            u, v = (x + 0.5) / size, (y + 0.5) / size
            shade = 0.9 + 0.1 * math.sin(u * 9 + v * 4)
            colour = [c * shade for c in table]
            r = math.hypot(u - 0.5, v - 0.5) * size
            for radius, tint in ((0.44, (245, 244, 240)), (0.36, plate)):
                a = coverage(r - radius * size)
                colour = [c * (1 - a) + t * a for c, t in zip(colour, tint)]
            for bx, by, rx, ry, tint in blobs:
                d = math.hypot((u - bx) / rx, (v - by) / ry)
                a = coverage((d - 1) * min(rx, ry) * size)
                colour = [c * (1 - a) + t * a for c, t in zip(colour, tint)]
            row.append(tuple(int(round(min(255, max(0, c)))) for c in colour) + (255,))
        pixels.append(row)
    return png(size, size, pixels)


DISHES = {
    "Pancakes": ((196, 160, 120), (236, 232, 222),
                 [(0.5, 0.52, 0.26, 0.24, (214, 150, 62)), (0.5, 0.47, 0.23, 0.2, (232, 178, 86)),
                  (0.52, 0.44, 0.07, 0.05, (250, 236, 170)), (0.38, 0.36, 0.04, 0.04, (60, 70, 160)),
                  (0.62, 0.34, 0.04, 0.04, (70, 60, 150))]),
    "Pho": ((120, 82, 60), (250, 250, 248),
            [(0.5, 0.5, 0.3, 0.3, (196, 120, 60)), (0.42, 0.46, 0.1, 0.05, (240, 226, 200)),
             (0.58, 0.56, 0.1, 0.05, (240, 226, 200)), (0.56, 0.4, 0.06, 0.04, (150, 60, 50)),
             (0.4, 0.6, 0.05, 0.03, (90, 160, 70)), (0.62, 0.5, 0.04, 0.03, (90, 170, 80))]),
    "Tofu": ((70, 60, 56), (238, 236, 230),
             [(0.5, 0.5, 0.3, 0.28, (190, 50, 30)), (0.42, 0.46, 0.07, 0.07, (246, 238, 214)),
              (0.58, 0.5, 0.07, 0.07, (246, 238, 214)), (0.48, 0.6, 0.07, 0.07, (246, 238, 214)),
              (0.6, 0.38, 0.03, 0.02, (80, 150, 60))]),
    "Shakshuka": ((40, 44, 52), (60, 60, 64),
                  [(0.5, 0.5, 0.32, 0.32, (200, 60, 40)), (0.4, 0.44, 0.09, 0.08, (250, 250, 246)),
                   (0.4, 0.44, 0.035, 0.035, (250, 190, 40)), (0.6, 0.56, 0.09, 0.08, (250, 250, 246)),
                   (0.6, 0.56, 0.035, 0.035, (250, 190, 40)), (0.56, 0.36, 0.03, 0.02, (70, 140, 60))]),
}


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_json(path, value):
    write(path, (json.dumps(value, indent=2, sort_keys=True) + "\n").encode())


def main():
    write_json(ROOT + "/Contents.json", {"info": INFO})
    write_json(ROOT + "/Brand.colorset/Contents.json", {"info": INFO, "colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", "components": {
            "red": "0xE8", "green": "0x5D", "blue": "0x3A", "alpha": "1.000"}}},
        {"idiom": "universal",
         "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {
             "red": "1.000", "green": "0.478", "blue": "0.369", "alpha": "1.000"}}},
    ]})
    for name, (table, plate, blobs) in DISHES.items():
        images = []
        for scale in (1, 2, 3):
            file = f"{name.lower()}@{scale}x.png" if scale > 1 else f"{name.lower()}.png"
            write(f"{ROOT}/{name}.imageset/{file}", dish(84 * scale, table, plate, blobs))
            images.append({"idiom": "universal", "filename": file, "scale": f"{scale}x"})
        write_json(f"{ROOT}/{name}.imageset/Contents.json", {"info": INFO, "images": images})


main()
