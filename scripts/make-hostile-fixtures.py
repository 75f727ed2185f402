#!/usr/bin/env python3
"""Writes Tests/Fixtures/hostile/: small PNG and BDF files made to break readers.

Each file is tiny and deterministic (running this twice gives the same bytes). The tests in
HostileInputTests.swift say what each must do. Run from anywhere: python3 scripts/make-hostile-fixtures.py
"""
import os
import struct
import zlib

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "hostile")
png_dir = os.path.join(root, "png")
bdf_dir = os.path.join(root, "bdf")
os.makedirs(png_dir, exist_ok=True)
os.makedirs(bdf_dir, exist_ok=True)

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data, length=None):
    n = len(data) if length is None else length
    return struct.pack(">I", n) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def ihdr(width=1, height=1, depth=8, color=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 0))


def idat_grey(width, height, value=0x80):
    rows = b"".join(b"\x00" + bytes([value]) * width for _ in range(height))
    return chunk(b"IDAT", zlib.compress(rows, 9))


IEND = chunk(b"IEND", b"")


def write(folder, name, data):
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


# A 41-byte file: a 1x1 header, then an ancillary chunk that claims 2^31 - 1 bytes and ends.
for kind in [b"tEXt", b"zTXt", b"iTXt", b"pCAL", b"sCAL", b"sPLT", b"eXIf", b"iCCP"]:
    write(png_dir, "claims-2gb-%s.png" % kind.decode(), SIGNATURE + ihdr() + struct.pack(">I", 0x7FFFFFFF) + kind)

# A length over PNG's 2^31 - 1 limit.
write(png_dir, "length-over-2-31.png", SIGNATURE + ihdr() + struct.pack(">I", 0x80000000) + b"tEXt" + b"\x00" * 16)

# IDAT says a megabyte, the file holds 20 bytes of it.
write(png_dir, "idat-overruns-file.png", SIGNATURE + ihdr(4, 4) + struct.pack(">I", 1 << 20) + b"IDAT" + b"\x00" * 20)

# A valid 4x4 grey picture with a 3000-byte tEXt chunk (refused by a decoder capped at 1000).
write(png_dir, "text-3000-bytes.png",
      SIGNATURE + ihdr(4, 4) + chunk(b"tEXt", b"Comment\x00" + b"x" * 2992) + idat_grey(4, 4) + IEND)

# A valid 1x1 picture with a zTXt bomb: 64 MiB of zeros in 64 KB. Skipped unread.
bomb = zlib.compress(b"\x00" * (64 << 20), 9)
write(png_dir, "ztxt-bomb-64mib.png",
      SIGNATURE + ihdr() + chunk(b"zTXt", b"Comment\x00\x00" + bomb) + idat_grey(1, 1) + IEND)

# A valid 1x1 picture with 5,000 small tEXt chunks.
texts = b"".join(chunk(b"tEXt", b"k\x00%d" % i) for i in range(5000))
write(png_dir, "five-thousand-text-chunks.png", SIGNATURE + ihdr() + texts + idat_grey(1, 1) + IEND)

# A header of the largest size libpng allows (2^31 - 1 square), with no image data.
write(png_dir, "huge-header.png", SIGNATURE + ihdr(0x7FFFFFFF, 0x7FFFFFFF) + IEND)

# 16384 x 16384 grey (within the width and height limits, over the pixel limit), with a first
# IDAT so that libpng reads the whole header.
write(png_dir, "over-pixel-limit.png", SIGNATURE + ihdr(16384, 16384) + chunk(b"IDAT", zlib.compress(b"")) + IEND)

# BDF: a valid two-glyph font, then one line changed per file.
GOOD = """STARTFONT 2.1
FONT -hostile-test-medium-r-normal--8-80-75-75-c-60-iso10646-1
SIZE 8 75 75
FONTBOUNDINGBOX 6 8 0 -1
STARTPROPERTIES 4
FONT_ASCENT 7
FONT_DESCENT 1
PIXEL_SIZE 8
DEFAULT_CHAR 0
ENDPROPERTIES
CHARS 2
STARTCHAR zero
ENCODING 48
SWIDTH 750 0
DWIDTH 6 0
BBX 6 8 0 -1
BITMAP
00
78
84
84
84
84
78
00
ENDCHAR
STARTCHAR A
ENCODING 65
SWIDTH 750 0
DWIDTH 6 0
BBX 6 1 0 3
BITMAP
FC
ENDCHAR
ENDFONT
"""


def variant(name, old, new):
    assert old in GOOD, old
    write(bdf_dir, name, GOOD.replace(old, new, 1).encode())


write(bdf_dir, "valid.bdf", GOOD.encode())
variant("bbx-tab-huge.bdf", "BBX 6 1 0 3", "BBX 6\t1 1000000 1000000 0 0")
variant("bbx-huge.bdf", "BBX 6 1 0 3", "BBX 1000000 1000000 0 0")
variant("bbx-offset-huge.bdf", "BBX 6 1 0 3", "BBX 6 1 -999999999 3")
variant("bbx-number-overflow.bdf", "BBX 6 1 0 3", "BBX 6 1 0 99999999999999999999999")
variant("bbx-tab-separated.bdf", "BBX 6 1 0 3", "BBX\t6\t1\t0\t3")
variant("dwidth-huge.bdf", "DWIDTH 6 0\nBBX 6 1", "DWIDTH 200000 0\nBBX 6 1")
variant("dwidth-not-a-number.bdf", "DWIDTH 6 0\nBBX 6 1", "DWIDTH 6x 0\nBBX 6 1")
variant("font-ascent-huge.bdf", "FONT_ASCENT 7", "FONT_ASCENT 2000000000")
variant("font-descent-huge.bdf", "FONT_DESCENT 1", "FONT_DESCENT -2000000000")
variant("font-ascent-overflow.bdf", "FONT_ASCENT 7", "FONT_ASCENT 99999999999999999999999")
variant("pixel-size-huge.bdf", "PIXEL_SIZE 8", "PIXEL_SIZE 123456789")
variant("size-huge.bdf", "SIZE 8 75 75", "SIZE 9999999999 75 75")
variant("fontboundingbox-huge.bdf", "FONTBOUNDINGBOX 6 8 0 -1", "FONTBOUNDINGBOX 6 8 0 -99999999")
variant("encoding-overflow.bdf", "ENCODING 65", "ENCODING 18446744073709551617")
variant("chars-huge.bdf", "CHARS 2", "CHARS 999999999")  # only a warning: the count is not trusted
variant("row-very-long.bdf", "BITMAP\nFC\n", "BITMAP\n" + "F" * 20000 + "\n")  # extra digits ignored
# No "0" and no FONT_ASCENT: the replacement box comes from the bounding box, which is bounded.
write(bdf_dir, "no-digit-tall-box.bdf", GOOD.replace("ENCODING 48", "ENCODING 49")
      .replace("FONT_ASCENT 7\n", "").replace("STARTPROPERTIES 4", "STARTPROPERTIES 3")
      .replace("FONTBOUNDINGBOX 6 8 0 -1", "FONTBOUNDINGBOX 6 4000 0 -1").encode())
print("wrote", png_dir, "and", bdf_dir)
