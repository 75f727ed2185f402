#!/usr/bin/env python3
"""Seeds for fuzz-views that spell the effects' hard cases (issue 39), written into a folder.

Each seed's bytes are the choices ViewTreeGenerator reads, one byte a choice (see
Sources/ViewFuzzing): a tree of ZStacks four wide and three deep whose 64 leaves are full-size
rectangles each through `.blur(radius: 3)` (stacked blurs), the same through
`.grayscale(3).brightness(0.1)` (stacked colour filters), and one blurred rectangle at the root.
Replay one with `swift build --product fuzz-views && .build/debug/fuzz-views FILE` to see its
tree as Swift.

Usage: python3 scripts/views-seeds.py FOLDER
"""
import os
import sys

# A view: 0 makes a leaf, 1 a container. A leaf: 3 is Rectangle(). Then four bytes, each 1
# for a modifier (then its bytes) or 0 for none.
LEAF, CONTAINER, RECTANGLE = 0, 1, 3
# A drawing modifier: choose(3) = 1, a length (a byte below 192 is a third of it in points),
# then the kind: 5 blur, 9 grayscale then brightness.
BLUR = [1, 1, 9, 5]
GRAY_BRIGHT = [1, 1, 9, 9]
NO_MODIFIER = [0]


def leaf(modifier):
    return [LEAF, RECTANGLE] + modifier + NO_MODIFIER * 3


def zstack(children):
    # A stack (container choice 0), spacing nil (0), ZStack (kind 2), four children (3),
    # the children, alignment .center (0), no modifiers.
    out = [CONTAINER, 0, 0, 2, len(children) - 1]
    for child in children:
        out += child
    return out + [0] + NO_MODIFIER * 4


def stacked(modifier, depth=3):
    if depth == 0:
        return leaf(modifier)
    return zstack([stacked(modifier, depth - 1) for _ in range(4)])


SEEDS = {
    "effects-stacked-blur-64": stacked(BLUR),
    "effects-stacked-brightness-64": stacked(GRAY_BRIGHT),
    "effects-root-blur": leaf(BLUR),
}

if __name__ == "__main__":
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(bytes(data))
