#!/usr/bin/env python3
"""Writes Fonts/Symbols/symbols-layered.txt: SF Symbol names Cellshot draws in layers, as its
own drawings (written here, by hand, from circles, capsules and arcs; no third-party artwork;
the project's own licence). A layered name is drawn from these lines whatever the other tables
say: in one colour normally, each layer in its own colour in multicolour, and each layer cuts
a gap of its `gap` (grid units) out of the layers beneath it, as SF Symbols' sun is parted
from the cloud in front of it.

Shapes and proportions are measured on a public iPhone 16 Pro screenshot at 3x (multicolour
`cloud.sun.fill`, `cloud.moon.fill` and `sun.haze.fill` drawn 50 and 180 points wide): each
drawing's ink is centred on the 16 x 16 grid and spans it along its longer side, as the
screenshot's glyph spans its frame. Only the geometry is taken, never the artwork.

    python3 scripts/build-symbols-layered.py      # rewrites Fonts/Symbols/symbols-layered.txt
"""
import math
import os

K = 0.5522847498  # a quarter circle's cubic handle, over its radius


def num(v):
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(x, y):
    return f"{num(x)} {num(y)}"


def circle(cx, cy, r):
    """A circle, clockwise on screen (y down), from its top."""
    k = K * r
    return (f"M {pt(cx, cy - r)} C {pt(cx + k, cy - r)} {pt(cx + r, cy - k)} {pt(cx + r, cy)} "
            f"C {pt(cx + r, cy + k)} {pt(cx + k, cy + r)} {pt(cx, cy + r)} "
            f"C {pt(cx - k, cy + r)} {pt(cx - r, cy + k)} {pt(cx - r, cy)} "
            f"C {pt(cx - r, cy - k)} {pt(cx - k, cy - r)} {pt(cx, cy - r)} Z")


def arc(cx, cy, r, a0, a1, move=False):
    """An arc from angle a0 to a1 (radians, y down), as cubics of at most a quarter turn."""
    n = max(1, math.ceil(abs(a1 - a0) / (math.pi / 2) - 1e-9))
    step = (a1 - a0) / n
    h = 4 / 3 * math.tan(step / 4) * r
    out = []
    x, y = cx + r * math.cos(a0), cy + r * math.sin(a0)
    if move:
        out.append(f"M {pt(x, y)}")
    for i in range(n):
        b0, b1 = a0 + i * step, a0 + (i + 1) * step
        x0, y0 = cx + r * math.cos(b0), cy + r * math.sin(b0)
        x1, y1 = cx + r * math.cos(b1), cy + r * math.sin(b1)
        out.append(f"C {pt(x0 - h * math.sin(b0), y0 + h * math.cos(b0))} "
                   f"{pt(x1 + h * math.sin(b1), y1 - h * math.cos(b1))} {pt(x1, y1)}")
    return " ".join(out)


def capsule(x0, y0, x1, y1, width):
    """A line from (x0, y0) to (x1, y1) `width` wide with round ends, clockwise."""
    r = width / 2
    a = math.atan2(y1 - y0, x1 - x0)
    # Around the far end from the left side to the right, then back around the near end.
    return (f"M {pt(x0 + r * math.cos(a - math.pi / 2), y0 + r * math.sin(a - math.pi / 2))} "
            f"L {pt(x1 + r * math.cos(a - math.pi / 2), y1 + r * math.sin(a - math.pi / 2))} "
            + arc(x1, y1, r, a - math.pi / 2, a + math.pi / 2) + " "
            + f"L {pt(x0 + r * math.cos(a + math.pi / 2), y0 + r * math.sin(a + math.pi / 2))} "
            + arc(x0, y0, r, a + math.pi / 2, a + 3 * math.pi / 2) + " Z")


def rect(x0, y0, x1, y1):
    return f"M {pt(x0, y0)} L {pt(x1, y0)} L {pt(x1, y1)} L {pt(x0, y1)} Z"


def rays(cx, cy, inner, outer, width, degrees):
    """Capsule rays around (cx, cy), their ink from `inner` to `outer` from the centre."""
    r = width / 2
    parts = []
    for d in degrees:
        a = math.radians(d)
        c, s = math.cos(a), math.sin(a)
        parts.append(capsule(cx + (inner + r) * c, cy + (inner + r) * s,
                             cx + (outer - r) * c, cy + (outer - r) * s, width))
    return " ".join(parts)


def cloud(x, y, scale):
    """SF's filled cloud, its ink 12.26 x 8.13 units at scale 1 from (x, y): a small bump at
    the left, a big one left of centre, a middle one at the right, on a flat base."""
    def c(cx, cy, r):
        return circle(x + cx * scale, y + cy * scale, r * scale)
    return " ".join([c(2.65, 5.48, 2.65), c(5.75, 4.08, 4.05), c(9.36, 5.23, 2.9),
                     rect(x + 2.65 * scale, y + 4.0 * scale, x + 9.36 * scale, y + 8.13 * scale)])


