#!/usr/bin/env python3
"""Rebuilds Fonts/Symbols/symbols.txt: SF Symbol names drawn with Bootstrap Icons (MIT), from
Debian's bootstrap-icons package.

Each line is `sf-name <TAB> nonzero|evenodd <TAB> path`, the path in absolute M, L, C and Z
commands on the icons' 16 x 16 grid, numbers rounded to 1/1000 (arcs and quadratic curves are
turned into cubic ones here). Running it twice gives the same file.

    sudo apt-get install bootstrap-icons && python3 scripts/build-symbols.py
"""
import math
import os
import re
import sys
import xml.etree.ElementTree as ET

SOURCE = "/usr/share/bootstrap-icons/svg"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fonts", "Symbols")

# SF Symbol name -> Bootstrap Icons name: the most used symbols in iOS apps.
NAMES = """
chevron.right chevron-right
chevron.left chevron-left
chevron.up chevron-up
chevron.down chevron-down
chevron.forward chevron-right
chevron.backward chevron-left
chevron.up.chevron.down chevron-expand
xmark x-lg
xmark.circle x-circle
xmark.circle.fill x-circle-fill
xmark.square x-square
checkmark check-lg
checkmark.circle check-circle
checkmark.circle.fill check-circle-fill
checkmark.square check-square
checkmark.square.fill check-square-fill
checkmark.shield shield-check
plus plus-lg
minus dash-lg
plus.circle plus-circle
plus.circle.fill plus-circle-fill
minus.circle dash-circle
minus.circle.fill dash-circle-fill
plus.square plus-square
plus.square.fill plus-square-fill
minus.square dash-square
star star
star.fill star-fill
star.leadinghalf.filled star-half
heart heart
heart.fill heart-fill
heart.slash heartbreak
house house
house.fill house-fill
gear gear
gearshape gear
gearshape.fill gear-fill
person person
person.fill person-fill
person.circle person-circle
person.crop.circle person-circle
person.2 people
person.2.fill people-fill
person.3 people
person.badge.plus person-plus
magnifyingglass search
bell bell
bell.fill bell-fill
bell.slash bell-slash
envelope envelope
envelope.fill envelope-fill
envelope.open envelope-open
trash trash
trash.fill trash-fill
pencil pencil
square.and.pencil pencil-square
square.and.arrow.up box-arrow-up
square.and.arrow.down box-arrow-in-down
paperplane send
paperplane.fill send-fill
camera camera
camera.fill camera-fill
photo image
photo.fill image-fill
photo.on.rectangle images
video camera-video
video.fill camera-video-fill
mic mic
mic.fill mic-fill
mic.slash mic-mute
phone telephone
phone.fill telephone-fill
message chat
message.fill chat-fill
bubble.left chat-left
bubble.left.fill chat-left-fill
bubble.right chat-right
bubble.right.fill chat-right-fill
quote.bubble chat-quote
ellipsis three-dots
ellipsis.vertical three-dots-vertical
info info-lg
info.circle info-circle
info.circle.fill info-circle-fill
questionmark question-lg
questionmark.circle question-circle
exclamationmark exclamation-lg
exclamationmark.circle exclamation-circle
exclamationmark.triangle exclamation-triangle
exclamationmark.triangle.fill exclamation-triangle-fill
lock lock
lock.fill lock-fill
lock.open unlock
key key
key.fill key-fill
eye eye
eye.fill eye-fill
eye.slash eye-slash
calendar calendar
calendar.badge.plus calendar-plus
clock clock
clock.fill clock-fill
alarm alarm
stopwatch stopwatch
timer stopwatch
hourglass hourglass
cart cart
cart.fill cart-fill
cart.badge.plus cart-plus
bag bag
bag.fill bag-fill
bag.badge.plus bag-plus
creditcard credit-card
creditcard.fill credit-card-fill
gift gift
gift.fill gift-fill
tag tag
tag.fill tag-fill
bookmark bookmark
bookmark.fill bookmark-fill
book book
book.fill book-fill
folder folder
folder.fill folder-fill
doc file-earmark
doc.fill file-earmark-fill
doc.text file-earmark-text
paperclip paperclip
link link-45deg
globe globe
map map
map.fill map-fill
location geo-alt
location.fill geo-alt-fill
mappin.and.ellipse geo-alt
pin pin
pin.fill pin-fill
flag flag
flag.fill flag-fill
wifi wifi
antenna.radiowaves.left.and.right broadcast
battery.100 battery-full
battery.50 battery-half
bolt lightning
bolt.fill lightning-fill
sun.max sun
sun.max.fill sun-fill
moon moon
moon.fill moon-fill
cloud cloud
cloud.fill cloud-fill
icloud cloud
icloud.fill cloud-fill
cloud.rain cloud-rain
cloud.bolt cloud-lightning
cloud.sun cloud-sun
snowflake snow
wind wind
umbrella umbrella
thermometer thermometer
drop droplet
drop.fill droplet-fill
flame fire
lightbulb lightbulb
lightbulb.fill lightbulb-fill
music.note music-note
music.note.list music-note-list
play play
play.fill play-fill
play.circle play-circle
play.circle.fill play-circle-fill
pause pause
pause.fill pause-fill
pause.circle pause-circle
pause.circle.fill pause-circle-fill
stop.fill stop-fill
forward.fill fast-forward-fill
backward.fill rewind-fill
speaker.wave.2 volume-up
speaker.wave.2.fill volume-up-fill
speaker.slash volume-mute
headphones headphones
film film
tv tv
tv.fill tv-fill
airplane airplane
car car-front
car.fill car-front-fill
bicycle bicycle
bus bus-front
tram train-front
arrow.up arrow-up
arrow.down arrow-down
arrow.left arrow-left
arrow.right arrow-right
arrow.up.right arrow-up-right
arrow.clockwise arrow-clockwise
arrow.counterclockwise arrow-counterclockwise
arrow.triangle.2.circlepath arrow-repeat
arrow.up.arrow.down arrow-down-up
arrow.up.circle arrow-up-circle
arrow.up.circle.fill arrow-up-circle-fill
arrow.down.circle arrow-down-circle
arrow.down.to.line download
arrow.up.to.line upload
rectangle.portrait.and.arrow.right box-arrow-right
square.grid.2x2 grid
square.grid.2x2.fill grid-fill
list.bullet list-ul
list.number list-ol
line.3.horizontal list
line.3.horizontal.decrease filter
slider.horizontal.3 sliders
sidebar.left layout-sidebar
square square
square.fill square-fill
circle circle
circle.fill circle-fill
app app
square.stack stack
tray inbox
tray.fill inbox-fill
archivebox archive
archivebox.fill archive-fill
printer printer
desktopcomputer display
laptopcomputer laptop
iphone phone
ipad tablet
applewatch smartwatch
gamecontroller controller
keyboard keyboard
hand.thumbsup hand-thumbs-up
hand.thumbsup.fill hand-thumbs-up-fill
hand.thumbsdown hand-thumbs-down
face.smiling emoji-smile
shield shield
shield.fill shield-fill
qrcode qr-code
barcode upc
scissors scissors
wrench wrench
hammer hammer
paintbrush brush
paintpalette palette
crop crop
wand.and.stars magic
sparkles stars
cpu cpu
externaldrive hdd
server.rack server
chart.bar bar-chart
chart.bar.fill bar-chart-fill
chart.pie pie-chart
chart.pie.fill pie-chart-fill
chart.line.uptrend.xyaxis graph-up
dollarsign currency-dollar
building.2 building
power power
at at
number hash
textformat fonts
bold type-bold
italic type-italic
underline type-underline
rosette award
trophy trophy
trophy.fill trophy-fill
cup.and.saucer cup-hot
command command
option option
shift shift
delete.left backspace
return arrow-return-left
globe.americas globe-americas
sunrise sunrise
sunset sunset
binoculars binoculars
eyeglasses eyeglasses
puzzlepiece puzzle
humidity moisture
humidity.fill moisture
arrow.down.right arrow-down-right
arrow.down.right.circle arrow-down-right-circle
arrow.down.right.circle.fill arrow-down-right-circle-fill
arrow.trianglehead.counterclockwise arrow-counterclockwise
arrow.trianglehead.clockwise arrow-clockwise
exclamationmark.shield shield-exclamation
exclamationmark.shield.fill shield-fill-exclamation
checkmark.shield.fill shield-fill-check
lock.shield shield-lock
lock.shield.fill shield-lock-fill
thermometer.medium thermometer-half
thermometer.sun thermometer-sun
thermometer.snowflake thermometer-snow
drop.halffull droplet-half
cloud.sun.fill cloud-sun-fill
cloud.moon cloud-moon
cloud.moon.fill cloud-moon-fill
cloud.rain.fill cloud-rain-fill
cloud.heavyrain cloud-rain-heavy
cloud.heavyrain.fill cloud-rain-heavy-fill
cloud.bolt.fill cloud-lightning-fill
cloud.bolt.rain cloud-lightning-rain
cloud.bolt.rain.fill cloud-lightning-rain-fill
cloud.snow cloud-snow
cloud.snow.fill cloud-snow-fill
cloud.fog cloud-fog
cloud.fog.fill cloud-fog-fill
cloud.drizzle cloud-drizzle
cloud.drizzle.fill cloud-drizzle-fill
cloud.hail cloud-hail
cloud.hail.fill cloud-hail-fill
cloud.sleet cloud-sleet
cloud.sleet.fill cloud-sleet-fill
tree tree
tree.fill tree-fill
sunglasses sunglasses
signpost.right signpost
signpost.right.fill signpost-fill
"""

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def arc_to_cubics(x1, y1, rx, ry, phi, large, sweep, x2, y2):
    """SVG arc (endpoint form) as cubic Bezier segments (SVG 1.1 appendix F.6)."""
    if rx == 0 or ry == 0:
        return [(x1, y1, x2, y2, x2, y2)]
    rx, ry = abs(rx), abs(ry)
    cp, sp = math.cos(math.radians(phi)), math.sin(math.radians(phi))
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p, y1p = cp * dx + sp * dy, -sp * dx + cp * dy
    lam = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0, num / den)) if den else 0
    if large == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cp * cxp - sp * cyp + (x1 + x2) / 2
    cy = sp * cxp + cp * cyp + (y1 + y2) / 2

    def angle(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    n = max(1, int(math.ceil(abs(dt) / (math.pi / 2) - 1e-9)))
    step = dt / n
    k = 4 / 3 * math.tan(step / 4)
    out = []
    for i in range(n):
        a, b = t1 + i * step, t1 + (i + 1) * step
        ca, sa, cb, sb = math.cos(a), math.sin(a), math.cos(b), math.sin(b)

        def point(x, y):
            return (cp * rx * x - sp * ry * y + cx, sp * rx * x + cp * ry * y + cy)

        c1 = point(ca - k * sa, sa + k * ca)
        c2 = point(cb + k * sb, sb - k * cb)
        p = point(cb, sb)
        out.append((c1[0], c1[1], c2[0], c2[1], p[0], p[1]))
    out[-1] = out[-1][:4] + (x2, y2)
    return out


def parse_path(d):
    """SVG path data to a list of ('M', x, y), ('L', x, y), ('C', 6 numbers), ('Z',)."""
    tokens = TOKEN.findall(d)
    out, i = [], 0
    x = y = sx = sy = 0.0
    last_c2 = None
    last_q = None
    cmd = None

    def num():
        nonlocal i
        v = float(tokens[i])
        i += 1
        return v

    while i < len(tokens):
        if re.match(r"[A-Za-z]", tokens[i]):
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                out.append(("Z",))
                x, y = sx, sy
                last_c2 = last_q = None
                continue
        rel = cmd.islower()
        c = cmd.upper()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if c == "M":
            x, y = ox + num(), oy + num()
            sx, sy = x, y
            out.append(("M", x, y))
            cmd = "l" if rel else "L"
            last_c2 = last_q = None
        elif c == "L":
            x, y = ox + num(), oy + num()
            out.append(("L", x, y))
            last_c2 = last_q = None
        elif c == "H":
            x = ox + num() if rel else num()
            out.append(("L", x, y))
            last_c2 = last_q = None
        elif c == "V":
            y = (y + num()) if rel else num()
            out.append(("L", x, y))
            last_c2 = last_q = None
        elif c == "C":
            a, b, cc, dd, e, f = (num() for _ in range(6))
            c1 = (ox + a, oy + b)
            c2 = (ox + cc, oy + dd)
            x, y = ox + e, oy + f
            out.append(("C", c1[0], c1[1], c2[0], c2[1], x, y))
            last_c2, last_q = c2, None
        elif c == "S":
            cc, dd, e, f = (num() for _ in range(4))
            c1 = (2 * x - last_c2[0], 2 * y - last_c2[1]) if last_c2 else (x, y)
            c2 = (ox + cc, oy + dd)
            x, y = ox + e, oy + f
            out.append(("C", c1[0], c1[1], c2[0], c2[1], x, y))
            last_c2, last_q = c2, None
        elif c in "QT":
            if c == "Q":
                qx, qy = ox + num(), oy + num()
            else:
                qx, qy = (2 * x - last_q[0], 2 * y - last_q[1]) if last_q else (x, y)
            ex, ey = ox + num(), oy + num()
            c1 = (x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y))
            c2 = (ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey))
            out.append(("C", c1[0], c1[1], c2[0], c2[1], ex, ey))
            x, y = ex, ey
            last_q, last_c2 = (qx, qy), None
        elif c == "A":
            rx, ry, phi, large, sweep = num(), num(), num(), num(), num()
            ex, ey = ox + num(), oy + num()
            for seg in arc_to_cubics(x, y, rx, ry, phi, int(large), int(sweep), ex, ey):
                out.append(("C",) + seg)
            x, y = ex, ey
            last_c2 = last_q = None
        else:
            raise ValueError("unsupported command " + cmd)
    return out


