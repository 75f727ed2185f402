#!/usr/bin/env python3
"""Makes the app-font test fixtures (Tests/Fixtures/fonts/): DejaVu Serif, DejaVu Serif Bold
and a copy of the first with a line gap,
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

# A face with a line gap (DejaVu has none): the regular cut with hhea's line gap set to 410
# units (0.2 em) and its own names, so that a test can see the gap below each line.
gap = subset.load_font(os.path.join(OUT, "DejaVuSerif-ASCII.ttf"), subset.Options())
gap["hhea"].lineGap = 410
for record in gap["name"].names:
    text = record.toUnicode()
    if record.nameID in (1, 4):
        record.string = text.replace("DejaVu Serif", "DejaVu Serif Gap")
    elif record.nameID == 6:
        record.string = "DejaVuSerifGap"
gap.save(os.path.join(OUT, "DejaVuSerifGap-ASCII.ttf"))
