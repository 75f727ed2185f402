#!/usr/bin/env python3
"""Rebuilds Fonts/Inter/Inter-<Cut>.outlines: Inter's outlines (SIL OFL 1.1) for the characters
its strikes draw, so that text larger than the largest strike (102 pixels) is drawn from the
outlines at its own size, not a strike magnified.

    sudo apt-get install fonts-inter && pip install fonttools==4.68.0
    python3 scripts/build-inter-outlines.py

The format is build-outlines.py's ("CSCJK1"). The characters are those of the 17-pixel
strike of each cut. The ascender and descender written are iOS's system font's (SF Pro's 1950
and 494 per 2048) over 0.91, in Inter's units: the strikes draw Inter's em at 91 % of their
size with SF's line, and an outline drawn with its em at 91 % of the size gets the same line.
Running it twice gives the same bytes.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib
outlines = importlib.import_module("build-outlines")

from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = "/usr/share/fonts/opentype/inter"
CUTS = [("Regular", "Inter-Regular.otf"), ("SemiBold", "Inter-SemiBold.otf"),
        ("Bold", "Inter-Bold.otf"), ("Italic", "Inter-Italic.otf")]
EM = 0.91


def strike_characters(cut):
    with open(os.path.join(ROOT, "Fonts", "Inter", "Inter-%s-17.bdf" % cut)) as f:
        return sorted(int(m) for m in re.findall(r"^ENCODING (\d+)$", f.read(), re.M))


def main():
    for cut, file in CUTS:
        font = TTFont(outlines.need(os.path.join(SOURCE, file), "fonts-inter"))
        units = font["head"].unitsPerEm
        ascender = round(1950 / 2048 / EM * units)
        descender = -round(494 / 2048 / EM * units)
        out = os.path.join(ROOT, "Fonts", "Inter", "Inter-%s.outlines" % cut)
        outlines.build(font, strike_characters(cut), out, line=(ascender, descender))


if __name__ == "__main__":
    main()
