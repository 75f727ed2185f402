#!/usr/bin/env python3
"""Rebuilds Fonts/Symbols/symbols.txt: SF Symbol names drawn with Bootstrap Icons (MIT), from
Debian's bootstrap-icons package.

Each line is `sf-name <TAB> nonzero|evenodd|stroke <TAB> path`, the path in absolute M, L, C
and Z commands (a `stroke` line may end in a fourth field, a path filled with the strokes) on the icons' 16 x 16 grid, numbers rounded to 1/1000 (arcs and quadratic curves are
turned into cubic ones here). Running it twice gives the same file.

    sudo apt-get install bootstrap-icons && python3 scripts/build-symbols.py
"""
import math
import os
import re
import sys
import zipfile
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

# SF Symbol name -> Lucide icon (stroked, drawn at the font's weight): the 600 names most used
# in 126 public SwiftUI repositories (counted 2026-12-04: the repositories using each name, then
# its uses), each with the closest Lucide icon; `.fill` names Bootstrap Icons draws filled stay
# Bootstrap's, other `.fill` names are drawn as the outline.
LUCIDE = """
trash trash-2
plus plus
xmark x
chevron.right chevron-right
checkmark check
magnifyingglass search
square.and.arrow.up share
star star
info.circle info
checkmark.circle circle-check
pencil pencil
gear settings
globe globe
ellipsis ellipsis
chevron.down chevron-down
plus.circle circle-plus
gearshape settings
xmark.circle circle-x
clock clock
arrow.clockwise rotate-cw
square.and.pencil square-pen
square.and.arrow.down download
exclamationmark.triangle triangle-alert
ellipsis.circle circle-ellipsis
person user
photo image
chevron.left chevron-left
calendar calendar
doc.on.doc copy
questionmark.circle circle-question-mark
person.crop.circle circle-user
heart heart
list.bullet list
house house
circle circle
chevron.up chevron-up
minus minus
exclamationmark.circle.fill circle-alert
arrow.right arrow-right
arrow.down.circle circle-arrow-down
folder folder
link link
slider.horizontal.3 sliders-horizontal
bell bell
arrow.down arrow-down
timer timer
minus.circle circle-minus
arrow.up.arrow.down arrow-up-down
person.circle circle-user
arrow.up arrow-up
envelope mail
paintpalette palette
checkmark.seal.fill badge-check
arrow.left arrow-left
tag tag
eye.slash eye-off
person.3 users
arrow.up.right arrow-up-right
square.grid.2x2 layout-grid
line.3.horizontal menu
arrow.counterclockwise rotate-ccw
chevron.up.chevron.down chevrons-up-down
network network
eye eye
clock.arrow.circlepath history
paperplane send
arrow.triangle.2.circlepath refresh-cw
doc.text file-text
lock lock
person.circle.fill circle-user
line.3.horizontal.decrease.circle list-filter
book book-open
chevron.forward chevron-right
line.3.horizontal.decrease list-filter
bell.badge bell-dot
camera camera
sparkles sparkles
safari compass
qrcode.viewfinder scan-qr-code
number hash
waveform audio-lines
wifi wifi
hourglass hourglass
pin pin
arrow.uturn.backward undo-2
chevron.backward chevron-left
gearshape.2 settings
server.rack server
questionmark.circle.fill circle-question-mark
doc file
arrow.down.circle.fill circle-arrow-down
message message-circle
archivebox archive
keyboard keyboard
music.note music
checkmark.seal badge-check
arrow.2.squarepath repeat-2
person.crop.circle.badge.xmark user-x
bookmark bookmark
star.circle circle-star
exclamationmark.bubble message-circle-warning
speaker.slash.fill volume-off
dot.radiowaves.left.and.right radio
textformat case-sensitive
face.smiling smile
map map
sun.max sun
puzzlepiece.extension puzzle
play.circle circle-play
folder.badge.plus folder-plus
shuffle shuffle
arrowshape.turn.up.left reply
hand.thumbsup thumbs-up
shippingbox package
person.2 users
person.badge.plus user-plus
person.3.fill users
exclamationmark.circle circle-alert
arrow.up.right.square square-arrow-up-right
macwindow app-window-mac
x.circle circle-x
suit.heart.fill heart
square.and.arrow.up.fill share
film film
music.note.list list-music
play.rectangle tv-minimal-play
person.crop.square square-user
questionmark.diamond badge-question-mark
chevron.right.circle circle-chevron-right
cart shopping-cart
externaldrive hard-drive
photo.badge.plus image-plus
photo.on.rectangle.angled images
questionmark circle-question-mark
flame flame
text.bubble message-square-text
doc.text.magnifyingglass file-search
line.horizontal.3.decrease.circle list-filter
mic mic
person.fill.badge.plus user-plus
flame.fill flame
lightbulb lightbulb
mappin map-pin
person.crop.circle.fill circle-user
arrow.left.arrow.right arrow-left-right
checkmark.shield shield-check
display monitor
pencil.circle pencil
square square
text.alignleft text-align-start
arrow.up.left.and.arrow.down.right maximize-2
list.bullet.rectangle list
internaldrive hard-drive
bubble.left.and.bubble.right.fill messages-square
person.crop.circle.fill.badge.checkmark user-check
arrow.down.doc file-down
arrow.right.circle.fill circle-arrow-right
chart.bar.xaxis chart-column
cpu cpu
desktopcomputer monitor
hand.raised hand
mappin.circle.fill map-pin
power power
flag flag
speaker.wave.3.fill volume-2
arrow.forward arrow-right
quote.bubble message-square-quote
wrench.and.screwdriver wrench
building.2 building-2
folder.badge.gearshape folder-cog
hand.raised.fill hand
lock.shield shield
sidebar.left panel-left
apple.logo apple
testtube.2 test-tubes
textformat.size a-large-small
plus.magnifyingglass zoom-in
app.fill square
square.stack gallery-vertical-end
captions.bubble captions
doc.richtext file-image
person.badge.minus user-minus
antenna.radiowaves.left.and.right radio-tower
applelogo apple
arrow.up.forward.app square-arrow-out-up-right
at at-sign
calendar.badge.exclamationmark calendar
heart.circle heart
text.badge.plus list-plus
bubble.left.and.bubble.right messages-square
doc.badge.plus file-plus
doc.on.clipboard clipboard-copy
infinity infinity
plus.square.on.square copy-plus
video video
arrow.right.circle circle-arrow-right
ellipsis.circle.fill circle-ellipsis
key key
arrow.up.circle circle-arrow-up
books.vertical library
hand.tap pointer
play play
swift bird
x.circle.fill circle-x
cup.and.saucer.fill coffee
eyeglasses glasses
hand.thumbsdown thumbs-down
pin.slash pin-off
scope crosshair
terminal terminal
arrow.triangle.branch git-branch
arrowtriangle.down.fill chevron-down
doc.plaintext file-text
info info
note.text notepad-text
speaker.fill volume
speaker.slash volume-off
wand.and.stars wand-sparkles
arrow.uturn.forward redo-2
externaldrive.fill hard-drive
filemenu.and.selection panel-top
person.crop.circle.badge.checkmark user-check
photo.on.rectangle images
switch.2 toggle-right
tray inbox
icloud.and.arrow.down cloud-download
arrow.up.forward.square square-arrow-up-right
square.dashed square-dashed
sun.min sun-dim
rectangle.stack gallery-vertical-end
app.dashed squircle-dashed
books.vertical.fill library
exclamationmark.bubble.fill message-circle-warning
person.crop.circle.badge.plus user-plus
exclamationmark.octagon.fill octagon-alert
location navigation
rectangle.on.rectangle copy
bell.slash bell-off
eye.slash.fill eye-off
line.horizontal.3 menu
paintbrush paintbrush
pencil.line pencil-line
sidebar.trailing panel-right
speaker.wave.2 volume-2
chart.bar chart-no-axes-column-increasing
chevron.down.circle circle-chevron-down
hammer hammer
iphone smartphone
rectangle.3.group layout-dashboard
speedometer gauge
stop.circle circle-stop
suit.heart heart
arrow.counterclockwise.circle rotate-ccw
book.closed book
checklist list-checks
lock.rotation rotate-ccw-key
network.slash globe-off
pencil.circle.fill pencil
qrcode qr-code
airplayvideo airplay
bag shopping-bag
character.cursor.ibeam text-cursor-input
list.number list-ordered
person.badge.key.fill user-key
star.circle.fill circle-star
trash.circle.fill trash-2
app.badge.fill bell-dot
arrow.clockwise.circle rotate-cw
arrow.uturn.backward.circle.fill undo-2
bell.badge.fill bell-dot
checkmark.square square-check
chevron.down.circle.fill circle-chevron-down
delete.left delete
doc.text.fill file-text
exclamationmark.magnifyingglass search-alert
leaf leaf
moon moon
pause pause
plus.app.fill square-plus
puzzlepiece.extension.fill puzzle
safari.fill compass
speaker.wave.1.fill volume-1
square.on.square copy
hourglass.bottomhalf.fill hourglass
hourglass.tophalf.fill hourglass
doc.on.doc.fill copy
cloud.sun cloud-sun
fork.knife utensils
clock.arrow.2.circlepath history
book.pages book-open-text
mappin.and.ellipse map-pinned
sun.haze haze
text.append list-plus
app square
bird bird
gobackward rotate-ccw
list.and.film list-video
movieclapper clapperboard
battery.100 battery-full
calendar.badge.clock calendar-clock
icloud cloud
laptopcomputer laptop
music.mic mic-vocal
phone.down.fill phone-off
signature signature
sunrise sunrise
ant bug
arrow.down.to.line arrow-down-to-line
arrow.trianglehead.2.clockwise refresh-cw
arrow.uturn.left undo-2
arrowshape.left.fill arrow-big-left
arrowshape.turn.up.left.fill reply
car car
document.on.document copy
envelope.open mail-open
hare rabbit
list.dash list
macbook.and.iphone monitor-smartphone
mug coffee
questionmark.app.fill badge-question-mark
rectangle.portrait.and.arrow.right log-out
sparkle sparkle
xmark.bin archive-x
xmark.square square-x
arrowtriangle.down.circle circle-chevron-down
bolt zap
chevron.left.forwardslash.chevron.right code-xml
clear delete
cloud.sun.rain.fill cloud-sun-rain
creditcard credit-card
envelope.badge mail
externaldrive.badge.plus hard-drive
forward.end.fill skip-forward
hand.raised.slash hand
heart.circle.fill heart
homekit house
list.bullet.below.rectangle layout-list
list.bullet.clipboard clipboard-list
minus.magnifyingglass zoom-out
nosign ban
person.crop.circle.badge.exclamationmark circle-user
pip.enter picture-in-picture
play.rectangle.on.rectangle tv-minimal-play
record.circle circle-dot
rectangle.stack.fill gallery-vertical-end
scribble.variable line-squiggle
speaker volume
speaker.wave.3 volume-2
square.stack.3d.up layers
stop.circle.fill circle-stop
video.slash video-off
wifi.slash wifi-off
airplane plane
arrow.triangle.2.circlepath.circle refresh-cw
arrow.up.and.down move-vertical
arrow.up.arrow.down.circle arrow-up-down
arrow.up.forward arrow-up-right
backward.end.fill skip-back
bolt.circle zap
bubble message-square
calendar.badge.plus calendar-plus
cart.circle shopping-cart
cellularbars signal
character.textbox text-cursor-input
checkmark.seal.text.page file-check
cloud cloud
command command
gamecontroller gamepad-2
hammer.fill hammer
heart.text.square.fill square-activity
list.bullet.clipboard.fill clipboard-list
list.clipboard.fill clipboard-list
magnifyingglass.circle search
memorychip memory-stick
paintbrush.pointed.fill paintbrush-vertical
phone phone
play.rectangle.fill tv-minimal-play
plus.bubble message-square-plus
plus.rectangle.on.rectangle copy-plus
printer printer
questionmark.square badge-question-mark
rectangle.portrait rectangle-vertical
repeat repeat
slider.vertical.3 sliders-vertical
square.and.arrow.down.on.square download
square.and.arrow.up.trianglebadge.exclamationmark share
text.magnifyingglass text-search
tray.and.arrow.down.fill download
tray.and.arrow.up.fill upload
waveform.path.ecg activity
wrench wrench
xmark.octagon.fill octagon-x
calendar.circle.fill calendar
list.bullet.circle.fill list
textformat.characters case-sensitive
square.fill.on.square.fill copy
largecircle.fill.circle circle-dot
arrow.trianglehead.clockwise rotate-cw
rectangle.split.2x1 columns-2
hand.draw.fill hand
headphones headphones
cloud.sun.bolt cloud-lightning
eyedropper.full pipette
line.horizontal.3.decrease list-filter
moon.stars moon-star
moon.zzz moon
xmark.seal badge-x
arrow.3.trianglepath recycle
arrow.left.circle circle-arrow-left
arrow.trianglehead.2.clockwise.rotate.90 refresh-cw
arrowshape.turn.up.left.circle.fill reply
book.circle book-open
chevron.compact.right chevron-right
circle.dotted circle-dashed
figure.walk person-standing
keyboard.chevron.compact.down keyboard-off
link.circle link
mappin.circle map-pin
play.square.stack square-play
rectangle.grid.2x2 layout-grid
return corner-down-left
sidebar.leading panel-left
stethoscope stethoscope
sunset sunset
tv tv
xmark.octagon octagon-x
airpodspro headphones
app.badge.checkmark square-check
arrow.clockwise.circle.fill rotate-cw
arrow.up.arrow.down.square arrow-up-down
cloud.rain cloud-rain
delete.backward delete
flashlight.off.fill flashlight-off
gift gift
mic.slash mic-off
multiply.circle.fill circle-x
rectangle.dashed square-dashed
rectangle.stack.badge.plus layers-plus
snow snowflake
tortoise turtle
wave.3.right nfc
xmark.square.fill square-x
airplayaudio airplay
arrow.down.app square-arrow-down
arrow.left.and.right move-horizontal
arrow.right.arrow.left arrow-right-left
arrow.up.doc file-up
arrow.up.to.line arrow-up-to-line
arrowtriangle.up.circle circle-chevron-up
backward rewind
beats.headphones headphones
bird.fill bird
bold bold
character.book.closed book-a
cloud.sun.bolt.fill cloud-lightning
doc.viewfinder.fill scan-text
dollarsign.circle circle-dollar-sign
ellipsis.bubble.fill message-circle-more
exclamationmark circle-alert
eyes eye
film.stack film
flowchart workflow
forward fast-forward
hand.draw hand
hand.thumbsdown.fill thumbs-down
heart.slash heart-off
italic italic
lasso.badge.sparkles lasso
leaf.arrow.circlepath recycle
line.horizontal.3.decrease.circle.fill list-filter
list.clipboard clipboard-list
lock.open lock-open
lock.slash.fill lock-open
macbook laptop
paintbrush.fill paintbrush
person.2.slash users
person.text.rectangle id-card
photo.badge.exclamationmark image-off
pin.circle pin
quote.bubble.fill message-square-quote
rectangle.portrait.and.arrow.forward log-out
rectangle.righthalf.inset.fill.arrow.right log-out
shippingbox.fill package
square.and.arrow.up.circle.fill share
square.split.2x1 columns-2
stop square
sun.haze.fill haze
tablecells table
target target
text.page.badge.magnifyingglass file-search
tray.full.fill inbox
trophy trophy
viewfinder scan
water.waves waves-horizontal
wind wind
xbox.logo gamepad-2
app.gift gift
apple.terminal square-terminal
applescript.fill scroll
applewatch watch
apps.iphone smartphone
arrow.down.square square-arrow-down
arrow.right.square.fill square-arrow-right
arrow.turn.down.right corner-down-right
arrow.up.and.down.text.horizontal arrow-up-down
arrow.up.left arrow-up-left
arrow.uturn.backward.circle undo-2
arrowtriangle.backward.fill chevron-left
battery.50percent battery-medium
bell.circle.fill bell
bolt.slash zap-off
bookmark.slash bookmark-x
brain.head.profile brain
bubble.fill message-square
bubble.right message-square
bubbles.and.sparkles sparkles
bubbles.and.sparkles.fill sparkles
calendar.badge.checkmark calendar-check
calendar.circle calendar
capsule pill
car.circle.fill car
"""

