#!/usr/bin/env python3
"""Rebuilds Sources/BitmapFonts/Bidi/BidiTables.swift from the Unicode Character Database
(Debian's unicode-data, Unicode 15.0): every code point's Bidi_Class (DerivedBidiClass.txt, with
its @missing defaults), the paired brackets (BidiBrackets.txt), the mirrored glyphs
(BidiMirroring.txt), Arabic joining types (DerivedJoiningType.txt) and the Arabic
presentation forms with their letters (UnicodeData.txt's decompositions). Running it twice gives
the same file.

    sudo apt-get install unicode-data && python3 scripts/build-bidi.py
"""
import os
import re

UCD = "/usr/share/unicode"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "BitmapFonts",
                   "Bidi", "BidiTables.swift")
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
LONG = {"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
        "European_Terminator": "ET", "Boundary_Neutral": "BN"}


def ranges(path):
    """(first, last, value, is_default) for each line, @missing lines included."""
    out = []
    for line in open(os.path.join(UCD, path), encoding="utf-8"):
        missing = line.startswith("# @missing:")
        if missing:
            line = line[len("# @missing:"):]
        elif line.startswith("#"):
            continue
        line = line.split("#")[0].strip()
        if not line:
            continue
        codes, value = [part.strip() for part in line.split(";")[:2]]
        first, _, last = codes.partition("..")
        out.append((int(first, 16), int(last or first, 16), value, missing))
    return out


def table(path, names):
    values = {}
    rows = ranges(path)
    # Defaults first, the widest first, so narrower ones and then real entries override them.
    for first, last, value, missing in sorted([r for r in rows if r[3]], key=lambda r: r[0] - r[1]):
        for c in range(first, last + 1):
            values[c] = names.get(value, value)
    for first, last, value, missing in rows:
        if not missing:
            for c in range(first, last + 1):
                values[c] = names.get(value, value)
    runs = []
    for c in range(0x110000):
        v = values.get(c)
        if runs and runs[-1][2] == v and runs[-1][1] == c - 1:
            runs[-1][1] = c
        else:
            runs.append([c, c, v])
    return [r for r in runs if r[2] is not None]


def main():
    bidi = table("extracted/DerivedBidiClass.txt", LONG)
    joining = [r for r in table("extracted/DerivedJoiningType.txt", {"Non_Joining": "U"})
               if r[2] != "U"]
    brackets = []
    for line in open(os.path.join(UCD, "BidiBrackets.txt"), encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            code, pair, kind = [p.strip() for p in line.split(";")]
            brackets.append((int(code, 16), int(pair, 16), kind))
    mirrors = []
    for line in open(os.path.join(UCD, "BidiMirroring.txt"), encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            code, mirror = [p.strip() for p in line.split(";")]
            mirrors.append((int(code, 16), int(mirror, 16)))
    forms, ligatures = {}, {}
    slots = {"<isolated>": 0, "<final>": 1, "<initial>": 2, "<medial>": 3}
    for line in open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8"):
        fields = line.split(";")
        code = int(fields[0], 16)
        if not 0xFE70 <= code <= 0xFEFF:
            continue
        parts = fields[5].split()
        if len(parts) == 2 and parts[0] in slots:
            forms.setdefault(int(parts[1], 16), [0, 0, 0, 0])[slots[parts[0]]] = code
        elif len(parts) == 3 and parts[0] in ("<isolated>", "<final>") and parts[1] == "0644":
            ligatures.setdefault(int(parts[2], 16), [0, 0])[slots[parts[0]]] = code
    with open(OUT, "w") as f:
        f.write("// Made by scripts/build-bidi.py from the Unicode Character Database 15.0 "
                "(unicode-data); do not edit.\n\n")
        f.write("enum BidiTables {\n")
        f.write("  /// Bidi_Class: runs of code points (first, last, class index in "
                "`BidiClass.allCases`), in order.\n")
        f.write("  static let classes: [(UInt32, UInt32, UInt8)] = [\n")
        for first, last, value in bidi:
            f.write("    (0x%X, 0x%X, %d),\n" % (first, last, CLASSES.index(value)))
        f.write("  ]\n\n")
        f.write("  /// Joining_Type other than U: runs (first, last, type as an ASCII letter).\n")
        f.write("  static let joining: [(UInt32, UInt32, UInt8)] = [\n")
        for first, last, value in joining:
            f.write("    (0x%X, 0x%X, %d),\n" % (first, last, ord(value)))
        f.write("  ]\n\n")
        f.write("  /// Paired brackets: (bracket, its pair, true for an opening one).\n")
        f.write("  static let brackets: [(UInt32, UInt32, Bool)] = [\n")
        for code, pair, kind in brackets:
            f.write("    (0x%X, 0x%X, %s),\n" % (code, pair, "true" if kind == "o" else "false"))
        f.write("  ]\n\n")
        f.write("  /// Arabic Presentation Forms-B: (letter, isolated, final, initial, medial; 0 for "
                "none).\n")
        f.write("  static let arabicForms: [(UInt32, UInt32, UInt32, UInt32, UInt32)] = [\n")
        for base in sorted(forms):
            f.write("    (0x%X, 0x%X, 0x%X, 0x%X, 0x%X),\n" % tuple([base] + forms[base]))
        f.write("  ]\n\n")
        f.write("  /// Lam with an alef as one ligature: (alef, isolated, final).\n")
        f.write("  static let lamAlef: [(UInt32, UInt32, UInt32)] = [\n")
        for alef in sorted(ligatures):
            f.write("    (0x%X, 0x%X, 0x%X),\n" % tuple([alef] + ligatures[alef]))
        f.write("  ]\n\n")
        f.write("  /// Bidi_Mirroring_Glyph: (character, its mirror).\n")
        f.write("  static let mirrors: [(UInt32, UInt32)] = [\n")
        for code, mirror in mirrors:
            f.write("    (0x%X, 0x%X),\n" % (code, mirror))
        f.write("  ]\n}\n")
    print("%s: %d bidi runs, %d joining runs, %d brackets, %d mirrors" % (
        OUT, len(bidi), len(joining), len(brackets), len(mirrors)))


if __name__ == "__main__":
    main()
