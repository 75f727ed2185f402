#!/usr/bin/env python3
"""Makes the faces of the system font's designs (Fonts/Designs/): `.serif` (New York on iOS),
`.rounded` (SF Pro Rounded) and `.monospaced` (SF Mono), from openly licensed faces chosen for
closeness to Apple's, each cut to the Latin scripts (Vietnamese included, as in Inter's strikes),
punctuation, currency signs and arrows with its hinting dropped (Cellshot fills outlines with its
own coverage), so that the repository grows by about 2.5 megabytes (1,008 KB for the designs' 21 faces,
1,450 KB for the widths' 27). Needs fontTools (pip install fonttools) and:

- Noto Serif (SIL OFL 1.1), Debian's fonts-noto-core: Regular, Bold and their italics (the
  static weights Debian ships).
- Nunito (SIL OFL 1.1), github.com/googlefonts/nunito at commit NUNITO_COMMIT: its variable
  font, instanced at each weight (fontTools' instancer), upright and italic. Pass the folder
  of a checkout (or of the two variable files) as the first argument.
- JetBrains Mono (SIL OFL 1.1), Debian's fonts-jetbrains-mono: its static weights.
- Roboto Flex (SIL OFL 1.1), github.com/googlefonts/roboto-flex at commit ROBOTO_FLEX_COMMIT:
  SF Pro's widths (`.fontWidth`, `Font.width`), its variable font instanced at WIDTHS (optical
  size 17, every other axis at its default), weights 300 to 900 and the italics (slant -10)
  of 400 and 700: 27 faces. Pass the folder of a checkout (or of the variable file) as the
  second argument; `--widths` makes these faces only (the others' files are left as they are).

    apt-get install fonts-noto-core fonts-jetbrains-mono
    python3 scripts/build-design-fonts.py NUNITO_FOLDER ROBOTO_FLEX_FOLDER [--widths]
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

NUNITO_COMMIT = "8c6a9bb9"
ROBOTO_FLEX_COMMIT = "739e06dc46"
ROBOTO_FLEX = "RobotoFlex[GRAD,XOPQ,XTRA,YOPQ,YTAS,YTDE,YTFI,YTLC,YTUC,opsz,slnt,wdth,wght].ttf"
# SF Pro's widths on Roboto Flex's axes. At text sizes (opsz 17) its width axis alone narrows
# letters little (wdth 25 is 0.85 of 100), so its counters (XTRA, default 468) narrow too: a
# word is then 0.72 (Compressed), 0.85 (Condensed) and 1.24 (Expanded) times as wide as Inter
# sets SF Pro's standard width ("Hamburgefonstiv": 10,585, 12,425 and 18,065 units against
# about 14,620), the shares SF Pro's widths have to its standard in Apple's specimens (read off
# by eye: Apple publishes no figures).
WIDTHS = {"Compressed": {"wdth": 50, "XTRA": 323}, "Condensed": {"wdth": 75, "XTRA": 371},
          "Expanded": {"wdth": 151, "XTRA": 468}}
OUT = os.environ.get("DESIGNS_OUT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fonts", "Designs")
NOTO = "/usr/share/fonts/truetype/noto"
JETBRAINS = "/usr/share/fonts/truetype/jetbrains-mono"

# What a face keeps: Basic Latin, Latin-1, Latin Extended-A, general punctuation, super- and
# subscripts, currency signs, letterlike symbols, arrows, and the few signs UIs use.
UNICODES = [*range(0x20, 0x7F), *range(0xA0, 0x180), 0x1A0, 0x1A1, 0x1AF, 0x1B0,
            *range(0x300, 0x304), 0x309, 0x323, *range(0x1EA0, 0x1EFA), *range(0x2000, 0x2070),
            *range(0x2070, 0x20A0), *range(0x20A0, 0x20C1), *range(0x2100, 0x2150),
            *range(0x2190, 0x21A0), 0x2212, 0x2215, 0x2219, 0x221E, 0x2248, 0x2260, 0x2264,
            0x2265, 0x25CF, 0x2713, 0x2715, 0x2026]


def cut(font, name):
    """`font` (a TTFont) subset and written as Fonts/Designs/NAME.ttf."""
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["kern", "tnum"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17]
    options.name_languages = [0x409]
    options.notdef_outline = True
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    path = os.path.join(OUT, name + ".ttf")
    font.save(path)
    print("%-36s %6d bytes" % (name + ".ttf", os.path.getsize(path)))


def set_names(font, family, style, weight):
    """Names a variable font's instance as a static face: family, style, PostScript name."""
    table = font["name"]
    postscript = (family + "-" + style).replace(" ", "")
    for record in list(table.names):
        if record.nameID in (16, 17, 25) or record.nameID > 255:
            table.removeNames(nameID=record.nameID)
    table.setName(family, 1, 3, 1, 0x409)
    table.setName(style if style in ("Regular", "Italic", "Bold", "Bold Italic") else "Regular"
                  if "Italic" not in style else "Italic", 2, 3, 1, 0x409)
    table.setName(family + " " + style, 4, 3, 1, 0x409)
    table.setName(postscript, 6, 3, 1, 0x409)
    table.setName(family, 16, 3, 1, 0x409)
    table.setName(style, 17, 3, 1, 0x409)
    font["OS/2"].usWeightClass = weight
    italic = "Italic" in style
    font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~0x61) | (0x01 if italic else 0) | (
        0x20 if weight == 700 else 0) | (0x40 if style == "Regular" else 0)
    font["head"].macStyle = (0x02 if italic else 0) | (0x01 if weight == 700 else 0)
    for tag in ("STAT", "fvar", "gvar", "avar", "HVAR", "MVAR", "cvar"):
        if tag in font:
            del font[tag]


