#!/usr/bin/env python3
"""Makes the app-font test fixtures (Tests/Fixtures/fonts/): DejaVu Serif and DejaVu Serif Bold
from Debian's fonts-dejavu-core, cut to printable ASCII with their hinting dropped, so that the
repository grows by a few tens of kilobytes. Needs fontTools (pip install fonttools).

    python3 scripts/subset-test-fonts.py
"""
import os
from fontTools import subset

SOURCE = "/usr/share/fonts/truetype/dejavu"
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "fonts")

for name in ["DejaVuSerif", "DejaVuSerif-Bold"]:
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["kern"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    options.notdef_outline = True
    font = subset.load_font(os.path.join(SOURCE, name + ".ttf"), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    subset.save_font(font, os.path.join(OUT, name + "-ASCII.ttf"), options)
