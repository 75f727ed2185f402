#!/usr/bin/env python3
"""Writes Fonts/Symbols/symbols-more.txt: SF Symbol BASES that symbols.txt lacks, drawn with
Lucide's (ISC) and Tabler's (MIT) outline icons and, where neither has an icon near the symbol,
Cellshot's own drawings (`OWN` below), all strokes 2 wide on a 24 x 24 grid.

SymbolLibrary reads this file after symbols.txt (symbols.txt wins on a name), and its grammar
(SymbolGrammar.swift) makes `X.circle`, `X.fill`, `X.slash`, `X.badge.plus`... from each base,
so a base here serves all its parts. Each SF name is mapped by meaning to the icon that looks
most like the symbol (`MORE` below: `sf-name set:icon`, set `l` Lucide, `t` Tabler's outline
icons or `f` Tabler's filled ones, for a `.fill` name whose stroked base closes no shape to
fill); names only are taken from Apple, never artwork. `OWN` holds the project's own drawings:
SVG path data written by hand for Cellshot (no third-party source; the project's own licence),
each drawn from what the symbol shows, not traced from Apple's. `ALIASES` names a few SF
spellings the grammar does not read and the name each is drawn as (`name <TAB> alias <TAB>
other`: `person.2.checkmark` as `person.2.badge.checkmark`); an alias of an alias is refused. Lines are as symbols.txt's `stroke` lines
(`name <TAB> stroke <TAB> path [<TAB> filled path]`), the path in absolute M, L, C and Z commands
(scripts/build-symbols.py's SVG reader), or for a filled icon `name <TAB> nonzero <TAB> path`
on the 16 x 16 grid symbols.txt's filled lines use; what an outline icon fills (a Tabler dot drawn with
`fill="currentColor"`) is the fourth field. Sorted by name; running it twice gives the same
file.

Sources, pinned:
- Lucide: the git repository lucide-icons/lucide at LUCIDE_COMMIT, read with `git show` from
  a clone (`--lucide DIR`, default the mirror /work/.mirror/lucide-icons+lucide/repo).
- Tabler Icons: the `outline` SVGs of the Python package tablerpy 0.2.0 (Tabler Icons 3.x, as
  packaged in February 2025): `pip install tablerpy==0.2.0`.

    python3 scripts/build-symbols-more.py [--lucide DIR]
"""
import argparse
import importlib.util
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Fonts", "Symbols")
LUCIDE_COMMIT = "33a44aa8b0b43d9b0ed14eb08860a1b5550a1573"
TABLERPY_VERSION = "0.2.0"

# The SVG reader is build-symbols.py's (arcs and quadratic curves made cubic, shapes to paths).
_spec = importlib.util.spec_from_file_location("build_symbols",
                                               os.path.join(HERE, "build-symbols.py"))
svg = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svg)