# Names SF Symbols draws solid though they have no `.fill`: Bootstrap's filled shapes are closer.
SOLID = {"sparkles", "battery.100", "battery.75", "battery.50", "battery.25", "battery.0"}

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
    if tag == "line":
        x1, y1, x2, y2 = (float(element.get(k, 0)) for k in ("x1", "y1", "x2", "y2"))
        return [("M", x1, y1), ("L", x2, y2)]
    if tag in ("polyline", "polygon"):
        values = [float(v) for v in NUMBER.findall(element.get("points"))]
        pts = list(zip(values[0::2], values[1::2]))
        out = [("M",) + pts[0]] + [("L",) + p for p in pts[1:]]
        return out + ([("Z",)] if tag == "polygon" else [])
    if tag == "ellipse":
        cx, cy, rx, ry = (float(element.get(k)) for k in ("cx", "cy", "rx", "ry"))
        return parse_path("M%r %rA%r %r 0 1 1 %r %rA%r %r 0 1 1 %r %rZ" %
                          (cx - rx, cy, rx, ry, cx + rx, cy, rx, ry, cx - rx, cy))
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


LUCIDE_VERSION = "1.1.4"


def lucide_lines():
    """SF name -> its `stroke` line, for the names LUCIDE maps (`.fill` names stay filled)."""
    try:
        import lucide
    except ImportError:
        sys.exit("needs Lucide's icons: pip install lucide==%s" % LUCIDE_VERSION)
    archive = zipfile.ZipFile(os.path.join(os.path.dirname(lucide.__file__), "lucide.zip"))
    svgs = {os.path.basename(n)[:-4]: n for n in archive.namelist() if n.endswith(".svg")}
    out = {}
    for row in LUCIDE.strip().splitlines():
        sf, icon = row.split()
        if sf in SOLID:
            continue
        if icon not in svgs:
            sys.exit("Lucide has no icon %s (for %s)" % (icon, sf))
        root = ET.fromstring(archive.read(svgs[icon]))
        shapes = [c for c in (shape_paths(e) for e in root.iter()) if c]
        # A badge's dot (the last circle of a `-dot` icon) is filled as well as stroked, as SF
        # draws the dot of `bell.badge` and the disc of `record.circle`: its own field.
        fill = shapes[-1] if icon.endswith("-dot") else []
        commands = [c for shape in shapes for c in shape]
        if icon.startswith("user"):
            commands = close_bodies(commands)
        line = "%s\tstroke\t%s" % (sf, path_text(commands))
        out[sf] = line + ("\t" + path_text(fill) if fill else "")
    return out


