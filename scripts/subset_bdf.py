#!/usr/bin/env python3
"""Copies a BDF font keeping only the glyphs Vietnamese text needs beyond Terminus: the Latin
Extended Additional block, the horn letters and combining marks. Deterministic: glyph order and
bytes follow the input."""
import sys

KEEP = [(0x0300, 0x036F), (0x01A0, 0x01B0), (0x0102, 0x0103), (0x0110, 0x0111), (0x0128, 0x0129),
        (0x0168, 0x0169), (0x1E00, 0x1EFF)]


def wanted(code):
    return any(lo <= code <= hi for lo, hi in KEEP)


def main(src, dst):
    lines = open(src, encoding="latin-1").read().split("\n")
    header, glyphs, trailer = [], [], []
    i = 0
    while not lines[i].startswith("STARTCHAR"):
        header.append(lines[i])
        i += 1
    while i < len(lines) and not lines[i].startswith("ENDFONT"):
        if not lines[i].startswith("STARTCHAR"):  # pcf2bdf leaves blank lines between glyphs
            i += 1
            continue
        start = i
        while not lines[i].startswith("ENDCHAR"):
            i += 1
        block = lines[start:i + 1]
        i += 1
        code = next(int(l.split()[1]) for l in block if l.startswith("ENCODING"))
        if wanted(code):
            glyphs.append(block)
    trailer = lines[i:]
    header = [f"CHARS {len(glyphs)}" if l.startswith("CHARS ") else l for l in header]
    with open(dst, "w", encoding="latin-1", newline="\n") as out:
        out.write("\n".join(header + [l for g in glyphs for l in g] + trailer))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
