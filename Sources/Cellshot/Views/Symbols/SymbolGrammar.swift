// SF Symbols' names are built from a base and parts, and so are Cellshot's drawings of the names
// its library lacks: `X.circle` is X shrunk inside a ring, `X.circle.fill` is X knocked out of
// a filled disc (as are `.square`, `.rectangle`, `.app`, `.capsule` and `.diamond`), `X.fill`
// of a stroked X fills its closed shapes, `X.slash` cuts a gap through X and draws the slash in
// it, `X.badge.plus` cuts a round gap at X's lower right and draws the badge's glyph there.
// The parts are peeled off the end of the name in SF Symbols' order (a side's `.filled`, badge,
// fill, enclosure, slash, then radio waves and `.2`, drawn by SymbolParts.swift) until what is
// left is a name the library draws; a `.fill` name never stops at a name
// ending in an enclosure (`person.circle.fill` is the person knocked out of a disc, not the
// ring and person filled). Geometry is on the 24-unit grid the stroked symbols use.

/// The shape a symbol is enclosed in (`.circle`, `.square`...); a magnifying glass encloses a
/// figure or letter in its lens (`1.magnifyingglass`).
enum SymbolEnclosure: String, Sendable, CaseIterable {
  case circle, square, rectangle, app, capsule, diamond, magnifyingglass

  /// The side of the square the enclosed glyph is drawn in, in grid units.
  var innerSide: Double {
    switch self {
    case .circle, .square, .app: return 11
    case .rectangle, .capsule, .diamond: return 9
    case .magnifyingglass: return 9.5
    }
  }

  /// Where the enclosed glyph's square is centred, in grid units: the middle, or the lens.
  var innerCentre: Point {
    self == .magnifyingglass ? Point(x: 10.5, y: 10.5) : Point(x: 12, y: 12)
  }

  /// The enclosure's outline on the grid: a ring's middle line (stroked), or, `filled`, the
  /// whole shape out to the ring's outer edge (`width` is the ring's width in grid units).
  func figure(in box: Rect, width: Double, filled: Bool) -> [DisplayList.Command] {
    let u = box.width / 24, grow = filled ? width / 2 : 0
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
      Rect(x: box.minX + (x - grow) * u, y: box.minY + (y - grow) * u,
           width: (w + 2 * grow) * u, height: (h + 2 * grow) * u)
    }
    let figure: Figure
    switch self {
    case .circle: figure = .ellipse(rect(2, 2, 20, 20))
    case .square: figure = .roundedRect(rect(3, 3, 18, 18), CornerRadii((3 + grow) * u))
    case .app: figure = .roundedRect(rect(3, 3, 18, 18), CornerRadii((5 + grow) * u))
    case .rectangle: figure = .roundedRect(rect(2, 5, 20, 14), CornerRadii((3 + grow) * u))
    case .capsule: figure = .capsule(rect(2, 6, 20, 12))
    case .magnifyingglass:
      // The lens (as `magnifyingglass` draws it, a little larger) and the handle.
      let handle = Outline.roundStroke([Point(x: box.minX + 16.5 * u, y: box.minY + 16.5 * u),
                                        Point(x: box.minX + 21 * u, y: box.minY + 21 * u)],
                                       closed: false, width: width * u)
      let lens = Figure.circle(center: Point(x: box.minX + 10.5 * u, y: box.minY + 10.5 * u),
                               radius: (8.5 + grow) * u)
      let ring: DisplayList.Command = filled ? .fill(lens, .black)
        : .stroke(lens, width: width * u, .black, .centered)
      return [ring, .path(handle, .black, label: "magnifyingglass")]
    case .diamond:
      let c = box.center, r = (10.5 + grow * 2.0.squareRoot()) * u
      let corners = [Point(x: c.x, y: c.y - r), Point(x: c.x + r, y: c.y),
                     Point(x: c.x, y: c.y + r), Point(x: c.x - r, y: c.y)]
      let path = filled ? SymbolRecipe.polygon(corners)
        : Outline.roundStroke(corners, closed: true, width: width * u)
      return [.path(path, .black, label: "diamond")]
    }
    return filled ? [.fill(figure, .black)] : [.stroke(figure, width: width * u, .black, .centered)]
  }
}

