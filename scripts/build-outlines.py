#!/usr/bin/env python3
"""Rebuilds the outline fonts Cellshot draws anti-aliased at any size (SIL OFL 1.1 each):
Fonts/CJK/*.outlines from Noto Sans CJK for the Chinese, Japanese and Korean characters text
uses, Fonts/Arabic/*.outlines from Noto Sans Arabic (the Arabic block and its joined
presentation forms) and Fonts/Hebrew/*.outlines from Noto Sans Hebrew.

    sudo apt-get install fonts-noto-cjk fonts-noto-core && pip install fonttools
    python3 scripts/build-outlines.py

Which characters: every Han character of GB 2312 (Simplified Chinese), of Big5's frequent
level (Traditional Chinese) and of JIS X 0208's first level (Japanese), the 2,350 Hangul syllables of KS X 1001
(Korean), kana, CJK punctuation and symbols, full-width forms, and any such character the
repository's sources use. Glyph shapes are the Simplified Chinese face's (PingFang SC's
counterpart). Japanese and Traditional Chinese text take their own forms where they differ
(Hiragino's and PingFang TC's counterparts): Fonts/CJK/NotoSansCJKjp-*.outlines and
NotoSansCJKtc-*.outlines hold only the characters of JIS X 0208's first level with kana, and of
Big5's frequent level, whose glyph in the Japanese or Traditional face is not the Simplified
face's (1,773 and 2,576); the rest of a text falls through to the Simplified file.

The file (little-endian), one per weight:
    "CSCJK1\\0\\0", u16 units per em, i16 ascender, i16 descender, u16 0, u32 count,
    count x (u32 code point, u32 offset of its outline in the data, u16 advance, u16 0),
    then the outlines. An outline is a run of commands, each a byte (0 move, 1 line, 2 cubic,
    3 close, 4 end) and its points (1, 1, 3, 0, 0), each point x then y as the difference from
    the point before (zigzag LEB128, font units, y up). Characters with the same glyph share an
    outline. Running it twice gives the same bytes.
"""
import math
import os
import re
import struct
import sys

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CJK = {"Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
       "Bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"}
FACE = "Noto Sans CJK SC"
NOTO = "/usr/share/fonts/truetype/noto/"


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


def build(font, chars, out, metrics_of=None, line=None):
    """Writes the outlines of `chars` in `font` to `out`. The em box's ascender and descender
    are the font's typographic ones, or the bounds of the glyphs of `metrics_of`, or `line`
    (ascender, descender in font units) when given."""
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
    ascender, descender = os2.sTypoAscender, os2.sTypoDescender
    if metrics_of:
        bounds = [glyphs[cmap[c]] for c in metrics_of if c in cmap]
        pens = []
        for glyph in bounds:
            pen = BoundsPen(glyphs)
            glyph.draw(pen)
            if pen.bounds:
                pens.append(pen.bounds)
        ascender = int(math.ceil(max(b[3] for b in pens)))
        descender = int(math.floor(min(b[1] for b in pens)))
    if line:
        ascender, descender = line
    head = b"CSCJK1\0\0" + struct.pack("<HhhHI", font["head"].unitsPerEm, ascender,
                                       descender, 0, len(table))
    body = b"".join(struct.pack("<IIHH", c, o, a, 0) for c, o, a in table)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "wb") as f:
        f.write(head + body + bytes(data))
    print("%s: %d characters, %d outlines, %d bytes" % (out, len(table), len(shared),
                                                        len(head) + len(body) + len(data)))


def need(path, package):
    if not os.path.exists(path):
        sys.exit("%s is missing: sudo apt-get install %s" % (path, package))
    return path


def regional(own, face, simplified):
    """The characters of `own`, CJK punctuation and full-width forms whose glyph in `face`
    differs from the Simplified face's."""
    chars = set(own) | set(range(0x3000, 0x3040)) | set(range(0xFF01, 0xFF61))
    mine, theirs = face.getBestCmap(), simplified.getBestCmap()
    return sorted(c for c in chars if c in mine and c in theirs and mine[c] != theirs[c])


def main():
    chars = characters()
    japanese = decodable("euc_jp", range(0xB0, 0xD0)) | set(range(0x3040, 0x3100))
    for weight, path in CJK.items():
        collection = TTCollection(need(path, "fonts-noto-cjk"))
        suffix = "" if weight == "Regular" else " " + weight

        def face(region):
            name = "Noto Sans CJK %s%s" % (region, suffix)
            return next(f for f in collection.fonts if f["name"].getDebugName(4) == name)

        simplified = face("SC")
        build(simplified, chars,
              os.path.join(ROOT, "Fonts", "CJK", "NotoSansCJKsc-%s.outlines" % weight))
        for region, own in (("JP", japanese), ("TC", big5_frequent())):
            font = face(region)
            build(font, regional(own, font, simplified),
                  os.path.join(ROOT, "Fonts", "CJK",
                               "NotoSansCJK%s-%s.outlines" % (region.lower(), weight)))
    # Arabic: the block (letters, marks, Arabic-Indic digits, punctuation) and the joined
    # forms the shaper picks. Hebrew: its block and presentation forms. The em box of both from
    # the letters' own bounds, not the fonts' typographic metrics, which make room for stacked
    # marks.
    arabic = list(range(0x0600, 0x0700)) + list(range(0xFE70, 0xFF00))
    letters = list(range(0x0621, 0x064B)) + list(range(0xFE80, 0xFEFD))
    hebrew = list(range(0x0590, 0x0600)) + list(range(0xFB1D, 0xFB50))
    for weight in ("Regular", "Bold"):
        for face, chars_of, metrics in (("Arabic", arabic, letters),
                                         ("Hebrew", hebrew, list(range(0x05D0, 0x05EB)))):
            path = need(NOTO + "NotoSans%s-%s.ttf" % (face, weight), "fonts-noto-core")
            build(TTFont(path), chars_of,
                  os.path.join(ROOT, "Fonts", face, "NotoSans%s-%s.outlines" % (face, weight)),
                  metrics)


if __name__ == "__main__":
    main()
