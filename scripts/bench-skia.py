#!/usr/bin/env python3
"""Draws the peer scene of `cellshot bench --peer` with Skia's CPU raster backend and prints
its median time: the scene (JSON, from Cellshot's `PeerScene`) on standard input,
`{"skia_ms": ...}` on standard output. `cellshot bench --peer` runs it right after timing
Cellshot on the same scene, so both figures come from one run on one machine.

    pip install skia-python
    .build/release/cellshot bench --peer --screens app-profile

Each round draws the whole scene into a fresh 8-bit premultiplied RGBA surface of the
scene's pixel size (as Cellshot renders into a fresh buffer): the page colour, each item's
shadow (a Gaussian blur of standard deviation radius / 2 points, SwiftUI's `.shadow`, through
a blur mask filter), then the item: a rounded rectangle or a circle, filled with a colour or a
linear gradient from its top-leading to its bottom-trailing corner, anti-aliased. The scene is
drawn once first, untimed.
"""
import argparse
import json
import statistics
import sys
import time

try:
    import skia
except ImportError:
    sys.exit("skia-python is not installed: pip install skia-python")


def color(c):
    return skia.Color4f(c[0], c[1], c[2], c[3])


def draw(scene, surface):
    canvas = surface.getCanvas()
    canvas.clear(color(scene["background"]))
    canvas.save()
    canvas.scale(scene["scale"], scene["scale"])
    for item in scene["items"]:
        rect = skia.Rect.MakeXYWH(item["x"], item["y"], item["w"], item["h"])
        if item["kind"] == "circle":
            shape = skia.RRect.MakeOval(rect)
        else:
            shape = skia.RRect.MakeRectXY(rect, item["r"], item["r"])
        shadow = item.get("shadow")
        if shadow:
            paint = skia.Paint(AntiAlias=True, Color4f=color(shadow["color"]))
            paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle,
                                                         shadow["radius"] / 2))
            canvas.save()
            canvas.translate(shadow["dx"], shadow["dy"])
            canvas.drawRRect(shape, paint)
            canvas.restore()
        paint = skia.Paint(AntiAlias=True)
        if item.get("gradient"):
            colors = [color(c).toColor() for c in item["gradient"]]
            paint.setShader(skia.GradientShader.MakeLinear(
                [skia.Point(rect.left(), rect.top()), skia.Point(rect.right(), rect.bottom())],
                colors))
        else:
            paint.setColor4f(color(item["fill"]))
        canvas.drawRRect(shape, paint)
    canvas.restore()
    surface.flushAndSubmit()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--png", help="also write the picture here, to compare with Cellshot's")
    args = parser.parse_args()
    scene = json.load(sys.stdin)
    width = int(scene["width"] * scene["scale"])
    height = int(scene["height"] * scene["scale"])
    info = skia.ImageInfo.Make(width, height, skia.kRGBA_8888_ColorType,
                               skia.kPremul_AlphaType)
    first = skia.Surface.MakeRaster(info)
    draw(scene, first)
    if args.png:
        first.makeImageSnapshot().save(args.png, skia.kPNG)
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        surface = skia.Surface.MakeRaster(info)
        draw(scene, surface)
        times.append(time.perf_counter() - start)
    json.dump({"skia_ms": statistics.median(times) * 1000, "runs": args.runs,
               "skia_python": skia.__version__}, sys.stdout)
    print()


if __name__ == "__main__":
    main()