/// A symbol drawn from one the library has, by the parts of its name.
struct SymbolRecipe: Sendable {
  var name: String
  /// The glyph the parts apply to, and whether it is drawn filled (`X.fill` of a stroked X).
  var base: SymbolGlyph
  var baseFilled = false
  var slash = false
  var enclosure: SymbolEnclosure? = nil
  var enclosureFilled = false
  /// The glyph drawn small at the lower right (`.badge.plus`: `plus`).
  var badge: SymbolGlyph? = nil
  /// `X.left.filled`: the filled form on that side, and `outlineBase` (X itself) on the other.
  var filledSide: SymbolSide? = nil
  var outlineBase: SymbolGlyph? = nil
  /// `X.radiowaves.left.and.right`: waves beside a smaller X.
  var waves: SymbolWaves? = nil
  /// `X.2`, `X.dotted.2`: X twice, one behind the other.
  var pair: SymbolPair? = nil

  /// The badges SF Symbols puts on a base, by their name part.
  static let badges: Set<String> = ["plus", "minus", "checkmark", "xmark", "exclamationmark",
                                    "questionmark", "clock", "ellipsis", "magnifyingglass",
                                    "exclam"]

  /// A badge's glyph by its name part: SF Symbols 1 spelled `.badge.exclamationmark`
  /// `.badge.exclam` (`person.crop.circle.badge.exclam`, which iOS still draws).
  static func badgeGlyphName(_ part: String) -> String {
    part == "exclam" ? "exclamationmark" : part
  }

  /// A filled polygon (nonzero) through `points`.
  static func polygon(_ points: [Point]) -> Outline {
    var path = Outline()
    path.addPolygon(points)
    return path
  }

  /// The recipe for `name` from the glyphs `lookup` knows; nil when no base is known or a part
  /// is not one of SF Symbols' parts.
  static func parse(_ name: String, _ lookup: (String) -> SymbolGlyph?) -> SymbolRecipe? {
    withoutActuallyEscaping(lookup) { lookup in
      var peeling = SymbolNameParts(name: name, lookup: lookup)
      guard peeling.parts.count > 1, peeling.peelBadge(),
            let found = peeling.base ?? peeling.peelSuffixes()
      else { return nil }
      return peeling.recipe(name, base: found)
    }
  }

  /// The base in `box` with strokes `w` grid units wide: with its waves, or twice.
  private func figure(in box: Rect, _ w: Double, _ color: Raster.Color) -> [DisplayList.Command] {
    if let waves {
      let inner = waves.innerBox(in: box)
      return base.commands(in: inner, width: w * 24 / 13 * 0.85, color: color, filled: baseFilled)
        + waves.commands(in: box, width: w, color: color)
    }
    guard let pair else { return base.commands(in: box, width: w, color: color, filled: baseFilled) }
    let front = base.commands(in: pair.moved(box, 1), width: w, color: color, filled: baseFilled)
    let backBox = pair.moved(box, -1)
    guard pair.dotted, case .strokes(let outline, _, _) = base else {
      return front + base.commands(in: backBox, width: w, color: color, filled: baseFilled)
    }
    return front + SymbolPair.dots(along: outline.polylines(in: backBox, grid: 24),
                                   width: w * box.width / 24, color: color)
  }

