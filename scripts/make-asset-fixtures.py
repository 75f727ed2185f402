#!/usr/bin/env python3
"""Writes Tests/Fixtures/assets/Fixture.xcassets: a small asset catalog made for Cellshot's tests.

Every file is made here (no third-party asset), and running this twice gives the same bytes.
The Contents.json files are written as Xcode writes them (two-space indents, " : ", keys
sorted), with each component spelling Xcode uses: 0-1 floats ("0.392"), 0-255 integers
("100") and hex bytes ("0x64"). Pictures are solid colours, one colour per file, so that a test
can tell from one pixel which file was drawn. AssetCatalogTests.swift says what each must give.
Run from anywhere: python3 scripts/make-asset-fixtures.py
"""
import json
import os
import shutil
import struct
import zlib

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "assets",
                    "Fixture.xcassets")
if os.path.isdir(root):
    shutil.rmtree(root)

INFO = {"author": "xcode", "version": 1}
DARK = [{"appearance": "luminosity", "value": "dark"}]
LIGHT = [{"appearance": "luminosity", "value": "light"}]
HIGH_CONTRAST = [{"appearance": "contrast", "value": "high"}]


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def contents(folder, obj):
    text = json.dumps(obj, indent=2, sort_keys=True, separators=(",", " : ")) + "\n"
    write(os.path.join(root, folder, "Contents.json"), text.encode())


def png(width, height, rgba):
    """A solid RGBA PNG, filter 0 on every row, zlib level 9."""
    def chunk(kind, data):
        crc = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + crc
    row = b"\x00" + bytes(rgba) * width
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b""))


def srgb(r, g, b, a="1.000", space="srgb"):
    return {"color-space": space, "components": {"red": r, "green": g, "blue": b, "alpha": a}}


def gray(white, alpha="1.000", space="gray-gamma-22"):
    return {"color-space": space, "components": {"white": white, "alpha": alpha}}


def colorset(folder, entries):
    contents(folder, {"colors": entries, "info": INFO})


def entry(color, appearances=None, idiom="universal"):
    e = {"color": color, "idiom": idiom}
    if appearances:
        e["appearances"] = appearances
    return e


contents("", {"info": INFO})

# Colours: one set per spelling and space.
colorset("Floats.colorset", [
    entry(srgb("0.392", "0.584", "0.929")),
    entry(srgb("0.000", "0.200", "0.400", "0.500"), DARK),
])
colorset("Bytes.colorset", [entry(srgb("100", "149", "237"))])
colorset("Hex.colorset", [entry(srgb("0x64", "0x95", "0xED", "0xFF"))])
colorset("DisplayP3.colorset", [
    entry(srgb("0.800", "0.400", "0.200", space="display-p3")),
    entry(srgb("1.000", "0.000", "0.000", space="display-p3"), DARK),
])
colorset("Gray.colorset", [
    entry(gray("0.500", "0.500")),
    entry(gray("-0.200", space="extended-gray"), DARK),
])
colorset("ExtendedSRGB.colorset", [entry(srgb("1.200", "-0.100", "0.500", space="extended-srgb"))])
colorset("LinearSRGB.colorset", [
    entry(srgb("0.500", "0.214", "0.000", space="extended-linear-srgb")),
])
colorset("System.colorset", [
    entry({"platform": "ios", "reference": "systemBackgroundColor"}),
])
colorset("Appearances.colorset", [
    entry(srgb("0.500", "0.500", "0.500")),
    entry(srgb("1.000", "0.000", "0.000"), LIGHT),
    entry(srgb("0.000", "0.000", "1.000"), DARK),
    entry(srgb("0.000", "1.000", "0.000"), DARK + HIGH_CONTRAST),
])
colorset("Idioms.colorset", [
    entry(srgb("0.500", "0.500", "0.500")),
    entry(srgb("1.000", "1.000", "0.000"), idiom="iphone"),
    entry(srgb("1.000", "0.000", "1.000"), idiom="ipad"),
])
colorset("Numbers.colorset", [
    entry({"color-space": "srgb",
           "components": {"red": 0.5, "green": 128, "blue": 0, "alpha": 1}}),
])
colorset("BadComponent.colorset", [entry(srgb("abc", "0.000", "0.000"))])
colorset("UnknownSpace.colorset", [entry(srgb("0.100", "0.100", "0.100", space="cmyk"))])
write(os.path.join(root, "BrokenColor.colorset", "Contents.json"),
      b'{\n  "colors" : [\n    {\n      "color" : {\n')

# A folder that groups only, and one that provides a namespace.
contents("Plain", {"info": INFO})
colorset("Plain/Brand.colorset", [entry(srgb("0x12", "0x34", "0x56"))])
contents("Icons", {"info": INFO, "properties": {"provides-namespace": True}})


def imageset(folder, images, properties=None, files=()):
    obj = {"images": images, "info": INFO}
    if properties:
        obj["properties"] = properties
    contents(folder, obj)
    for name, data in files:
        write(os.path.join(root, folder, name), data)


def image(filename, scale=None, appearances=None, idiom="universal"):
    e = {"idiom": idiom}
    if filename:
        e["filename"] = filename
    if scale:
        e["scale"] = scale
    if appearances:
        e["appearances"] = appearances
    return e