def crescent(ox, oy, outer, ix, iy, inner):
    """The part of the circle (ox, oy, outer) outside the circle (ix, iy, inner): from one
    horn around the outer circle to the other, back along the inner one."""
    d = math.hypot(ix - ox, iy - oy)
    # Where the circles cross, as angles on each.
    a = (outer * outer - inner * inner + d * d) / (2 * d)
    h = math.sqrt(outer * outer - a * a)
    ux, uy = (ix - ox) / d, (iy - oy) / d
    px, py = ox + a * ux, oy + a * uy
    p1 = (px + h * uy, py - h * ux)
    p2 = (px - h * uy, py + h * ux)
    def ang(cx, cy, p):
        return math.atan2(p[1] - cy, p[0] - cx)
    # Both arcs pass the side of their circle facing away from the inner centre.
    away = math.atan2(oy - iy, ox - ix)

    def through(a, b):
        """b moved by whole turns so that going from a to b passes `away`."""
        for turn in (0, 2 * math.pi, -2 * math.pi):
            end = b + turn
            lo, hi = min(a, end), max(a, end)
            if abs(end - a) <= 2 * math.pi and any(lo <= away + k * 2 * math.pi <= hi
                                                   for k in (-1, 0, 1)):
                return end
        raise ValueError("no arc")
    o1 = ang(ox, oy, p1)
    o2 = through(o1, ang(ox, oy, p2))
    i2 = ang(ix, iy, p2)
    i1 = through(i2, ang(ix, iy, p1))
    return (arc(ox, oy, outer, o1, o2, move=True) + " " + arc(ix, iy, inner, i2, i1) + " Z")


def disc_above(cx, cy, r, chord_y):
    """The part of a circle above the line y = chord_y (below its centre)."""
    t = math.asin((chord_y - cy) / r)
    a0, a1 = math.pi - t, 2 * math.pi + t
    return (arc(cx, cy, r, a0, a1, move=True) + f" L {pt(cx - r * math.cos(t), chord_y)} Z")


# Each name's layers, bottom first: (colour in multicolour, gap, path).
LAYERS = {
    # The sun behind the cloud's upper right, five rays showing, parted from the cloud.
    "cloud.sun.fill": [
        ("yellow", 0, circle(10.3, 8.12, 2.7) + " "
         + rays(10.3, 8.12, 3.53, 5.67, 0.9, [-135, -90, -45, 0, 45])),
        ("white", 0.45, cloud(0, 6.25, 0.9)),
    ],
    # A crescent moon behind the cloud's upper right; both white in multicolour.
    "cloud.moon.fill": [
        ("white", 0, crescent(12.55, 6.35, 3.55, 13.93, 4.98, 2.85)),
        ("white", 0.45, cloud(0, 5.03, 1)),
    ],
    # A half-risen sun with five rays over three haze lines, the middle one shifted left.
    "sun.haze.fill": [
        ("yellow", 0, disc_above(8.02, 7.78, 3.66, 9.16) + " "
         + rays(8.02, 7.78, 4.93, 7.8, 1.0, [180, -135, -90, -45, 0])),
        ("white", 0, capsule(1.67, 10.375, 15.34, 10.375, 0.9) + " "
         + capsule(0.66, 12.99, 14.33, 12.99, 0.9) + " "
         + capsule(1.67, 15.59, 15.34, 15.59, 0.9)),
    ],
}


# SF's symbol images are a little larger than their ink: the three drawings' ink spans 94 %
# (cloud.sun.fill, cloud.moon.fill) and 91-93 % (sun.haze.fill) of the frames the screenshot's
# `.resizable()` images fill, about half a grid unit on each side.
BOUNDS_MARGIN = 0.5


def ink(path):
    """The bounds of a path's points (its curves' control points lie on or near the ink)."""
    nums = [float(t) for t in path.replace("M", " ").replace("L", " ").replace("C", " ")
            .replace("Z", " ").split()]
    xs, ys = nums[0::2], nums[1::2]
    return min(xs), min(ys), max(xs), max(ys)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.join(root, "Fonts", "Symbols", "symbols-layered.txt")
    lines = ["# SF Symbol names drawn in layers: Cellshot's own drawings (the project's own "
             "licence), made by scripts/build-symbols-layered.py",
             "# name\tlayer\tcolour in multicolour\tgap cut beneath (grid units)\t"
             "path on the 16 x 16 grid (nonzero); layers bottom first"]
    lines.append("# name\tbounds\tx0 y0 x1 y1: the image's bounds on the grid (its ink and "
                 f"{num(BOUNDS_MARGIN)} around it), which `.resizable()` stretches to the frame")
    for name, layers in LAYERS.items():
        for colour, gap, path in layers:
            lines.append(f"{name}\tlayer\t{colour}\t{num(gap)}\t{path}")
        boxes = [ink(path) for _, _, path in layers]
        m = BOUNDS_MARGIN
        x0, y0 = min(b[0] for b in boxes) - m, min(b[1] for b in boxes) - m
        x1, y1 = max(b[2] for b in boxes) + m, max(b[3] for b in boxes) + m
        lines.append(f"{name}\tbounds\t{num(x0)} {num(y0)} {num(x1)} {num(y1)}")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {out}: {len(LAYERS)} names")


if __name__ == "__main__":
    main()