STYLES = {300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
          800: "ExtraBold", 900: "Black"}


def roboto_flex(folder):
    """SF Pro's widths: Roboto Flex instanced at each width, weight and slant."""
    path = os.path.join(folder, "fonts", ROBOTO_FLEX)
    if not os.path.exists(path):
        path = os.path.join(folder, ROBOTO_FLEX)
    source = TTFont(path)
    axes = {axis.axisTag: axis.defaultValue for axis in source["fvar"].axes}
    for width, axes_of_width in WIDTHS.items():
        faces = [(weight, STYLES[weight], 0) for weight in STYLES]
        faces += [(400, "Italic", -10), (700, "Bold Italic", -10)]
        for weight, style, slant in faces:
            location = dict(axes, **axes_of_width, wght=weight, slnt=slant, opsz=17)
            font = instancer.instantiateVariableFont(TTFont(path), location)
            set_names(font, "Roboto Flex " + width, style, weight)
            cut(font, "RobotoFlex" + width + "-" + style.replace(" ", ""))


def main():
    arguments = [a for a in sys.argv[1:] if a != "--widths"]
    if len(arguments) != 2:
        sys.exit(__doc__)
    os.makedirs(OUT, exist_ok=True)
    if "--widths" in sys.argv:
        roboto_flex(arguments[1])
        return
    for name in ["NotoSerif-Regular", "NotoSerif-Bold", "NotoSerif-Italic",
                 "NotoSerif-BoldItalic"]:
        cut(TTFont(os.path.join(NOTO, name + ".ttf")), name)
    for weight in ["Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Italic",
                   "BoldItalic"]:
        name = "JetBrainsMono-" + weight
        cut(TTFont(os.path.join(JETBRAINS, name + ".ttf")), name)
    folder = arguments[0]
    upright = os.path.join(folder, "fonts", "variable", "Nunito[wght].ttf")
    italic = os.path.join(folder, "fonts", "variable", "Nunito-Italic[wght].ttf")
    for weight in [300, 400, 500, 600, 700, 800, 900]:
        font = instancer.instantiateVariableFont(TTFont(upright), {"wght": weight})
        set_names(font, "Nunito", STYLES[weight], weight)
        cut(font, "Nunito-" + STYLES[weight])
    for weight in [400, 700]:
        style = "Italic" if weight == 400 else "Bold Italic"
        font = instancer.instantiateVariableFont(TTFont(italic), {"wght": weight})
        set_names(font, "Nunito", style, weight)
        cut(font, "Nunito-" + style.replace(" ", ""))
    roboto_flex(arguments[1])


if __name__ == "__main__":
    main()