# SF Symbol name -> icon, most used missing bases first (uses counted in
# Tests/Fixtures/symbols/sf-symbols-usage.tsv, scripts/symbols/coverage.py). Direction aliases
# the grammar cannot guess (`arrow.backward` is the left arrow) are here too, and a few whole
# names whose parts are not SF Symbols' grammar (`photo.fill.on.rectangle.fill`).
MORE = """
figure.run t:run
triangle l:triangle
dumbbell l:dumbbell
scalemass t:weight
arrowshape.left t:arrow-big-left
arrowshape.right t:arrow-big-right
arrowshape.up t:arrow-big-up
arrowshape.down t:arrow-big-down
arrowshape.backward t:arrow-big-left
arrowshape.forward t:arrow-big-right
arrow.backward l:arrow-left
arrow.down.forward l:arrow-down-right
arrow.up.backward l:arrow-up-left
arrow.down.backward l:arrow-down-left
arrow.down.left l:arrow-down-left
arrow.backward.to.line l:arrow-left-to-line
arrow.forward.to.line l:arrow-right-to-line
arrow.left.to.line l:arrow-left-to-line
arrow.right.to.line l:arrow-right-to-line
arrow.left.to.line.alt l:arrow-left-to-line
arrow.right.to.line.alt l:arrow-right-to-line
arrow.up.to.line.alt l:arrow-up-to-line
arrow.down.to.line.alt l:arrow-down-to-line
arrow.uturn.right l:redo-2
arrow.turn.up.left l:corner-up-left
arrow.turn.up.right l:corner-up-right
arrow.triangle.turn.up.right l:corner-up-right
arrowshape.turn.up.right l:forward
arrowshape.turn.up.forward l:forward
arrowshape.turn.up.backward l:reply
arrowshape.turn.up.backward.2 l:reply-all
arrowshape.turn.up.left.2 l:reply-all
arrowtriangle.up t:caret-up
arrowtriangle.down t:caret-down
arrowtriangle.left t:caret-left
arrowtriangle.right t:caret-right
arrowtriangle.forward t:caret-right
arrowtriangle.backward t:caret-left
chevron.right.2 l:chevrons-right
chevron.left.2 l:chevrons-left
chevron.forward.2 l:chevrons-right
chevron.backward.2 l:chevrons-left
chevron.compact.left l:chevron-left
chevron.compact.up l:chevron-up
chevron.compact.down l:chevron-down
chevron.up.forward t:chevron-up-right
chevron.down.forward t:chevron-down-right
chevron.up.backward t:chevron-up-left
chevron.down.backward t:chevron-down-left
multiply l:x
wifi.exclamationmark t:wifi
banknote l:banknote
barcode.viewfinder l:scan-barcode
figure.strengthtraining.traditional t:barbell
figure.strengthtraining.functional t:barbell
arrow.down.circle.dotted l:circle-arrow-down
soccerball t:ball-football
equal l:equal
seal l:badge
arrow.2.circlepath l:refresh-cw
arrow.circlepath l:refresh-cw
atom l:atom
gauge l:gauge
newspaper l:newspaper
hands.and.sparkles t:sparkles
building.columns l:landmark
camera.aperture l:aperture
faceid l:scan-face
lock.doc l:file-lock
rectangle l:rectangle-horizontal
tray.and.arrow.down l:download
tray.and.arrow.up l:upload
tray.full l:inbox
tray.2 l:inbox
mail l:mail
smiley t:mood-smile
crown l:crown
textbox l:text-cursor-input
ruler l:ruler
bed.double l:bed-double
globe.europe.africa l:earth
globe.asia.australia l:earth
circle.lefthalf t:circle-half
circle.lefthalf.filled t:circle-half
photo.artframe l:image
scribble t:scribble
dice l:dices
theatermasks t:masks-theater
person.3.sequence t:users-group
arrow.up.left.and.down.right.magnifyingglass l:scan-search
heart.text.square l:heart-pulse
percent l:percent
point.topleft.down.curvedto.point.bottomright.up l:route
train.side.front.car t:train
train.side.middle.car t:train
train.side.rear.car t:train
arrow.triangle.2.circlepath.camera l:switch-camera
rectangle.grid.1x2 l:rows-2
figure.pool.swim t:swimming
person.2.crop.square.stack l:contact
person.fill.questionmark t:user-question
square.fill.text.grid.1x2 l:layout-list
sportscourt t:ball-basketball
circle.hexagongrid t:hexagons
ladybug l:bug
location.north.line l:navigation-2
location.north l:navigation-2
megaphone l:megaphone
staroflife l:asterisk
laurel.leading t:laurel-wreath-1
laurel.trailing t:laurel-wreath-1
touchid l:fingerprint-pattern
burst l:badge
ticket l:ticket
curlybraces l:braces
ellipsis.curlybraces l:braces
figure.flexibility t:stretching
figure.cooldown t:stretching
figure.core.training t:stretching
figure.mixed.cardio t:run
figure.play t:run
figure.elliptical t:run
flip.horizontal l:flip-horizontal-2
lasso l:lasso
lasso.sparkles l:lasso
rectangle.and.pencil.and.ellipsis l:rectangle-ellipsis
storefront l:store
figure.wave l:person-standing
figure.arms.open l:person-standing
hand.wave l:hand
medal l:medal
fuelpump l:fuel
aspectratio t:aspect-ratio
camera.filters t:filters
figure.outdoor.cycle t:bike
magazine l:book-open
pencil.and.list.clipboard l:clipboard-pen-line
photo.fill.on.rectangle.fill l:images
square.on.circle l:shapes
case l:briefcase
briefcase l:briefcase
waveform.path l:activity
birthday.cake l:cake
bandage l:bandage
icloud.and.arrow.up l:cloud-upload
chart.xyaxis.line l:chart-line
circle.grid.hex l:grip
circle.grid.3x3 l:grip
doc.viewfinder l:scan-text
doc.text.viewfinder l:scan-text
text.viewfinder l:scan-text
figure.hiking t:trekking
list.bullet.rectangle.portrait l:clipboard-list
pencil.and.outline l:pen-line
pencil.and.scribble l:signature
questionmark.square.dashed t:help-square
scroll l:scroll
bitcoinsign l:bitcoin
chart.bar.doc.horizontal l:file-chart-column
arrow.down.right.and.arrow.up.left l:minimize-2
arrow.down.forward.and.arrow.up.backward l:minimize-2
arrow.up.right.and.arrow.down.left l:maximize-2
arrow.up.backward.and.arrow.down.forward l:maximize-2
arrow.up.left.and.down.right.and.arrow.up.right.and.down.left l:expand
arrow.up.and.down.and.arrow.left.and.right l:move
camera.viewfinder t:capture
externaldrive.badge.icloud l:hard-drive-upload
hifispeaker l:speaker
music.quarternote.3 l:music-2
tv.music.note l:tv
rectangle.3.offgrid l:layout-panel-left
graduationcap l:graduation-cap
square.grid.3x3 l:grid-3x3
square.grid.3x2 l:grid-3x2
grid l:grid-3x3
photo.stack l:images
arrow.up.bin l:archive-restore
battery.25percent l:battery-low
battery.100percent l:battery-full
battery.100.bolt l:battery-charging
box.truck l:truck
truck.box l:truck
cube.transparent l:box
cube l:box
cube.box l:package
doc.zipper l:file-archive
exclamationmark.icloud l:cloud-alert
checkmark.icloud l:cloud-check
exclamationmark.octagon l:octagon-alert
list.bullet.indent l:list-indent-increase
list.star l:list
lock.open.display l:monitor
person.fill.viewfinder l:scan-face
placeholdertext l:text-cursor-input
speaker.3 l:volume-2
speaker.2 l:volume-1
square.3.layers.3d l:layers
square.stack.3d.down.forward l:layers
square.stack.3d.down.right l:layers
square.2.layers.3d l:layers-2
wand.and.rays l:wand
wand.and.rays.inverse l:wand
wand.and.sparkles l:wand-sparkles
wand.and.stars.inverse l:wand-sparkles
align.vertical.top t:layout-align-top
align.vertical.bottom t:layout-align-bottom
align.horizontal.left t:layout-align-left
align.horizontal.right t:layout-align-right
arrow.triangle.2.circlepath.icloud l:cloud-sync
chart.line.text.clipboard l:clipboard-list
ellipsis.message l:message-circle-more
lanyardcard l:id-card-lanyard
microphone l:mic
person.badge.shield.checkmark l:shield-user
questionmark.folder t:folder-question
circlebadge l:circle-small
memories t:history
wallet.pass l:wallet-cards
cross l:cross
diamond l:diamond
fish l:fish
pawprint l:paw-print
popcorn l:popcorn
control l:chevron-up
doc.text.image l:file-image
eyedropper.halffull l:pipette
eyedropper l:pipette
figure.2.and.child.holdinghands t:users-group
goforward l:rotate-cw
goforward.10 l:rotate-cw
gobackward.10 l:rotate-ccw
leaf.arrow.trianglehead.clockwise l:recycle
light.beacon.max l:siren
macwindow.on.rectangle l:app-window
pencil.and.ruler l:pencil-ruler
phone.arrow.up.right l:phone-outgoing
phone.fill.arrow.up.right l:phone-outgoing
rainbow l:rainbow
rectangle.stack.person.crop l:contact
person.crop.rectangle.stack l:contact
person.2.square.stack l:contact
repeat.1 l:repeat-1
sun.rain l:cloud-sun-rain
cloud.sun.rain l:cloud-sun-rain
text.book.closed l:book-text
timelapse l:circle-dashed
circle.dashed l:circle-dashed
fan l:fan
flag.checkered t:flag-check
person.crop l:user
personalhotspot l:link
dog l:dog
cat l:cat
eraser l:eraser
facemask t:face-mask
key.icloud l:key
key.horizontal l:key
smoke l:cloud
arkit l:box
bolt.shield t:shield-bolt
car.side l:car
car.2 l:car
circle.inset.filled l:circle-dot
smallcircle.filled.circle l:circle-dot
dot.radiowaves.up.forward l:rss
dot.radiowaves.forward l:rss
figure.mind.and.body t:yoga
figure.yoga t:yoga
function t:math-function
highlighter l:highlighter
iphone.gen2 l:smartphone
iphone.gen3 l:smartphone
iphone.rear.camera l:smartphone
candybarphone t:device-mobile
location.viewfinder l:locate
pc l:pc-case
macpro.gen3 l:pc-case
pencil.tip l:pen-tool
rectangle.inset.filled l:rectangle-horizontal
sailboat l:sailboat
square.righthalf l:panel-right
text.aligncenter l:text-align-center
text.alignright l:text-align-end
text.justifyleft l:text-align-justify
text.justify l:text-align-justify
text.word.spacing t:letter-spacing
textformat.size.larger l:a-large-small
waveform.and.mic l:mic
basketball t:ball-basketball
externaldrive.connected.to.line.below l:hard-drive
party.popper l:party-popper
phone.badge.waveform l:phone-call
rectangle.split.3x1 l:columns-3
shield.lefthalf.filled l:shield-half
tshirt l:shirt
basket l:shopping-basket
building.2.crop l:building-2
mountain.2 l:mountain
person.wave.2 l:speech
questionmark.bubble l:message-circle-question-mark
brain l:brain
carrot l:carrot
checkmark.message l:message-circle-check
checkmark.bubble l:message-circle-check
document l:file
text.document l:file-text
door.left.hand.open l:door-open
figure.gymnastics t:gymnastics
figure.stand.line.dotted.figure.stand l:users
figure.2.arms.open l:users
gear.badge l:settings
greaterthan l:chevron-right
lessthan l:chevron-left
lock.open.rotation l:lock-open
mail.stack l:mails
menubar l:panel-top
pianokeys l:piano
point.3.filled.connected.trianglepath.dotted l:share-2
point.3.connected.trianglepath.dotted l:share-2
shield.checkered t:shield-checkered
signpost.left l:signpost
square.topthird.inset.filled l:panel-top
squareshape.squareshape.dashed l:square-dashed
sun.dust l:haze
text.cursor l:text-cursor
turkishlirasign l:turkish-lira
beach.umbrella t:beach
divide l:divide
eurosign l:euro
flashlight.on l:flashlight
gyroscope l:rotate-3d
hand.point.left t:hand-finger-left
hand.point.right t:hand-finger-right
hand.point.up t:hand-finger
hexagon l:hexagon
lightbulb.max l:lightbulb
parkingsign t:letter-p
pills l:pill
plusminus t:plus-minus
radio t:radio
slash l:slash
truck l:truck
applewatch.watchface l:watch
battery.75percent l:battery-medium
building l:building
camera.macro l:flower
character l:type
chart.line.downtrend.xyaxis l:trending-down
checklist.checked l:list-checks
clipboard l:clipboard
cylinder.split.1x2 l:database
eject l:eject
figure.golf t:golf
figure.soccer t:ball-football
message.badge l:message-circle-more
bolt.horizontal t:bolt
circle.grid.2x2 t:grid-dots
hands.clap t:hand-stop
app.badge t:notification
face.dashed t:mood-empty
filemenu.and.cursorarrow l:mouse-pointer-click
contextualmenu.and.cursorarrow l:mouse-pointer-click
hurricane l:tornado
tornado l:tornado
lineweight l:text-align-justify
rectangle.center.inset.filled l:rectangle-horizontal
rectangle.fill.on.rectangle.angled.fill l:images
rectangle.on.rectangle.angled l:images
rectangle.fill.on.rectangle.fill l:copy
rectangle.portrait.on.rectangle.portrait l:copy
shareplay l:users
airpods.gen3 t:device-airpods
airpods t:device-airpods
airpods.max l:headphones
arrowtriangle.right.and.line.vertical.and.arrowtriangle.left l:fold-horizontal
circle.righthalf t:circle-half
figure.climbing t:stairs-up
figure.stairs t:stairs-up
figure.stand l:person-standing
figure.walk.departure l:person-standing
figure.walk.motion l:person-standing
figure.2 l:users
person.fill.turn.down l:user
powersleep l:moon
circle.grid.cross l:grip
f.cursive t:math-function
info.bubble t:message-circle-exclamation
menucard l:book-open
music.note.house l:house
sparkles.rectangle.stack l:sparkles
text.below.photo l:image
app.connected.to.app.below l:app-window
aqi.low l:wind
aqi.medium l:wind
arrow.trianglehead.turn.up.right l:corner-up-right
arrow.up.heart t:heart-up
batteryblock l:battery
bubble.left.and.exclamationmark.bubble.right l:messages-square
button.horizontal l:rectangle-horizontal
car.side.front.open l:car
car.side.rear.open l:car
car.top.door.front.left.open l:car
car.top.door.front.right.open l:car
character.bubble l:message-square-text
chevron.right.dotted.chevron.right l:chevrons-right
clock.arrow.trianglehead.counterclockwise.rotate.90 t:history
dial t:dialpad
exclamationmark.3 t:exclamation-mark
exclamationmark.brakesignal l:octagon-alert
figure.badminton t:run
figure.boxing t:run
figure.roll.runningpace l:accessibility
figure.skating t:run
forward.end l:skip-forward
backward.end l:skip-back
backward.end.alt l:skip-back
frying.pan l:cooking-pot
gauge.with.dots.needle.33percent l:gauge
gauge.with.dots.needle.67percent l:gauge
gauge.with.dots.needle.bottom.50percent l:gauge
giftcard l:gift
gobackward.15 l:rotate-ccw
goforward.30 l:rotate-cw
goforward.15 l:rotate-cw
gobackward.30 l:rotate-ccw
homepodmini l:speaker
info.triangle l:triangle-alert
ipad.and.iphone l:tablet-smartphone
ipad.homebutton l:tablet
iphone.homebutton l:smartphone
lamp.table l:lamp-desk
lightspectrum.horizontal l:rainbow
lines.measurement.horizontal l:ruler
location.fill.viewfinder l:locate
location.magnifyingglass l:map-pin
macmini l:server
magicmouse l:mouse
paintbrush.pointed l:brush
pano l:image
person.2.wave.2 l:users
person.and.arrow.left.and.arrow.right l:user
person.fill.checkmark l:user-check
person.fill.xmark l:user-x
phone.arrow.down.left l:phone-incoming
phone.down l:phone-off
pip t:picture-in-picture
pip.exit t:picture-in-picture-off
plus.forwardslash.minus t:plus-minus
plus.square.dashed l:square-dashed
point.fill.topleft.down.curvedto.point.fill.bottomright.up l:route
quote.opening l:quote
quote.closing l:quote
recordingtape l:cassette-tape
rectangle.and.text.magnifyingglass l:file-search
rectangle.arrowtriangle.2.outward l:expand
rectangle.compress.vertical l:fold-vertical
rectangle.expand.vertical l:unfold-vertical
rectangle.lefthalf.inset.filled.arrow.left l:log-in
rectangle.portrait.badge.plus l:file-plus
rectangle.stack.badge.play l:list-video
restart l:rotate-ccw
rotate.right l:rotate-cw
rotate.left l:rotate-ccw
scooter l:scooter
simcard l:card-sim
skew t:skew-x
sparkle.magnifyingglass l:search
square.3.layers.3d.top.filled l:layers
squares.below.rectangle l:layout-dashboard
sterlingsign l:pound-sterling
strikethrough l:strikethrough
suit.club l:club
suit.spade l:spade
suit.diamond l:diamond
takeoutbag.and.cup.and.straw l:cup-soda
tennisball t:ball-tennis
text.badge.star l:list
textformat.alt l:type
textformat.size.smaller l:a-large-small
textformat.superscript l:superscript
textformat.subscript l:subscript
tv.and.hifispeaker l:tv
video.badge.waveform l:video
videoprojector l:projector
washer l:washing-machine
watchface.applewatch.case l:watch
wind.snow l:cloud-snow
wonsign t:currency-won
xmark.shield l:shield-x
arrow.turn.up.forward.iphone l:smartphone
arrow.up.message l:message-circle
bolt.car l:car
bolt.heart l:heart-pulse
checkmark.rectangle.stack l:list-checks
cloud.moon.rain l:cloud-moon-rain
cross.case l:briefcase-medical
flask l:flask-conical
globe.central.south.asia l:earth
hand.point.up.left l:pointer
lightbulb.min l:lightbulb
moon.haze l:moon
person.icloud l:user
phone.connection l:phone-call
rectangle.and.hand.point.up.left l:pointer
signpost.right.and.left l:signpost
swatchpalette l:swatch-book
text.rectangle.page l:file-text
wineglass l:wine
airplane.arrival l:plane-landing
airplane.departure l:plane-takeoff
airtag l:circle-dot
accessibility l:person-standing
align.horizontal.center t:layout-align-center
align.vertical.center t:layout-align-middle
allergens l:wheat
angle t:angle
arrow.branch l:git-branch
arrow.counterclockwise.icloud l:cloud-sync
arrow.down.document l:file-down
arrow.up.document l:file-up
arrow.down.to.line.compact l:arrow-down-to-line
arrow.forward.circle.dotted l:circle-arrow-right
arrow.right.circle.dotted l:circle-arrow-right
arrow.swap l:arrow-left-right
arrow.triangle.swap l:arrow-left-right
arrow.trianglehead.2.counterclockwise.rotate.90 l:refresh-ccw
arrow.trianglehead.counterclockwise.rotate.90 l:rotate-ccw
arrow.turn.right.down l:corner-right-down
arrow.up.doc.on.clipboard l:clipboard-copy
arrow.up.right.video l:video
arrowshape.zigzag.forward l:trending-up
arrowshape.zigzag.right l:trending-up
asterisk l:asterisk
baseball t:ball-baseball
beziercurve t:vector-bezier
bin.xmark l:archive-x
brush l:brush
bus.doubledecker l:bus
camera.rotate l:switch-camera
capslock t:arrow-big-up-line
chair l:armchair
chair.lounge l:armchair
characters.uppercase l:case-upper
chart.bar.yaxis l:chart-bar
hand.tap.fill l:pointer
globe.americas.fill l:earth
bus.fill l:bus-front
bed.double.fill f:bed
hare.fill l:rabbit
square.and.arrow.down.fill l:download
keyboard.chevron.compact.down.fill f:keyboard
hand.wave.fill l:hand
record.circle.fill f:player-record
book.closed.fill l:book
placeholdertext.fill l:text-cursor-input
arrowshape.turn.up.right.fill l:forward
arrowshape.turn.up.forward.fill l:forward
sun.rain.fill l:cloud-sun-rain
questionmark.folder.fill t:folder-question
arrow.triangle.2.circlepath.icloud.fill l:cloud-sync
arrow.counterclockwise.icloud.fill l:cloud-sync
tram.fill l:tram-front
sunset.fill f:sunset
sunrise.fill f:sunrise
staroflife.fill l:asterisk
rectangle.portrait.and.arrow.right.fill l:log-out
rectangle.portrait.and.arrow.forward.fill l:log-out
icloud.and.arrow.up.fill l:cloud-upload
fuelpump.fill l:fuel
building.2.fill l:building-2
umbrella.fill f:umbrella
thermometer.sun.fill l:thermometer-sun
sun.dust.fill l:haze
puzzlepiece.fill f:puzzle
arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill l:fold-horizontal
stopwatch.fill l:timer
rotate.right.fill l:rotate-cw
rectangle.on.rectangle.fill l:copy
person.wave.2.fill l:speech
hands.clap.fill t:hand-stop
eraser.fill l:eraser
character.book.closed.fill l:book-a
birthday.cake.fill l:cake
basket.fill f:basket
arrow.up.heart.fill t:heart-up
alarm.fill f:alarm
mug.fill f:mug
flask.fill f:flask
message.badge.waveform l:message-circle-more
person.crop.square.filled.and.at.rectangle l:contact
slider.horizontal.below.square.filled.and.square l:sliders-horizontal
calendar.badge.clock.rtl l:calendar-clock
clock.badge.exclamationmark l:clock-alert
clock.badge.exclamationmark.fill l:clock-alert
externaldrive.fill.badge.wifi l:hard-drive
folder.badge.magnifyingglass l:folder-search
folder.fill.badge.gearshape l:folder-cog
paragraph l:pilcrow
person.badge.key l:user-key
person.crop.circle.badge.key l:user-key
person.badge.shield.exclamationmark l:shield-alert
rectangle.righthalf.inset.filled.arrow.right l:log-out
square.and.arrow.up.on.square l:share
text.badge.xmark l:list-x
abc t:abc
applepencil.and.scribble l:signature
arcade.stick.and.arrow.left.and.arrow.right.outward l:joystick
arcade.stick.and.arrow.up.and.arrow.down l:joystick
arcade.stick l:joystick
airpodsmax l:headphones
airpodspro.chargingcase.wireless t:device-airpods-case
123 t:number-123
alt l:option
"""

