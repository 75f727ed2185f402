#!/usr/bin/env python3
"""Rebuilds Fonts/Inter/: grey (anti-aliased) bitmap strikes of Inter, as BDF 2.3 greymap
fonts (4 bits per pixel), one file per weight and pixel size.

Inter (OFL-1.1) comes from Debian's fonts-inter; FreeType from the freetype-py wheel, pinned,
so that every run draws the same pixels:

    sudo apt-get install fonts-inter
    pip install freetype-py==2.5.1 fonttools==4.68.0   # FreeType 2.13.2 is in the wheel
    python3 scripts/build-inter.py

Inter's text cut is drawn at 91 % of the pixel size: its frequency-weighted average advance of
English text is 14 % wider than SF Pro's at the same size (971 against 853 units of 2048, by
capsize's weighting), 3.6 % at 91 %, where its x-height (0.496 of the pixel size) is within
3 % of SF Pro's (0.508) and its cap height (0.662) within 7 % (0.705). So words wrap where
they wrap on an iPhone. (Inter Display is as narrow as SF Pro at full size, but Debian's
4.0 beta 7 places its lowercase accents on the letters: ì, â, ầ are broken in it.)

Glyphs are drawn unhinted (outlines exactly as designed, placed at a whole-pixel pen
position), their 8-bit coverage quantised to 4 bits. Each glyph keeps FreeType's unrounded
advance as SWIDTH (thousandths of the pixel size), so text is laid out with fractional
advances; DWIDTH is that advance rounded, for other BDF readers.

FONT_ASCENT and FONT_DESCENT are not Inter's: they are the line metrics of iOS's system
font (SF Pro's ascender 1950 and descender 494 per 2048 units), with the line height rounded
up to a whole pixel, as iOS lays out a line.

Kerning: the pairs of Inter's `kern` feature (GPOS pair adjustments, read with fontTools)
between the characters drawn, one file per weight (Inter-<Weight>.kern), each line
`first second adjustment` with the code points in hex and the adjustment in thousandths of
the pixel size, as SWIDTH is: the same table serves every strike of the weight.
"""
import math
import os
import sys

import freetype

SOURCE = "/usr/share/fonts/opentype/inter"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fonts", "Inter")
FREETYPE = (2, 13, 2)

WEIGHTS = [("Regular", "Inter-Regular.otf"),
           ("SemiBold", "Inter-SemiBold.otf"),
           ("Bold", "Inter-Bold.otf"),
           # `.italic()` at regular weight (heavier italics draw upright, to keep the repository
           # small: each cut's strikes take 11 MB of text).
           ("Italic", "Inter-Italic.otf")]
# The em drawn, as a share of the strike's pixel size (see above).
EM = 0.91

# SwiftUI's text styles (largeTitle 34 ... caption2 11) and the tab bar's 10-point titles,
# at scales 1, 2 and 3: a strike for each pixel size, so nothing is magnified.
POINTS = [10, 11, 12, 13, 15, 16, 17, 20, 22, 28, 34]
SIZES = sorted({p * s for p in POINTS for s in (1, 2, 3)})

# SF Pro's vertical metrics (units per 2048), which iOS spaces lines by.
SF_ASCENDER, SF_DESCENDER, SF_UNITS = 1950, 494, 2048


def characters():
    ranges = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x1A0, 0x1A1), (0x1AF, 0x1B0),
              (0x1EA0, 0x1EF9), (0x2000, 0x200A), (0x2010, 0x2027), (0x202F, 0x202F),
              (0x2030, 0x2030), (0x2032, 0x2033), (0x2039, 0x203A), (0x203C, 0x203C),
              (0x2044, 0x2044), (0x20A9, 0x20A9), (0x20AB, 0x20AC), (0x20B9, 0x20B9),
              (0x20BD, 0x20BD), (0x2116, 0x2116), (0x2122, 0x2122), (0x2190, 0x2199),
              (0x21A9, 0x21AA), (0x2212, 0x2212), (0x221E, 0x221E), (0x2248, 0x2248),
              (0x2260, 0x2260), (0x2264, 0x2265), (0x2318, 0x2318), (0x2325, 0x2325),
              (0x25B2, 0x25B2), (0x25BC, 0x25BC), (0x25CB, 0x25CB), (0x25CF, 0x25CF),
              (0x2605, 0x2606), (0x2665, 0x2665), (0x2713, 0x2713), (0x2717, 0x2717)]
    out = []
    for lo, hi in ranges:
        out.extend(range(lo, hi + 1))
    return out


