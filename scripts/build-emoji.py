#!/usr/bin/env python3
"""Rebuilds Fonts/Emoji: Noto Color Emoji's pictures (SIL OFL 1.1) as one atlas Cellshot
draws colour emoji from.

    sudo apt-get install fonts-noto-color-emoji && pip install fonttools pillow
    python3 scripts/build-emoji.py [path/to/NotoColorEmoji.ttf]

Every emoji of the font that is one code point (1,406: faces, people without skin tones,
animals, food, objects, symbols), then its sequences without skin tones: flags (pairs of
regional indicators), keycaps and ZWJ sequences (👩‍🎨, families), 763 more, are taken from
the font's 136 x 128 colour bitmaps (CBDT; sequences through its GSUB ligatures), shrunk to
68 x 64 (Lanczos), laid in a grid 32 cells wide, and the whole atlas quantised to 256 colours
with alpha (RGBA it would be five times larger; flat art loses nothing visible). The 3,120
sequences with skin tones (👍🏽, 👩🏾‍💻, couples of two tones) make a second atlas, alike.
Written:

  NotoColorEmoji.png    the atlas, an 8-bit palette PNG with transparency
  NotoColorEmoji.index  "cell 68 64 columns 32", then a cell a line: its code point, or a
                        sequence's code points separated by spaces (without U+FE0F), in hex
  NotoColorEmoji-tones.png, .index   the same for the sequences with skin tones
  OFL.txt               where it comes from and its licence

The same font and Pillow give the same bytes.
"""
import io
import os
import sys

from fontTools.ttLib import TTFont
from PIL import Image

OUT = "Fonts/Emoji"
CELL_W, CELL_H, COLUMNS = 68, 64, 32
DEFAULT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"


def emoji(font):
    """(code point, RGBA picture) for each one-code-point emoji with a bitmap, in order."""
    cmap = font.getBestCmap()
    strike = font["CBDT"].strikeData[0]
    out = []
    for cp, name in sorted(cmap.items()):
        # Below U+2000 only the two symbols emoji has there (© and ® are text in Inter).
        if cp < 0x2000 or 0xFE00 <= cp <= 0xFE0F or 0x1F1E6 <= cp <= 0x1F1FF:
            continue
        glyph = strike.get(name)
        if glyph is None:
            continue
        out.append((cp, Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")))
    return out


def sequences(font, toned=False):
    """(code points, RGBA picture) for the font's ligatures that are flags, keycaps or ZWJ
    sequences without a skin tone (`toned`: every sequence with one, a person and a tone or
    a ZWJ sequence of toned people), U+FE0F left out, in code point order."""
    reverse = {}
    for cp, name in font.getBestCmap().items():
        reverse.setdefault(name, cp)
    strike = font["CBDT"].strikeData[0]
    found = {}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            if lookup.LookupType == 7:
                table = table.ExtSubTable
            if getattr(table, "LookupType", lookup.LookupType) != 4:
                continue
            for first, ligatures in table.ligatures.items():
                for ligature in ligatures:
                    names = [first] + ligature.Component
                    cps = [reverse.get(n) for n in names]
                    if None in cps or any(0x1F3FB <= c <= 0x1F3FF for c in cps) != toned:
                        continue
                    flag = len(cps) == 2 and all(0x1F1E6 <= c <= 0x1F1FF for c in cps)
                    if not (toned or flag or 0x200D in cps or 0x20E3 in cps):
                        continue
                    key = tuple(c for c in cps if c != 0xFE0F)
                    glyph = strike.get(ligature.LigGlyph)
                    if glyph is not None and key not in found:
                        found[key] = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
    return sorted(found.items())


def write(pictures, name):
    """The atlas of `pictures` and its index, as Fonts/Emoji/`name`.png and .index."""
    rows = (len(pictures) + COLUMNS - 1) // COLUMNS
    atlas = Image.new("RGBA", (COLUMNS * CELL_W, rows * CELL_H), (0, 0, 0, 0))
    for i, (_, picture) in enumerate(pictures):
        small = picture.resize((CELL_W, CELL_H), Image.LANCZOS)
        atlas.paste(small, ((i % COLUMNS) * CELL_W, (i // COLUMNS) * CELL_H))
    quantised = atlas.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    os.makedirs(OUT, exist_ok=True)
    quantised.save(os.path.join(OUT, name + ".png"), optimize=True)
    with open(os.path.join(OUT, name + ".index"), "w") as f:
        f.write(f"cell {CELL_W} {CELL_H} columns {COLUMNS}\n")
        for cps, _ in pictures:
            f.write(" ".join(f"{cp:X}" for cp in cps) + "\n")
    print(f"{name}: {len(pictures)} emoji, atlas {atlas.size[0]}x{atlas.size[1]}")


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    font = TTFont(source)
    write([((cp,), picture) for cp, picture in emoji(font)] + sequences(font), "NotoColorEmoji")
    # Skin tones in an atlas of their own, with a palette of their own.
    write(sequences(font, toned=True), "NotoColorEmoji-tones")


if __name__ == "__main__":
    main()