def shape_paths(element):
    tag = element.tag.split("}")[-1]
    if tag == "path":
        return parse_path(element.get("d"))
    if tag == "circle":
        cx, cy, r = (float(element.get(k)) for k in ("cx", "cy", "r"))
        return parse_path("M%r %rA%r %r 0 1 1 %r %rA%r %r 0 1 1 %r %rZ" %
                          (cx - r, cy, r, r, cx + r, cy, r, r, cx - r, cy))
    if tag == "rect":
        x, y = float(element.get("x", 0)), float(element.get("y", 0))
        w, h = float(element.get("width")), float(element.get("height"))
        r = float(element.get("rx", 0))
        if r == 0:
            return [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)]
        return parse_path("M%r %rH%rA%r %r 0 0 1 %r %rV%rA%r %r 0 0 1 %r %rH%rA%r %r 0 0 1 %r %rV%r"
                          "A%r %r 0 0 1 %r %rZ" % (x + r, y, x + w - r, r, r, x + w, y + r,
                                                   y + h - r, r, r, x + w - r, y + h, x + r,
                                                   r, r, x, y + h - r, y + r, r, r, x + r, y))
    return []


def fmt(v):
    s = "%.3f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def main():
    if not os.path.isdir(SOURCE):
        sys.exit("needs Debian's bootstrap-icons: sudo apt-get install bootstrap-icons")
    os.makedirs(OUT, exist_ok=True)
    lines = []
    for row in NAMES.strip().splitlines():
        sf, bi = row.split()
        svg = os.path.join(SOURCE, bi + ".svg")
        if not os.path.exists(svg):
            sys.exit("missing icon " + bi + " for " + sf)
        root = ET.parse(svg).getroot()
        commands, rule = [], "nonzero"
        for element in root.iter():
            if element.get("fill-rule") == "evenodd":
                rule = "evenodd"
            commands += shape_paths(element)
        d = " ".join(c[0] + (" " + " ".join(fmt(v) for v in c[1:]) if len(c) > 1 else "")
                     for c in commands)
        lines.append("%s\t%s\t%s" % (sf, rule, d))
    with open(os.path.join(OUT, "symbols.txt"), "w") as f:
        f.write("# SF Symbol names drawn with Bootstrap Icons 1.10.3 (MIT), made by scripts/build-symbols.py\n")
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "LICENSE.txt"), "w") as f:
        f.write("The outlines in symbols.txt are Bootstrap Icons 1.10.3, from Debian's bootstrap-icons\n"
                "package, turned into absolute M/L/C/Z path commands by scripts/build-symbols.py.\n"
                "Copyright (c) 2019-2021 The Bootstrap Authors. Licensed under the MIT License:\n\n")
        with open("/usr/share/doc/bootstrap-icons/copyright") as c:
            text = c.read()
        f.write(text[text.index("License: MIT\n Permission"):].replace("\n .\n", "\n\n").replace("\n ", "\n"))
    print("wrote", len(lines), "symbols")


main()