# Cellshot's own drawings: SVG on the 24 x 24 grid, drawn as Lucide's are (strokes 2 wide, round
# joins and caps); an element with fill="currentColor" is filled (a dot). Written by hand for
# Cellshot, for SF names neither Lucide nor Tabler has an icon near; the project's own licence.
OWN = {
    # A comb: its back a bar, five teeth below (comb.fill fills the bar).
    "comb": '<rect x="3" y="5" width="18" height="5" rx="1.5"/>'
            '<path d="M5 10v8.5M8.5 10v8.5M12 10v8.5M15.5 10v8.5M19 10v8.5"/>',
    # A handlebar mustache, curled up at its tips.
    "mustache": '<path d="M12 10.2C13.6 8.6 16.4 8.4 18.2 10.4C19.3 11.6 20.6 12.2 22 11.2'
                'C21.6 14.6 18.8 16 16.4 15.2C14.6 14.6 13 13.6 12 12.6C11 13.6 9.4 14.6 7.6 15.2'
                'C5.2 16 2.4 14.6 2 11.2C3.4 12.2 4.7 11.6 5.8 10.4C7.6 8.4 10.4 8.6 12 10.2Z"/>',
    # An eyebrow: an arch, thick in the middle, tapering to each end.
    "eyebrow": '<path d="M2.5 16C5 8 13 4.5 21.5 9.5C22.3 9.9 22 11.4 21 11.3'
               'C14.5 10.3 8.5 12.6 4.5 17C3.8 17.7 2.1 17 2.5 16Z"/>',
    # Closed lips: the upper lip's bow, the lower lip, the line between.
    "mouth": '<path d="M2 12C5 8.5 7.5 6.8 9.8 7.2C10.8 7.4 11.4 8.2 12 8.2C12.6 8.2 13.2 7.4'
             ' 14.2 7.2C16.5 6.8 19 8.5 22 12C19 16.2 15.6 17.6 12 17.6C8.4 17.6 5 16.2 2 12Z"/>'
             '<path d="M2 12C8 13.4 16 13.4 22 12"/>',
    # A nose from the front: the bridge, the rounded tip and nostrils.
    "nose": '<path d="M10.5 3C10.5 7.5 9 10.5 7 13C5.5 14.8 5.8 18 8.5 18.3C9.8 18.5 10.6 17.5 12'
            ' 17.5C13.4 17.5 14.2 18.5 15.5 18.3C18.2 18 18.5 14.8 17 13C15 10.5 13.5 7.5 13.5 3"/>',
    # The colon sign, ₡: a C crossed by two slanted strokes.
    "coloncurrencysign": '<path d="M18.5 6.7A7.5 7.5 0 1 0 18.5 17.3"/>'
                         '<path d="M8.5 21L10.5 3M13.5 21L15.5 3"/>',
    # A push button, seen from the side: its round top and its side.
    "button.programmable": '<ellipse cx="12" cy="10" rx="8.5" ry="4"/>'
                           '<path d="M3.5 10V14A8.5 4 0 0 0 20.5 14V10"/>',
    # Text selection: a pin at each end (its head a dot), the selected lines between.
    "selection.pin.in.out": '<path d="M5.5 8V20M18.5 4V16M9 10H15M9 14H15"/>'
                            '<circle cx="5.5" cy="5.5" r="2" fill="currentColor"/>'
                            '<circle cx="18.5" cy="18.5" r="2" fill="currentColor"/>',
    # A watch's crown (grooved knob) under a clockwise arrow.
    "digitalcrown.arrow.clockwise": '<path d="M5 10A7 7 0 0 1 19 10M16.5 8L19 10.5L21.5 8"/>'
                                    '<rect x="6" y="13.5" width="12" height="7.5" rx="2"/>'
                                    '<path d="M10 16V18.5M14 16V18.5"/>',
    # Two circles side by side (`.left.filled` fills the left one).
    "circle.grid.2x1": '<circle cx="6" cy="12" r="4"/><circle cx="18" cy="12" r="4"/>',
    # A circle split by a swirl, the part right of it filled.
    "swirl.circle.righthalf.filled": '<circle cx="12" cy="12" r="9"/>'
                                     '<path d="M12 3A4.5 4.5 0 0 1 12 12A4.5 4.5 0 0 0 12 21"/>'
                                     '<path fill="currentColor" d="M12 3A4.5 4.5 0 0 1 12 12'
                                     'A4.5 4.5 0 0 0 12 21A9 9 0 0 0 12 3Z"/>',
}

