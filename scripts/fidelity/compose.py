#!/usr/bin/env python3
"""Side-by-side picture of a screenshot (left) and Cellshot's render (right), both scaled to the
same height, and a rough pixel agreement between them (pure Python: no PIL needed).

  compose.py SHOT.png RENDER.png OUT.png [crop X,Y,W,H|-] [height]   prints: agreement percent

Agreement: both pictures reduced to 60 x 130 cells of mean luminance; 100 minus the mean absolute
difference in percent of full scale. A coarse number (layout and big colour areas); the
per-screen notes in docs/fidelity.md say what actually differs."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngkit

def crop(w, h, rows, box):
    x, y, cw, ch = box
    return cw, ch, [bytearray(r[x*4:(x+cw)*4]) for r in rows[y:y+ch]]

def cells(w, h, rows, cw=60, ch=130):
    out = []
    for j in range(ch):
        y0, y1 = j*h//ch, max(j*h//ch+1, (j+1)*h//ch)
        for i in range(cw):
            x0, x1 = i*w//cw, max(i*w//cw+1, (i+1)*w//cw)
            s = n = 0
            for y in range(y0, y1, max(1, (y1-y0)//3)):
                r = rows[y]
                for x in range(x0, x1, max(1, (x1-x0)//3)):
                    s += 0.299*r[x*4] + 0.587*r[x*4+1] + 0.114*r[x*4+2]; n += 1
            out.append(s/n)
    return out

def main():
    shot, render, out = sys.argv[1:4]
    box = sys.argv[4] if len(sys.argv) > 4 else '-'
    H = int(sys.argv[5]) if len(sys.argv) > 5 else 1100
    a = pngkit.read(shot)
    if box != '-': a = crop(*a, tuple(int(v) for v in box.split(',')))
    b = pngkit.read(render)
    a = (a[0], a[1], pngkit.flatten(a[2])); b = (b[0], b[1], pngkit.flatten(b[2]))
    ca, cb = cells(*a), cells(*b)
    agree = 100 - sum(abs(p - q) for p, q in zip(ca, cb)) / len(ca) / 2.55
    wa, wb = a[0]*H//a[1], b[0]*H//b[1]
    ra, rb = pngkit.resize(*a, wa, H), pngkit.resize(*b, wb, H)
    gap = bytes((255, 0, 255, 255)) * 12
    pngkit.write(out, wa + 12 + wb, H, [ra[y] + gap + rb[y] for y in range(H)])
    print('%.1f' % agree)

main()