def drawing_pdf():
    """A 24 x 24 pt page that uses what exported icons use: a Flate-compressed content stream,
    a filled rectangle, a 50 % fill through an ExtGState, a stroke with round caps, a clip, an
    axial shading pattern whose function is a PostScript calculator, and a form XObject drawn
    through an alpha soft mask. VectorAssetTests.swift checks its pixels."""
    content = b"""
    0.9 0.2 0.2 rg
    2 2 20 20 re f
    q /Half gs 0 0 1 rg 12 12 m 22 12 l 22 22 l 12 22 l h f Q
    q 1 1 1 RG 2 w 1 J 5 5 m 19 5 l S Q
    q 2 14 m 2 22 l 10 22 l 10 14 l h W n /Pattern cs /P1 scn 0 0 24 24 re f Q
    q /Masked gs /Fm Do Q
    """
    function = b"{ dup 1 exch sub exch 0 }"  # t -> (1 - t, t, 0): red to green
    form = b"0 0 0 rg 0 0 24 24 re f"        # the form: black over the whole page
    mask = b"0 0 0 rg 14 2 m 22 2 l 22 10 l h f"  # the mask: a triangle at the bottom right

    objects = []
    def add(body):
        objects.append(body)
        return len(objects)

    def stream(d, data, compress=False):
        if compress:
            data = zlib.compress(data)
            d += b" /Filter /FlateDecode"
        return b"<< " + d + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"

    fn = add(stream(b"/FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1]", function))
    fm = add(stream(b"/Type /XObject /Subtype /Form /BBox [0 0 24 24]", form))
    mk = add(stream(b"/Type /XObject /Subtype /Form /BBox [0 0 24 24] "
                    b"/Group << /S /Transparency >>", mask))
    res = add(b"<< /ExtGState << /Half << /ca 0.5 >> /Masked << /SMask << /S /Alpha /G %d 0 R >> >> >>"
              b" /Pattern << /P1 << /PatternType 2 /Shading << /ShadingType 2 /ColorSpace /DeviceRGB"
              b" /Coords [2 0 10 0] /Function %d 0 R /Extend [true true] >> >> >>"
              b" /XObject << /Fm %d 0 R >> >>" % (mk, fn, fm))
    cs = add(stream(b"", content, compress=True))
    page = add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 24 24] /Resources %d 0 R"
               b" /Contents %d 0 R >>" % (len(objects) + 2, res, cs))
    pages = add(b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % page)
    catalog = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages)

    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, catalog, xref)
    return bytes(out)


RED, GREEN, BLUE, YELLOW = (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 0, 255)

# Pictures: 4 x 2 points, a colour per file.
imageset("Logo.imageset", [
    image("logo.png", "1x"), image("logo@2x.png", "2x"), image("logo@3x.png", "3x"),
    image("logo-dark@2x.png", "2x", DARK),
], files=[("logo.png", png(4, 2, RED)), ("logo@2x.png", png(8, 4, GREEN)),
          ("logo@3x.png", png(12, 6, BLUE)), ("logo-dark@2x.png", png(8, 4, YELLOW))])
imageset("Partial.imageset", [image("partial.png", "1x"), image(None, "2x"),
                              image("partial@3x.png", "3x")],
         files=[("partial.png", png(2, 2, RED)), ("partial@3x.png", png(6, 6, BLUE))])
imageset("Icons/Star.imageset", [image("star.png")], files=[("star.png", png(3, 3, YELLOW))])
imageset("Vector.imageset", [image("vector.pdf")],
         properties={"preserves-vector-representation": True},
         files=[("vector.pdf", b"%PDF-1.4\n%%EOF\n")])
imageset("Drawing.imageset", [image("drawing.pdf")],
         properties={"preserves-vector-representation": True},
         files=[("drawing.pdf", drawing_pdf())])
imageset("Mixed.imageset", [image("mixed.svg"), image("mixed@2x.png", "2x")],
         files=[("mixed.svg", b'<svg xmlns="http://www.w3.org/2000/svg"/>\n'),
                ("mixed@2x.png", png(2, 2, GREEN))])
imageset("Template.imageset", [image("template.png")],
         properties={"template-rendering-intent": "template"},
         files=[("template.png", png(2, 2, RED))])
# The JPEG is the decoder's 4:2:0 fixture (Tests/Fixtures/jpeg/ycc420.jpg), a real picture.
with open(os.path.join(root, "..", "..", "jpeg", "ycc420.jpg"), "rb") as f:
    PHOTO = f.read()
imageset("Photo.imageset", [image("photo.jpg", "1x")], files=[("photo.jpg", PHOTO)])
imageset("TabletOnly.imageset", [image("tablet.png", "1x", idiom="ipad")],
         files=[("tablet.png", png(2, 2, RED))])
imageset("Gone.imageset", [image("gone.png", "1x")])
imageset("Corrupt.imageset", [image("corrupt.png", "1x")],
         files=[("corrupt.png", b"\x89PNG\r\n\x1a\nnot a png at all")])
write(os.path.join(root, "BrokenImage.imageset", "Contents.json"), b"images: [logo.png]\n")