  /// The commands drawing the recipe in `box` (pixels), strokes `width` grid units wide, in
  /// `color`; `inner` is multicolour's colour for what a filled enclosure knocks out;
  /// `secondary`, hierarchical's or palette's second layer, the enclosure's colour (a filled
  /// one's glyph is then drawn in `color`, not left clear).
  func commands(in box: Rect, width: Double, color: Raster.Color, inner: Raster.Color?,
                secondary: Raster.Color?) -> [DisplayList.Command] {
    let shapeColor = secondary ?? color
    let inner = inner ?? (secondary == nil ? nil : color)
    if let side = filledSide {
      // The filled form clipped to its side, the outline to the other.
      var solid = self, plain = self
      solid.filledSide = nil
      plain.filledSide = nil
      plain.base = outlineBase ?? base
      plain.baseFilled = false
      plain.enclosureFilled = false
      let (this, other) = side.halves(of: box)
      return [.pushClip(.rect(other))]
        + plain.commands(in: box, width: width, color: color, inner: inner, secondary: secondary)
        + [.popClip, .pushClip(.rect(this))]
        + solid.commands(in: box, width: width, color: color, inner: inner, secondary: secondary)
        + [.popClip]
    }
    let u = box.width / 24
    var list: [DisplayList.Command] = []
    /// The base with its waves or its second copy, slashed, in `box` with strokes `w` wide.
    func glyph(in box: Rect, _ w: Double, _ color: Raster.Color) -> [DisplayList.Command] {
      let drawn = figure(in: box, w, color)
      guard slash else { return drawn }
      let k = box.width / 24
      let from = Point(x: box.minX + 3.5 * k, y: box.minY + 2.5 * k)
      let to = Point(x: box.minX + 20.5 * k, y: box.minY + 21.5 * k)
      let gap = Outline.roundStroke([from, to], closed: false, width: (w + 3) * k)
      return [.beginEffect(.cutOut)] + drawn + [.beginMaskShape, .path(gap, .black, label: "slash"),
        .endEffect, .line(from: from, to: to, width: w * k, color)]
    }
    if let enclosure {
      let side = enclosure.innerSide * u
      let c = Point(x: box.minX + enclosure.innerCentre.x * u,
                    y: box.minY + enclosure.innerCentre.y * u)
      let innerBox = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
      let innerWidth = width * 24 / enclosure.innerSide * 0.85
      if enclosureFilled {
        let ring = enclosure.figure(in: box, width: width, filled: true)
          .map { $0.tinted(shapeColor) }
        if let inner { list += glyph(in: innerBox, innerWidth, inner) }
        list += [.beginEffect(.cutOut)] + ring + [.beginMaskShape]
        list += glyph(in: innerBox, innerWidth, .black) + [.endEffect]
      } else {
        list += enclosure.figure(in: box, width: width, filled: false)
          .map { $0.tinted(shapeColor) }
        list += glyph(in: innerBox, innerWidth, color)
      }
    } else {
      list = glyph(in: box, width, color)
    }
    guard let badge else { return list }
    // The badge: a round gap cut at the lower right, the badge's glyph in it.
    let centre = Point(x: box.minX + 18 * u, y: box.minY + 18 * u)
    let cut = Figure.circle(center: centre, radius: 7 * u)
    let badgeBox = Rect(x: centre.x - 5 * u, y: centre.y - 5 * u, width: 10 * u, height: 10 * u)
    return [.beginEffect(.cutOut)] + list + [.beginMaskShape, .fill(cut, .black), .endEffect]
      + badge.commands(in: badgeBox, width: width * 24 / 10 * 0.9, color: color, filled: false)
  }
}

extension DisplayList.Command {
  /// The command with its colour replaced by `color` (shapes and outlines).
  func tinted(_ color: Raster.Color) -> DisplayList.Command {
    switch self {
    case .fill(let figure, _): return .fill(figure, color)
    case .stroke(let figure, let width, _, let placement):
      return .stroke(figure, width: width, color, placement)
    case .path(let path, _, let label): return .path(path, color, label: label)
    case .line(let from, let to, let width, _): return .line(from: from, to: to, width: width, color)
    default: return self
    }
  }
}

/// A symbol's name taken apart from its end (`SymbolRecipe.parse`): the parts peeled off so far
/// (badge, fill, enclosure, slash, waves, a pair) and the parts left, until what is left is a
/// base the library knows.
private struct SymbolNameParts {
  var parts: [String]
  let lookup: (String) -> SymbolGlyph?
  var fill = false, slash = false, enclosure: SymbolEnclosure?, badge: SymbolGlyph?
  var waves: SymbolWaves?, pair: SymbolPair?
  /// A side then `.filled` (`circle.grid.2x1.left.filled`) is read as `.fill`, the filled form
  /// then drawn on that side only.
  var side: SymbolSide?
  /// The base found while peeling the badge, if any.
  var base: SymbolGlyph?