# SF spellings the grammar does not read -> the name each is drawn as.
ALIASES = {
    "person.2.checkmark": "person.2.badge.checkmark",
}


def own_svg(body):
    """An own drawing's elements as an SVG document, drawn as Lucide's icons are."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" '
            'stroke="currentColor" stroke-width="2">%s</svg>' % body)


def read_lucide(repo, name):
    try:
        return subprocess.run(["git", "-C", repo, "show", "%s:icons/%s.svg" % (LUCIDE_COMMIT, name)],
                              check=True, capture_output=True).stdout
    except subprocess.CalledProcessError:
        return None


def filled_line(sf, data):
    """A filled line (nonzero, as Tabler's filled icons are drawn) for a filled Tabler icon: its
    paths moved from the 24-unit grid to the 16-unit grid filled lines use."""
    root = ET.fromstring(data)
    commands = []
    for element in root.iter():
        if element.get("stroke") == "none" and element.get("fill") == "none":
            continue
        if element.get("d"):
            element.set("d", spaced_arcs(element.get("d")))
        commands += [c[:1] + tuple(v * 16 / 24 for v in c[1:]) for c in svg.shape_paths(element)]
    return "%s\tnonzero\t%s" % (sf, svg.path_text(commands))


def tabler_dir():
    try:
        import tablerpy
    except ImportError:
        sys.exit("needs Tabler's icons: pip install tablerpy==%s" % TABLERPY_VERSION)
    return os.path.join(os.path.dirname(tablerpy.__file__), "icons", "outline")


def spaced_arcs(d):
    """`d` with each arc's two flags written apart: SVG lets `a1 1 0 011 1` run them into the
    next number, which build-symbols.py's tokenizer would read as one number."""
    out, i, cmd, count = [], 0, None, 0
    while i < len(d):
        ch = d[i]
        if ch.isalpha():
            cmd, count = ch, 0
            out.append(" %s " % ch)
            i += 1
        elif cmd in ("A", "a") and count % 7 in (3, 4) and ch in "01":
            out.append(" %s " % ch)
            count += 1
            i += 1
        elif ch in " ,\t\n":
            i += 1
        else:
            m = svg.NUMBER.match(d, i)
            out.append(" %s " % m.group(0))
            count += 1
            i = m.end()
    return "".join(out)


def stroke_line(sf, data):
    """The `stroke` line for an icon's SVG: its stroked shapes, and what it fills."""
    root = ET.fromstring(data)
    strokes, fills = [], []
    for element in root.iter():
        # Tabler's first path is an invisible 24 x 24 box (stroke="none").
        if element.get("stroke") == "none":
            continue
        if element.get("d"):
            element.set("d", spaced_arcs(element.get("d")))
        shape = svg.shape_paths(element)
        if not shape:
            continue
        (fills if element.get("fill") == "currentColor" else strokes).extend(shape)
    line = "%s\tstroke\t%s" % (sf, svg.path_text(strokes or fills))
    return line + ("\t" + svg.path_text(fills) if strokes and fills else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lucide", default="/work/.mirror/lucide-icons+lucide/repo")
    args = parser.parse_args()
    tabler = tabler_dir()
    first = {line.split("\t")[0] for line in open(os.path.join(OUT, "symbols.txt"))
             if not line.startswith("#")}
    lines, problems, seen = {}, [], set()
    for row in MORE.strip().splitlines():
        sf, source = row.split()
        kit, icon = source.split(":")
        if sf in seen:
            problems.append("%s is mapped twice" % sf)
        seen.add(sf)
        if sf in first:
            problems.append("%s is already in symbols.txt" % sf)
            continue
        if kit == "l":
            data = read_lucide(args.lucide, icon)
        elif kit in ("t", "f"):
            folder = tabler if kit == "t" else os.path.join(tabler, "..", "filled")
            path = os.path.join(folder, icon + ".svg")
            data = open(path, "rb").read() if os.path.exists(path) else None
        else:
            data = None
        if data is None:
            problems.append("no icon %s (for %s)" % (source, sf))
            continue
        lines[sf] = filled_line(sf, data) if kit == "f" else stroke_line(sf, data)
    for sf, body in OWN.items():
        if sf in seen or sf in first:
            problems.append("%s is drawn twice" % sf)
        seen.add(sf)
        lines[sf] = stroke_line(sf, own_svg(body).encode())
    for sf, other in ALIASES.items():
        if sf in seen or sf in first:
            problems.append("%s is drawn twice" % sf)
        if other in ALIASES:
            problems.append("%s is an alias of an alias (%s)" % (sf, other))
        seen.add(sf)
        lines[sf] = "%s\talias\t%s" % (sf, other)
    if problems:
        sys.exit("\n".join(problems))
    with open(os.path.join(OUT, "symbols-more.txt"), "w") as f:
        f.write("# SF Symbol bases symbols.txt lacks, drawn with Lucide (ISC; git %s) and Tabler "
                "Icons (MIT; tablerpy %s) outline strokes on a 24 x 24 grid, made by "
                "scripts/build-symbols-more.py\n" % (LUCIDE_COMMIT[:12], TABLERPY_VERSION))
        f.write("# The names %s are Cellshot's own drawings (written by hand for the project, "
                "no third-party source; the project's own licence); an `alias` line draws its "
                "name as another\n" % ", ".join(sorted(OWN)))
        f.write("".join(lines[sf] + "\n" for sf in sorted(lines)))
    # Lucide's licence at the pinned commit (its ISC notice names the repository's holders).
    licence = subprocess.run(["git", "-C", args.lucide, "show", LUCIDE_COMMIT + ":LICENSE"],
                             check=True, capture_output=True, text=True).stdout
    with open(os.path.join(OUT, "LICENSE-lucide.txt"), "w") as f:
        f.write("Some `stroke` lines of symbols-more.txt are Lucide's icons (github.com/lucide-icons/"
                "lucide at commit %s), turned into absolute M/L/C/Z path commands on their 24 x 24 "
                "grid by scripts/build-symbols-more.py. Lucide's licence:\n\n" % LUCIDE_COMMIT)
        f.write(licence)
    print("wrote", len(lines), "symbols")


if __name__ == "__main__":
    main()
