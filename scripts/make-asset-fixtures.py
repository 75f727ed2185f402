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
imageset("Mixed.imageset", [image("mixed.pdf"), image("mixed@2x.png", "2x")],
         files=[("mixed.pdf", b"%PDF-1.4\n%%EOF\n"), ("mixed@2x.png", png(2, 2, GREEN))])
imageset("Template.imageset", [image("template.png")],
         properties={"template-rendering-intent": "template"},
         files=[("template.png", png(2, 2, RED))])
imageset("Photo.imageset", [image("photo.jpg", "1x")], files=[("photo.jpg", b"\xff\xd8\xff\xd9")])
imageset("TabletOnly.imageset", [image("tablet.png", "1x", idiom="ipad")],
         files=[("tablet.png", png(2, 2, RED))])
imageset("Gone.imageset", [image("gone.png", "1x")])
imageset("Corrupt.imageset", [image("corrupt.png", "1x")],
         files=[("corrupt.png", b"\x89PNG\r\n\x1a\nnot a png at all")])
write(os.path.join(root, "BrokenImage.imageset", "Contents.json"), b"images: [logo.png]\n")