def line_metrics(px):
    ascent = math.ceil(px * SF_ASCENDER / SF_UNITS - 1e-9)
    height = math.ceil(px * (SF_ASCENDER + SF_DESCENDER) / SF_UNITS - 1e-9)
    return ascent, height - ascent


def strike(face, weight, px, codes):
    face.set_char_size(round(px * EM * 64), 0, 72, 72)
    glyphs = []
    for code in codes:
        index = face.get_char_index(code)
        if index == 0:
            continue
        face.load_glyph(index, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_RENDER)
        slot = face.glyph
        bitmap = slot.bitmap
        advance = slot.linearHoriAdvance / 65536.0  # unrounded, in pixels
        rows = []
        for y in range(bitmap.rows):
            row = bitmap.buffer[y * bitmap.pitch:y * bitmap.pitch + bitmap.width]
            levels = [(v * 15 + 127) // 255 for v in row]
            rows.append(levels)
        # Trim rows and columns with no ink left by the quantisation.
        left, top = slot.bitmap_left, slot.bitmap_top
        while rows and not any(rows[0]):
            rows.pop(0)
            top -= 1
        while rows and not any(rows[-1]):
            rows.pop()
        width = bitmap.width
        while rows and width > 0 and not any(r[0] for r in rows):
            rows = [r[1:] for r in rows]
            left += 1
            width -= 1
        while rows and width > 0 and not any(r[width - 1] for r in rows):
            rows = [r[:width - 1] for r in rows]
            width -= 1
        if not rows or width == 0:
            rows, width, left, top = [], 0, 0, 0
        glyphs.append((code, advance, width, len(rows), left, top - len(rows), rows))
    ascent, descent = line_metrics(px)
    x0 = min(g[4] for g in glyphs)
    y0 = min(g[5] for g in glyphs if g[3]) if any(g[3] for g in glyphs) else 0
    x1 = max(g[4] + g[2] for g in glyphs)
    y1 = max(g[5] + g[3] for g in glyphs)
    family = face.family_name.decode()
    lines = [
        "STARTFONT 2.3",
        "COMMENT Inter %s, %d pixels (its em %.2f of them): grey strike made by "
        "scripts/build-inter.py" % (weight, px, EM),
        "COMMENT from Debian fonts-inter (%s), FreeType %d.%d.%d, unhinted, 4-bit coverage" % (
            os.path.basename(face_path(weight)), *FREETYPE),
        "COMMENT Copyright 2016 The Inter Project Authors; SIL Open Font License 1.1",
        "FONT -rsms-Inter-%s-R-Normal--%d-%d-72-72-P-0-ISO10646-1" % (
            weight, px, px * 10),
        "SIZE %d 72 72 4" % px,
        "FONTBOUNDINGBOX %d %d %d %d" % (x1 - x0, y1 - y0, x0, y0),
        "STARTPROPERTIES 12",
        "FOUNDRY \"rsms\"",
        "FAMILY_NAME \"%s\"" % family,
        "WEIGHT_NAME \"%s\"" % weight,
        "PIXEL_SIZE %d" % px,
        "POINT_SIZE %d" % (px * 10),
        "RESOLUTION_X 72",
        "RESOLUTION_Y 72",
        "FONT_ASCENT %d" % ascent,
        "FONT_DESCENT %d" % descent,
        "BITS_PER_PIXEL 4",
        "COPYRIGHT \"Copyright 2016 The Inter Project Authors\"",
        "NOTICE \"SIL Open Font License 1.1; see OFL.txt\"",
        "ENDPROPERTIES",
        "CHARS %d" % len(glyphs),
    ]
    for code, advance, width, height, x, y, rows in glyphs:
        lines.append("STARTCHAR U+%04X" % code)
        lines.append("ENCODING %d" % code)
        lines.append("SWIDTH %d 0" % round(advance * 1000 / px))
        lines.append("DWIDTH %d 0" % round(advance))
        lines.append("BBX %d %d %d %d" % (width, height, x, y))
        lines.append("BITMAP")
        for r in rows:
            digits = "".join("%X" % v for v in r)
            if len(digits) % 2:
                digits += "0"
            lines.append(digits)
        lines.append("ENDCHAR")
    lines.append("ENDFONT")
    return "\n".join(lines) + "\n"


def kerning(weight, codes):
    """The nonzero kerning pairs among `codes`: (first, second, thousandths of the size)."""
    from fontTools.ttLib import TTFont
    font = TTFont(face_path(weight))
    units = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    gpos = font["GPOS"].table
    lookups = []
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.extend(record.Feature.LookupListIndex)
    subtables = []
    for index in sorted(set(lookups)):
        lookup = gpos.LookupList.Lookup[index]
        if lookup.LookupType != 2:
            continue
        for table in lookup.SubTable:
            if table.Format == 1:
                pairs = {}
                for i, glyph in enumerate(table.Coverage.glyphs):
                    pairs[glyph] = {r.SecondGlyph: (getattr(r.Value1, "XAdvance", 0) or 0)
                                    for r in table.PairSet[i].PairValueRecord}
                subtables.append((1, pairs))
            else:
                subtables.append((2, (set(table.Coverage.glyphs), table.ClassDef1.classDefs,
                                      table.ClassDef2.classDefs, table.Class1Record)))

    def adjustment(a, b):
        # The first subtable that covers the pair decides, as OpenType applies them.
        for kind, data in subtables:
            if kind == 1:
                if a in data and b in data[a]:
                    return data[a][b]
            else:
                covered, first, second, records = data
                if a in covered:
                    value = records[first.get(a, 0)].Class2Record[second.get(b, 0)].Value1
                    return (getattr(value, "XAdvance", 0) or 0) if value else 0
        return 0

    glyphs = [(c, cmap[c]) for c in codes if c in cmap]
    out = []
    for ca, ga in glyphs:
        for cb, gb in glyphs:
            k = adjustment(ga, gb)
            if k:
                thousandths = round(k * EM * 1000 / units)
                if thousandths:
                    out.append((ca, cb, thousandths))
    return out


def face_path(weight):
    return os.path.join(SOURCE, dict(WEIGHTS)[weight])


def main():
    if tuple(freetype.version()) != FREETYPE and "--any-freetype" not in sys.argv:
        sys.exit("FreeType %s, not %s: pip install freetype-py==2.5.1 (or pass --any-freetype)"
                 % (freetype.version(), FREETYPE))
    os.makedirs(OUT, exist_ok=True)
    codes = characters()
    total = 0
    for weight, _ in WEIGHTS:
        pairs = kerning(weight, codes)
        with open(os.path.join(OUT, "Inter-%s.kern" % weight), "w") as f:
            f.write("# Inter %s kerning (GPOS kern feature) made by scripts/build-inter.py:\n"
                    "# first second adjustment, code points in hex, the adjustment in\n"
                    "# thousandths of the pixel size. %d pairs.\n" % (weight, len(pairs)))
            for a, b, k in pairs:
                f.write("%04X %04X %d\n" % (a, b, k))
        if "--kerning-only" in sys.argv:
            continue
        face = freetype.Face(face_path(weight))
        for px in SIZES:
            text = strike(face, weight, px, codes)
            path = os.path.join(OUT, "Inter-%s-%d.bdf" % (weight, px))
            with open(path, "w") as f:
                f.write(text)
            total += len(text)
    if "--kerning-only" not in sys.argv:
        print("%d strikes, %.1f MB" % (len(WEIGHTS) * len(SIZES), total / 1e6))


if __name__ == "__main__":
    main()