  init(name: String, lookup: @escaping (String) -> SymbolGlyph?) {
    parts = name.split(separator: ".").map(String.init)
    self.lookup = lookup
    if parts.count > 2, parts.last == "filled",
       let named = SymbolSide(part: parts[parts.count - 2]) {
      side = named
      parts.removeLast(2)
      parts.append("fill")
    }
  }

  /// What is left is the base: known, and (when filling) not itself enclosed or slashed,
  /// whose filled form is the enclosure's or the slashed glyph's.
  func settled() -> SymbolGlyph? {
    guard let last = parts.last, let glyph = lookup(parts.joined(separator: ".")) else {
      return nil
    }
    // (`X.on.rectangle` ends in a second shape, not an enclosure: its `.fill` fills it.)
    if fill && enclosure == nil && parts.count > 1
      && ((SymbolEnclosure(rawValue: last) != nil && parts[parts.count - 2] != "on")
          || (last == "slash" && !slash)) {
      return nil
    }
    return glyph
  }

  /// Takes a badge off the end (`.badge.plus`; `.fill` after it fills the whole symbol,
  /// `person.badge.clock.fill`); false when the badge is one the library cannot draw.
  mutating func peelBadge() -> Bool {
    var filledUnderBadge = false
    if parts.count > 3, parts.last == "fill", parts[parts.count - 3] == "badge",
       SymbolRecipe.badges.contains(parts[parts.count - 2]) {
      filledUnderBadge = true
      parts.removeLast()
    }
    guard parts.count > 2, parts[parts.count - 2] == "badge",
          SymbolRecipe.badges.contains(parts.last!) else { return true }
    badge = lookup(SymbolRecipe.badgeGlyphName(parts.last!))
    guard badge != nil else { return false }
    parts.removeLast(2)
    if filledUnderBadge { parts.append("fill") }
    base = settled()
    return true
  }

  /// Takes off, in turn, `.fill`, an enclosure, `.slash`, waves and a pair, until what is left
  /// is a known base; nil when none is.
  mutating func peelSuffixes() -> SymbolGlyph? {
    if parts.last == "fill", parts.count > 1 {
      fill = true
      parts.removeLast()
      if let found = settled() { return found }
    }
    if parts.count > 1, let shape = parts.last.flatMap(SymbolEnclosure.init) {
      enclosure = shape
      parts.removeLast()
      if let found = settled() { return found }
    }
    if parts.last == "slash", parts.count > 1 {
      slash = true
      parts.removeLast()
      if let found = settled() { return found }
    }
    if let suffix = SymbolWaves.suffix(parts), parts.count > suffix.1 {
      waves = suffix.0
      parts.removeLast(suffix.1)
      if let found = settled() { return found }
    }
    if parts.count > 2, parts.last == "2" {
      let dotted = parts[parts.count - 2] == "dotted"
      let rest = Array(parts.dropLast(dotted ? 2 : 1))
      if rest.count > 1, let direction = SymbolPair.direction(rest) {
        pair = SymbolPair(direction: direction, dotted: dotted)
        parts = rest
        return settled()
      }
    }
    return nil
  }

  /// The recipe the peeled parts make with `found` as the base; nil for a `.fill` the base has
  /// no filled form for.
  func recipe(_ name: String, base found: SymbolGlyph) -> SymbolRecipe? {
    var recipe = SymbolRecipe(name: name, base: found)
    recipe.slash = slash
    recipe.badge = badge
    recipe.enclosure = enclosure
    recipe.waves = waves
    recipe.pair = pair
    if let side {
      recipe.filledSide = side
      recipe.outlineBase = found
    }
    if enclosure != nil, fill {
      // A filled enclosure knocks out its base's own filled form when the library has one.
      recipe.enclosureFilled = true
      if let filled = lookup(parts.joined(separator: ".") + ".fill"), !filled.isStroked {
        recipe.base = filled
      } else {
        recipe.baseFilled = found.isStroked
      }
    } else if fill {
      // `X.fill` of a stroked X exists where X closes a shape to fill (no `wifi.fill`).
      guard found.isStroked, found.closesShapes else { return nil }
      recipe.baseFilled = true
    }
    return recipe
  }
}
