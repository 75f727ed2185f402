#!/usr/bin/env python3
"""Writes Tests/Fixtures/jpeg: JPEG files of pictures drawn here (gradients, discs, stripes,
and a crop of one of the repository's own gallery goldens), each with the pixels
libjpeg-turbo decodes it to (Pillow's decoder, libjpeg's defaults: the accurate integer IDCT
and fancy upsampling) as a PNG beside it, and broken files for the decoder's errors.

Run from the repository root: python3 scripts/make-jpeg-fixtures.py (needs Pillow built with
libjpeg-turbo). The pictures are made here, so the files are the repository's own.
"""
import io
import math
import os

from PIL import Image, ImageDraw

OUT = "Tests/Fixtures/jpeg"


def synthetic(width, height):
    """Smooth gradients, hard edges and fine stripes: every part of the decoder shows."""
    picture = Image.new("RGB", (width, height))
    pixels = picture.load()
    for y in range(height):
        for x in range(width):
            r = int(255 * x / max(1, width - 1))
            g = int(128 + 127 * math.sin(y / 5.0))
            b = int(255 * (1 - y / max(1, height - 1)))
            pixels[x, y] = (r, g, b)
    draw = ImageDraw.Draw(picture)
    draw.ellipse((width // 4, height // 4, 3 * width // 4, 3 * height // 4), fill=(250, 250, 240))
    for x in range(2, width, 4):
        draw.line((x, height - 8, x, height - 1), fill=(10, 20, 30))
    draw.rectangle((width - 12, 2, width - 3, 11), fill=(255, 0, 0))
    return picture


def golden_crop():
    """A crop of a gallery golden: text, symbols and cards, as an app's photo would hold."""
    source = Image.open("Goldens/app-profile.png").convert("RGB")
    return source.crop((0, 300, 203, 453))


def save(name, picture, expected=True, **options):
    data = io.BytesIO()
    picture.save(data, "JPEG", **options)
    with open(os.path.join(OUT, name + ".jpg"), "wb") as f:
        f.write(data.getvalue())
    if expected:
        decoded = Image.open(io.BytesIO(data.getvalue()))
        decoded.convert("RGB").save(os.path.join(OUT, name + ".png"), optimize=True)
    return data.getvalue()


def main():
    os.makedirs(OUT, exist_ok=True)
    odd = synthetic(61, 45)
    save("ycc420", odd, quality=85, subsampling=2)
    save("ycc422", odd, quality=85, subsampling=1)
    save("ycc444", odd, quality=92, subsampling=0)
    save("progressive420", odd, quality=90, subsampling=2, progressive=True)
    save("optimized-restarts", odd, quality=80, subsampling=2, optimize=True,
         restart_marker_blocks=3)
    save("progressive-restarts", odd, quality=80, subsampling=2, progressive=True,
         restart_marker_rows=1)
    save("grey", odd.convert("L"), quality=85)
    save("grey-progressive", odd.convert("L"), quality=85, progressive=True)
    save("rgb", odd, quality=90, subsampling=0, keep_rgb=True)
    save("tiny", synthetic(3, 2), quality=90, subsampling=2)
    photo = save("photo", golden_crop(), quality=75, subsampling=2, progressive=True)
    # Broken files: cut short, a frame header changed to arithmetic coding, CMYK.
    with open(os.path.join(OUT, "bad-truncated.jpg"), "wb") as f:
        f.write(photo[: len(photo) // 2])
    baseline = save("bad-arithmetic", odd, expected=False, quality=85)
    sof = baseline.index(b"\xff\xc0")
    with open(os.path.join(OUT, "bad-arithmetic.jpg"), "wb") as f:
        f.write(baseline[:sof + 1] + b"\xc9" + baseline[sof + 2:])
    save("bad-cmyk", odd.convert("CMYK"), expected=False, quality=85)


if __name__ == "__main__":
    main()