def path_text(commands):
    return " ".join(c[0] + (" " + " ".join(fmt(v) for v in c[1:]) if len(c) > 1 else "")
                    for c in commands)


def close_bodies(commands):
    """Closes each open subpath that starts and ends on the icon's bottom line (y 21): SF's
    person has a closed body, Lucide's user an open arch."""
    out, start = [], 0
    for i in range(len(commands) + 1):
        if i == len(commands) or (commands[i][0] == "M" and i > start):
            sub = commands[start:i]
            if sub[-1][0] != "Z" and sub[0][2] == 21 and sub[-1][-1] == 21:
                sub = sub + [("Z",)]
            out += sub
            start = i
    return out


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
        lines.append((sf, "%s\t%s\t%s" % (sf, rule, d)))
    # Composed here: a filled disc with a shape cut out of it (even-odd), where neither set has
    # the SF symbol. The disc is Bootstrap's circle-fill; the cut-out, a north-pointing
    # arrow with a notched tail, as an iPhone 13's screenshot of `location.circle.fill` shows.
    arrow = [(8, 3.6), (11.1, 11.4), (8, 9.7), (4.9, 11.4)]
    disc = ("M 16 8 C 16 12.418 12.418 16 8 16 C 3.582 16 0 12.418 0 8 "
            "C 0 3.582 3.582 0 8 0 C 12.418 0 16 3.582 16 8 Z")
    cut = " ".join(("M" if i == 0 else "L") + " %s %s" % (fmt(x), fmt(y))
                   for i, (x, y) in enumerate(arrow)) + " Z"
    lines.append(("location.circle.fill",
                  "location.circle.fill\tevenodd\t%s %s" % (disc, cut)))
    stroked = lucide_lines()
    names = {sf for sf, _ in lines}
    lines = [(sf, stroked.pop(sf, line)) for sf, line in lines]
    lines += sorted(stroked.items())
    with open(os.path.join(OUT, "symbols.txt"), "w") as f:
        f.write("# SF Symbol names drawn with Lucide %s (ISC; `stroke` lines, on a 24 x 24 grid) and "
                "Bootstrap Icons 1.10.3 (MIT; filled, on 16 x 16), made by scripts/build-symbols.py\n"
                % LUCIDE_VERSION)
        f.write("\n".join(line for _, line in lines) + "\n")
    with open(os.path.join(OUT, "LICENSE.txt"), "w") as f:
        f.write("The outlines in symbols.txt are Bootstrap Icons 1.10.3, from Debian's bootstrap-icons\n"
                "package, turned into absolute M/L/C/Z path commands by scripts/build-symbols.py.\n"
                "Copyright (c) 2019-2021 The Bootstrap Authors. Licensed under the MIT License:\n\n")
        with open("/usr/share/doc/bootstrap-icons/copyright") as c:
            text = c.read()
        f.write(text[text.index("License: MIT\n Permission"):].replace("\n .\n", "\n\n").replace("\n ", "\n"))
        import lucide
        license_dir = os.path.join(os.path.dirname(lucide.__file__), "..",
                                   "lucide-%s.dist-info" % LUCIDE_VERSION, "licenses", "LICENSE")
        with open(license_dir) as c:
            text = c.read()
        f.write("\n\nThe `stroke` lines are Lucide's icons (from the Python package lucide %s), turned "
                "into absolute M/L/C/Z path commands on their 24 x 24 grid by "
                "scripts/build-symbols.py.\n" % LUCIDE_VERSION)
        f.write(text[text.index("The contained Lucide zip file"):])
    print("wrote", len(lines), "symbols")


if __name__ == "__main__":
    main()
