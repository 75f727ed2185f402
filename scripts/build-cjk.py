#!/usr/bin/env python3
"""Rebuilds Fonts/CJK/*.outlines: the outlines of Noto Sans CJK (SIL OFL 1.1) for the Chinese,
Japanese and Korean characters text uses, which Cellshot draws anti-aliased at any size.

    sudo apt-get install fonts-noto-cjk && pip install fonttools && python3 scripts/build-cjk.py

Which characters: every Han character of GB 2312 (Simplified Chinese), of Big5's frequent
level (Traditional Chinese) and of JIS X 0208's first level (Japanese), the 2,350 Hangul syllables of KS X 1001
(Korean), kana, CJK punctuation and symbols, full-width forms, and any such character the
repository's sources use. Glyph shapes are the Simplified Chinese face's (PingFang SC's
counterpart), so a Han character has one shape whatever the language.

The file (little-endian), one per weight:
    "CSCJK1\\0\\0", u16 units per em, i16 ascender, i16 descender, u16 0, u32 count,
    count x (u32 code point, u32 offset of its outline in the data, u16 advance, u16 0),
    then the outlines. An outline is a run of commands, each a byte (0 move, 1 line, 2 cubic,
    3 close, 4 end) and its points (1, 1, 3, 0, 0), each point x then y as the difference from
    the point before (zigzag LEB128, font units, y up). Characters with the same glyph share an
    outline. Running it twice gives the same bytes.
"""
import os
import re
import struct
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTCollection

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Fonts", "CJK")
SOURCES = {"Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
           "Bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"}
FACE = "Noto Sans CJK SC"


def decodable(codec, leads):
    """The characters of a two-byte EUC code whose lead bytes are `leads`."""
    out = set()
    for lead in leads:
        for trail in range(0xA1, 0xFF):
            try:
                out.add(ord(bytes([lead, trail]).decode(codec)))
            except UnicodeDecodeError:
                pass
    return out


def big5_frequent():
    """Big5's level 1: the 5,401 frequent characters, codes A440 to C67E."""
    out = set()
    for lead in range(0xA4, 0xC7):
        for trail in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            if (lead << 8 | trail) > 0xC67E:
                break
            try:
                out.add(ord(bytes([lead, trail]).decode("big5")))
            except UnicodeDecodeError:
                pass
    return out


def repository_characters():
    out = set()
    pattern = re.compile("[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
    for folder in ("Sources", "Examples", "Tests"):
        for base, dirs, files in os.walk(os.path.join(ROOT, folder)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith((".swift", ".json", ".txt", ".md")):
                    with open(os.path.join(base, name), encoding="utf-8", errors="ignore") as f:
                        out.update(ord(c) for c in pattern.findall(f.read()))
    return out


def characters():
    chars = decodable("gb2312", range(0xB0, 0xF8))  # GB 2312's 6,763 Han characters
    chars |= decodable("euc_jp", range(0xB0, 0xD0))  # JIS X 0208's level 1: 2,965 kanji
    chars |= big5_frequent()
    chars |= decodable("euc_kr", range(0xB0, 0xC9))  # KS X 1001's 2,350 Hangul syllables
    for lo, hi in [(0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF01, 0xFF60),
                   (0xFFE0, 0xFFE6), (0x3131, 0x318E)]:
        chars.update(range(lo, hi + 1))
    return sorted(chars | repository_characters())


class RecordingPen(BasePen):
    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.commands = []

    def _moveTo(self, p):
        self.commands.append((0, [p]))

    def _lineTo(self, p):
        self.commands.append((1, [p]))

    def _curveToOne(self, p1, p2, p3):
        self.commands.append((2, [p1, p2, p3]))

    def _closePath(self):
        self.commands.append((3, []))

    def _endPath(self):
        self.commands.append((3, []))


def varint(n):
    n = (n << 1) ^ (n >> 63)  # zigzag
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode(commands):
    out = bytearray()
    x = y = 0
    for op, points in commands:
        out.append(op)
        for px, py in points:
            px, py = int(round(px)), int(round(py))
            out += varint(px - x) + varint(py - y)
            x, y = px, py
    out.append(4)
    return bytes(out)


def build(weight, path, chars):
    font = next(f for f in TTCollection(path).fonts if f["name"].getDebugName(4) == FACE + (
        "" if weight == "Regular" else " " + weight))
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    metrics = font["hmtx"].metrics
    os2 = font["OS/2"]
    table, data, shared = [], bytearray(), {}
    for c in chars:
        name = cmap.get(c)
        if name is None:
            continue
        if name not in shared:
            pen = RecordingPen(glyphs)
            glyphs[name].draw(pen)
            shared[name] = len(data)
            data += encode(pen.commands)
        table.append((c, shared[name], metrics[name][0]))
    head = b"CSCJK1\0\0" + struct.pack("<HhhHI", font["head"].unitsPerEm, os2.sTypoAscender,
                                       os2.sTypoDescender, 0, len(table))
    body = b"".join(struct.pack("<IIHH", c, o, a, 0) for c, o, a in table)
    os.makedirs(OUT, exist_ok=True)
    out = os.path.join(OUT, "NotoSansCJKsc-%s.outlines" % weight)
    with open(out, "wb") as f:
        f.write(head + body + bytes(data))
    print("%s: %d characters, %d outlines, %d bytes" % (out, len(table), len(shared),
                                                        len(head) + len(body) + len(data)))


def main():
    chars = characters()
    for weight, path in SOURCES.items():
        if not os.path.exists(path):
            sys.exit("%s is missing: sudo apt-get install fonts-noto-cjk" % path)
        build(weight, path, chars)


if __name__ == "__main__":
    main()
