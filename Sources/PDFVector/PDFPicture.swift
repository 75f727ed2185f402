// A PDF's first page as drawing operations in pixels: what an asset catalog's vector image
// (an icon exported from Figma, Sketch or Illustrator) draws. The content stream's operators
// (ISO 32000-1, 8 and 11) are run with their graphics state: paths filled and stroked (non-zero
// and even-odd, caps, joins, dashes), clips, colours in gray, RGB, CMYK and the spaces that
// reduce to them, constant alpha, axial and radial shadings (by their functions, sampled into
// stops), form XObjects with their transparency groups, soft masks, and pictures (Flate or
// JPEG). Text and blend modes other than Normal are not drawn; each is named in the warnings.
// Everything is bounded (operators, points, nesting), so a hostile file is refused by name.

import PNGCodec
import Raster

/// How a filled outline is painted.
public enum PDFPaint: Sendable {
  case color(Color)
  case gradient(GradientPaint)
}

/// One drawing operation, in pixels (y down, the page's top-left at the origin).
public enum PDFDrawOp: Sendable {
  case fill(Outline, PDFPaint)
  /// A picture: its pixel (x, y), y down, goes to `map.apply((x, y))`.
  case image(PixelBuffer, AffineMap)
  case beginLayer(opacity: Double)
  case endLayer
  /// What follows, up to `beginMaskShape`, is masked by what follows that, up to `endMask`
  /// (its alpha).
  case beginMask
  case beginMaskShape
  case endMask
}

/// A PDF read for drawing: its first page's size and operations.
public struct PDFPicture: Sendable {
  /// The page's size in points (its crop box, else its media box).
  public let width: Double
  public let height: Double
  let file: PDFFile
  let page: [String: PDFObject]
  let box: (x0: Double, y0: Double, x1: Double, y1: Double)
  let maxPicturePixels: Int

  public static let maxOperators = 2_000_000
  public static let maxPoints = 4_000_000
  static let maxFormDepth = 12

  /// Reads `bytes`, the PDF file `name`.
  public init(bytes: [UInt8], name: String, limits: PDFLimits = .standard) throws(PDFError) {
    let file = try PDFFile(bytes: bytes, name: name, limits: limits)
    let page = try file.firstPage()
    let crop = try Self.rect("CropBox", page, file)
    guard let media = try crop == nil ? Self.rect("MediaBox", page, file) : crop else { throw PDFError("\(name): the page has no MediaBox") }
    let (width, height) = (media.x1 - media.x0, media.y1 - media.y0)
    guard width > 0, height > 0, width < 1e5, height < 1e5 else {
      throw PDFError("\(name): the page is \(width) x \(height) points")
    }
    if let rotate = try file.resolve(page["Rotate"]).number, Int(rotate) % 360 != 0 {
      throw PDFError("\(name): the page is rotated (\(Int(rotate))°), which Cellshot does not draw")
    }
    (self.file, self.page, self.box, self.width, self.height) = (file, page, media, width, height)
    maxPicturePixels = limits.maxPicturePixels
  }

  /// The page's rectangle `key`, corners sorted; nil when it is not four numbers.
  private static func rect(_ key: String, _ page: [String: PDFObject], _ file: PDFFile)
    throws(PDFError) -> (x0: Double, y0: Double, x1: Double, y1: Double)?
  {
    guard let list = try file.resolve(page[key]).array, list.count == 4 else { return nil }
    var v: [Double] = []
    for item in list { v.append(try file.resolve(item).number ?? .nan) }
    guard v.allSatisfy(\.isFinite) else { return nil }
    return (min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3]))
  }

  /// The page drawn `scale` pixels per point onto `pixelWidth` x `pixelHeight` pixels (the
  /// page stretched to fill them), and warnings for what was not drawn.
  public func draw(pixelWidth: Int, pixelHeight: Int) throws(PDFError)
    -> (ops: [PDFDrawOp], warnings: [String])
  {
    let sx = Double(pixelWidth) / width, sy = Double(pixelHeight) / height
    let base = Matrix(a: sx, b: 0, c: 0, d: -sy, e: -box.x0 * sx, f: box.y1 * sy)
    var painter = PDFPainter(file: file, size: (pixelWidth, pixelHeight),
                             maxPicturePixels: maxPicturePixels)
    let resources = try file.resolve(page["Resources"]).dictionary ?? [:]
    var content: [UInt8] = []
    switch try file.resolve(page["Contents"]) {
    case .stream(let dict, let raw): content = try file.decode(dict, raw)
    case .array(let parts):
      for part in parts {
        if case .stream(let dict, let raw) = try file.resolve(part) {
          content += try file.decode(dict, raw) + [0x0A]
        }
      }
    default: break
    }
    try painter.run(content, resources: resources, state: PDFPainter.State(ctm: base), depth: 0)
    return (painter.ops, painter.warnings.sorted())
  }
}

/// A PDF matrix `[a b c d e f]`: (x, y) -> (a x + c y + e, b x + d y + f).
struct Matrix: Sendable {
  var a, b, c, d, e, f: Double
  static let identity = Matrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }
  init?(_ v: [Double]) {
    guard v.count == 6, v.allSatisfy(\.isFinite) else { return nil }
    self.init(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
  }

  /// This matrix, then `next` (`this × next` in PDF's row-vector notation).
  func then(_ n: Matrix) -> Matrix {
    Matrix(a: a * n.a + b * n.c, b: a * n.b + b * n.d, c: c * n.a + d * n.c,
           d: c * n.b + d * n.d, e: e * n.a + f * n.c + n.e, f: e * n.b + f * n.d + n.f)
  }
  func apply(_ x: Double, _ y: Double) -> Point {
    Point(x: a * x + c * y + e, y: b * x + d * y + f)
  }
  var inverted: Matrix? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return Matrix(a: d / det, b: -b / det, c: -c / det, d: a / det,
                  e: (c * f - d * e) / det, f: (b * e - a * f) / det)
  }
  /// How much the matrix scales lengths, on average.
  var scale: Double { Swift.abs(a * d - b * c).squareRoot() }
  var affine: AffineMap { AffineMap(a: a, b: b, c: c, d: d, tx: e, ty: f) }
}

/// Runs content streams, keeping the graphics state, and collects the operations.
struct PDFPainter {
  let file: PDFFile
  let size: (width: Int, height: Int)
  var ops: [PDFDrawOp] = []
  var warnings: Set<String> = []
  var operators = 0
  var points = 0

  /// A colour, or a pattern, to paint with.
  enum Paint {
    case color(Color)
    case pattern(PDFObject)
  }

  struct State {
    var ctm: Matrix
    var fill = Paint.color(Color(red: 0, green: 0, blue: 0))
    var stroke = Paint.color(Color(red: 0, green: 0, blue: 0))
    var fillSpace = ColorSpace.gray
    var strokeSpace = ColorSpace.gray
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var lineWidth = 1.0
    var cap = LineCap.butt
    var join = LineJoin.miter(limit: 10)
    var dash: (lengths: [Double], phase: Double)?
    /// The masks opened in this state (clips and soft masks), closed when it is restored.
    var openMasks: [Mask] = []
    /// The space patterns are placed in: the page's default space, or a form's.
    var patternSpace: Matrix
    init(ctm: Matrix) {
      self.ctm = ctm
      patternSpace = ctm
    }
  }

  /// What closes a mask: a clip's outline, or a soft mask's form drawn with its matrix.
  enum Mask {
    case clip(Outline)
    case soft(form: PDFObject, ctm: Matrix, resources: [String: PDFObject])
  }

  /// A colour space, reduced to what Cellshot draws.
  indirect enum ColorSpace {
    case gray, rgb, cmyk
    case indexed(base: ColorSpace, lookup: [UInt8])
    case tinted(components: Int, alternate: ColorSpace, function: PDFFunction)
    case pattern

    var components: Int {
      switch self {
      case .gray, .indexed: return 1
      case .rgb: return 3
      case .cmyk: return 4
      case .tinted(let n, _, _): return n
      case .pattern: return 1
      }
    }

    func color(_ v: [Double]) -> Color {
      func c(_ i: Int) -> Double { i < v.count && v[i].isFinite ? min(max(v[i], 0), 1) : 0 }
      switch self {
      case .gray, .pattern: return Color(red: c(0), green: c(0), blue: c(0))
      case .rgb: return Color(red: c(0), green: c(1), blue: c(2))
      case .cmyk:
        let k = 1 - c(3)
        return Color(red: (1 - c(0)) * k, green: (1 - c(1)) * k, blue: (1 - c(2)) * k)
      case .indexed(let base, let lookup):
        let n = base.components
        let i = Int(v.first.map { $0.isFinite ? min(max($0, 0), 255) : 0 } ?? 0)
        let entry = (0..<n).map { k -> Double in
          let at = i * n + k
          return at < lookup.count ? Double(lookup[at]) / 255 : 0
        }
        return base.color(entry)
      case .tinted(_, let alternate, let function):
        return alternate.color(function(v))
      }
    }
  }

  /// The most pixels one picture may have.
  let maxPicturePixels: Int

  init(file: PDFFile, size: (Int, Int), maxPicturePixels: Int) {
    self.file = file
    self.size = size
    self.maxPicturePixels = maxPicturePixels
  }

  // MARK: running a content stream

  mutating func run(_ content: [UInt8], resources: [String: PDFObject], state initial: State,
                    depth: Int) throws(PDFError) {
    guard depth <= PDFPicture.maxFormDepth else {
      throw PDFError("\(file.name): forms nest deeper than \(PDFPicture.maxFormDepth)")
    }
    var lexer = PDFLexer(content)
    var operands: [PDFObject] = []
    var state = initial
    var saved: [State] = []
    var path = PathBuilder()
    var pendingClip: Bool?  // W (false) or W* (true)
    var inText = false

    while true {
      let word: String
      switch try lexer.next() {
      case .end:
        closeMasks(state.openMasks, depth: depth)
        while let outer = saved.popLast() { closeMasks(outer.openMasks, depth: depth) }
        return
      case .object(let value):
        operands.append(value)
        if operands.count > 64 { operands.removeFirst() }
        continue
      case .keyword(let k): word = k
      }
      try countOperator(pendingPoints: path.points)
      defer { operands.removeAll(keepingCapacity: true) }
      if inText {
        if word == "ET" { inText = false }
        continue
      }
      if path.apply(word, operands, ctm: state.ctm) || state.applyLineOperator(word, operands) {
        continue
      }
      if try setColor(word, operands, &state, resources) { continue }
      switch word {
      case "q":
        guard saved.count < 256 else { throw PDFError("\(file.name): q nests too deep") }
        saved.append(state)
        state.openMasks = []
      case "Q":
        closeMasks(state.openMasks, depth: depth)
        if let outer = saved.popLast() { state = outer }
      case "gs":
        if let name = operands.last?.name { try applyExtGState(name, resources, &state) }
      case "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n":
        try paint(word, path.take(closing: word == "s" || word == "b" || word == "b*"),
                  &state, clip: pendingClip, resources: resources, depth: depth)
        pendingClip = nil
      case "W": pendingClip = false
      case "W*": pendingClip = true
      case "sh":
        if let name = operands.last?.name { try shade(name, state, resources) }
      case "Do":
        if let name = operands.last?.name {
          try drawXObject(name, resources, state, depth: depth)
        }
      // Text and inline pictures: not drawn.
      case "BT":
        inText = true
        warnings.insert("\(file.name): text in the PDF is not drawn (Cellshot draws its paths, "
                        + "shadings and pictures)")
      case "BI":
        guard let at = PDFFile.find(Array("EI".utf8), in: content, from: lexer.position) else {
          closeMasks(state.openMasks, depth: depth)
          return
        }
        lexer.position = at + 2
        warnings.insert("\(file.name): an inline picture in the PDF is not drawn")
      default: break  // marked content, rendering intents, unknown operators: ignored, as PDF
                      // readers do
      }
      points += path.points
      path.points = 0
    }
  }

  /// Counts one more operator; throws when the page draws more operators or points than
  /// Cellshot allows.
  private mutating func countOperator(pendingPoints: Int) throws(PDFError) {
    operators += 1
    guard operators <= PDFPicture.maxOperators, points + pendingPoints <= PDFPicture.maxPoints
    else {
      throw PDFError("\(file.name): the page draws more than Cellshot allows "
                     + "(\(PDFPicture.maxOperators) operators, \(PDFPicture.maxPoints) points)")
    }
  }

  /// A path-painting operator (`S`, `f`, `B*`, `n`...): `lines` filled and stroked as it says,
  /// then made the clip when a `W` or `W*` (`clip`: even-odd) came before it.
  private mutating func paint(_ word: String, _ lines: [(points: [Point], closed: Bool)],
                              _ state: inout State,
                              clip: Bool?, resources: [String: PDFObject], depth: Int)
    throws(PDFError)
  {
    if word != "S", word != "s", word != "n" {
      try fill(lines, evenOdd: word.hasSuffix("*"), state, resources: resources, depth: depth)
    }
    if word == "S" || word == "s" || word.hasPrefix("B") || word.hasPrefix("b") {
      try stroke(lines, state, resources: resources, depth: depth)
    }
    if let clipEvenOdd = clip {
      var outline = Outline()
      outline.evenOdd = clipEvenOdd
      for line in lines where line.points.count >= 3 { outline.addPolygon(line.points) }
      ops.append(.beginMask)
      state.openMasks.append(.clip(outline))
    }
  }

  /// `sh`: the shading `name` painted over the whole page (inside the clip).
  private mutating func shade(_ name: String, _ state: State, _ resources: [String: PDFObject])
    throws(PDFError)
  {
    let shading = try lookup("Shading", name, resources)
    guard let paint = try gradient(shading, matrix: state.ctm, alpha: state.fillAlpha) else {
      return
    }
    var outline = Outline()
    outline.addRect(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    ops.append(.fill(outline, paint))
  }

  /// Applies a colour operator (`g`, `rg`, `k`, `cs`, `scn`... and their stroking forms);
  /// false when `word` is not one.
  mutating func setColor(_ word: String, _ operands: [PDFObject], _ state: inout State,
                         _ resources: [String: PDFObject]) throws(PDFError) -> Bool {
    switch word {
    case "g", "G", "rg", "RG", "k", "K":
      let lower = word.lowercased()
      let space: ColorSpace = lower == "g" ? .gray : lower == "rg" ? .rgb : .cmyk
      guard let v = PathBuilder.numbers(operands, space.components) else { return true }
      if word == lower {
        (state.fillSpace, state.fill) = (space, .color(space.color(v)))
      } else {
        (state.strokeSpace, state.stroke) = (space, .color(space.color(v)))
      }
    case "cs", "CS":
      guard let name = operands.last?.name else { return true }
      let space = try colorSpace(.name(name), resources)
      let initial = Paint.color(space.color(Self.initialComponents(space)))
      if word == "cs" {
        (state.fillSpace, state.fill) = (space, initial)
      } else {
        (state.strokeSpace, state.stroke) = (space, initial)
      }
    case "sc", "scn", "SC", "SCN":
      let fills = word.hasPrefix("s")
      let space = fills ? state.fillSpace : state.strokeSpace
      let paint: Paint
      if case .pattern = space, let name = operands.last?.name {
        paint = .pattern(try lookup("Pattern", name, resources))
      } else {
        paint = .color(space.color(operands.compactMap(\.number)))
      }
      if fills { state.fill = paint } else { state.stroke = paint }
    default:
      return false
    }
    return true
  }

  /// The components a colour space starts with: black, or index 0, or tint 1.
  static func initialComponents(_ space: ColorSpace) -> [Double] {
    switch space {
    case .cmyk: return [0, 0, 0, 1]
    case .tinted(let n, _, _): return Array(repeating: 1, count: n)
    default: return [0, 0, 0]
    }
  }

  /// Closes `masks`, last opened first: a clip's outline, or a soft mask's form, is drawn as
  /// the mask.
  mutating func closeMasks(_ masks: [Mask], depth: Int) {
    for mask in masks.reversed() {
      ops.append(.beginMaskShape)
      switch mask {
      case .clip(let outline):
        ops.append(.fill(outline, .color(Color(red: 0, green: 0, blue: 0))))
      case .soft(let form, let ctm, let resources):
        do {
          try drawForm(form, resources, State(ctm: ctm), depth: depth + 1)
        } catch {
          warnings.insert(error.message)
        }
      }
      ops.append(.endMask)
    }
  }

  // MARK: painting

  mutating func fill(_ path: [(points: [Point], closed: Bool)], evenOdd: Bool, _ state: State,
                     resources: [String: PDFObject], depth: Int) throws(PDFError) {
    var outline = Outline()
    outline.evenOdd = evenOdd
    for line in path where line.points.count >= 3 { outline.addPolygon(line.points) }
    guard !outline.contours.isEmpty else { return }
    try paint(outline, with: state.fill, alpha: state.fillAlpha, state, resources, depth: depth)
  }

  mutating func stroke(_ path: [(points: [Point], closed: Bool)], _ state: State,
                       resources: [String: PDFObject], depth: Int) throws(PDFError) {
    let k = state.ctm.scale
    // A zero width is the thinnest line the device draws: one pixel.
    let width = max(state.lineWidth * k, state.lineWidth == 0 ? 1 : 0)
    guard width > 0, width.isFinite else { return }
    var outline = Outline()
    for line in path {
      let pieces: [(points: [Point], closed: Bool)]
      if let dash = state.dash {
        pieces = (Outline.dashes(line.points, closed: line.closed,
                                 pattern: dash.lengths.map { $0 * k }, phase: dash.phase * k)
          ?? [line.points]).map { ($0, false) }
      } else {
        pieces = [line]
      }
      for piece in pieces {
        outline.contours += Outline.roundStroke(piece.points, closed: piece.closed, width: width,
                                                cap: state.cap, join: state.join).contours
      }
    }
    guard !outline.contours.isEmpty else { return }
    try paint(outline, with: state.stroke, alpha: state.strokeAlpha, state, resources,
              depth: depth)
  }

  mutating func paint(_ outline: Outline, with paint: Paint, alpha: Double, _ state: State,
                      _ resources: [String: PDFObject], depth: Int) throws(PDFError) {
    switch paint {
    case .color(var color):
      color.alpha *= alpha
      ops.append(.fill(outline, .color(color)))
    case .pattern(let pattern):
      guard let dict = try file.resolve(pattern).dictionary else { return }
      let matrix = try Matrix(numbers(dict["Matrix"]) ?? [1, 0, 0, 1, 0, 0]) ?? .identity
      switch try file.resolve(dict["PatternType"]).number {
      case 2:
        // The pattern's space is the default space of the page (the base matrix).
        if let gradient = try gradient(dict["Shading"] ?? .null,
                                       matrix: matrix.then(state.patternSpace),
                                       alpha: alpha) {
          ops.append(.fill(outline, gradient))
        }
      default:
        try tile(outline, pattern, matrix.then(state.patternSpace), alpha: alpha, depth: depth)
      }
    }
  }

  /// The most cells a tiling pattern is drawn with.
  static let maxTiles = 1024

  /// Fills `outline` with a tiling pattern: its cell's content drawn at every step that
  /// reaches the outline, masked by the outline.
  mutating func tile(_ outline: Outline, _ pattern: PDFObject, _ matrix: Matrix, alpha: Double,
                     depth: Int) throws(PDFError) {
    guard case .stream(let dict, let raw) = try file.resolve(pattern),
          let bbox = try numbers(dict["BBox"]), bbox.count == 4,
          let xStep = try file.resolve(dict["XStep"]).number,
          let yStep = try file.resolve(dict["YStep"]).number, xStep != 0, yStep != 0,
          let inverse = matrix.inverted
    else { return }
    // The outline's bounds in the pattern's space, and the cells that reach them.
    let corners = outline.contours.joined().map { inverse.apply($0.x, $0.y) }
    guard let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
          let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max() else { return }
    let (bx0, bx1) = (min(bbox[0], bbox[2]), max(bbox[0], bbox[2]))
    let (by0, by1) = (min(bbox[1], bbox[3]), max(bbox[1], bbox[3]))
    let sx = Swift.abs(xStep), sy = Swift.abs(yStep)
    let i0 = ((minX - bx1) / sx).rounded(.down), i1 = ((maxX - bx0) / sx).rounded(.up)
    let j0 = ((minY - by1) / sy).rounded(.down), j1 = ((maxY - by0) / sy).rounded(.up)
    let count = (i1 - i0 + 1) * (j1 - j0 + 1)
    guard count.isFinite, count <= Double(Self.maxTiles) else {
      throw PDFError("\(file.name): a tiling pattern would take more than \(Self.maxTiles) cells")
    }
    let content = try file.decode(dict, raw)
    let resources = try file.resolve(dict["Resources"]).dictionary ?? [:]
    ops.append(.beginMask)
    if alpha < 1 { ops.append(.beginLayer(opacity: alpha)) }
    var j = j0
    while j <= j1 {
      var i = i0
      while i <= i1 {
        let shift = Matrix(a: 1, b: 0, c: 0, d: 1, e: i * sx, f: j * sy)
        var state = State(ctm: shift.then(matrix))
        var cell = Outline()
        cell.addPolygon([state.ctm.apply(bx0, by0), state.ctm.apply(bx1, by0),
                         state.ctm.apply(bx1, by1), state.ctm.apply(bx0, by1)])
        ops.append(.beginMask)
        state.openMasks = []
        try run(content, resources: resources, state: state, depth: depth + 1)
        closeMasks([.clip(cell)], depth: depth)
        i += 1
      }
      j += 1
    }
    if alpha < 1 { ops.append(.endLayer) }
    closeMasks([.clip(outline)], depth: depth)
  }

  func numbers(_ object: PDFObject?) throws(PDFError) -> [Double]? {
    guard let list = try file.resolve(object).array else { return nil }
    var out: [Double] = []
    for item in list { out.append(try file.resolve(item).number ?? .nan) }
    return out.allSatisfy(\.isFinite) ? out : nil
  }

  /// An axial or radial shading as a gradient in pixels, its shading space mapped by `matrix`.
  func gradient(_ object: PDFObject, matrix: Matrix, alpha: Double) throws(PDFError) -> PDFPaint? {
    guard let dict = try file.resolve(object).dictionary else { return nil }
    let type = try file.resolve(dict["ShadingType"]).number ?? 0
    guard type == 2 || type == 3 else {
      throw PDFError("\(file.name): shading type \(Int(type)) is not one Cellshot draws "
                     + "(axial and radial)")
    }
    guard let coords = try numbers(dict["Coords"]), coords.count == (type == 2 ? 4 : 6),
          let function = dict["Function"]
    else { throw PDFError("\(file.name): a shading has no Coords or Function") }
    let space = try colorSpace(dict["ColorSpace"] ?? .name("DeviceRGB"), [:])
    let f = try PDFFunction.read(function, in: file)
    let domain = try numbers(dict["Domain"]) ?? [0, 1]
    let (t0, t1) = (domain.first ?? 0, domain.count > 1 ? domain[1] : 1)
    let samples = 64
    let stops = (0...samples).map { i -> GradientStop in
      let s = Double(i) / Double(samples)
      var color = space.color(f([t0 + (t1 - t0) * s]))
      color.alpha *= alpha
      return GradientStop(color: color, location: s)
    }
    if type == 2 {
      // t is an affine function of the pixel: its gradient is L^T D / |D|^2, where L is the
      // inverse map's linear part and D the axis in shading space.
      guard let inverse = matrix.inverted else { return nil }
      let dx = coords[2] - coords[0], dy = coords[3] - coords[1]
      let d2 = dx * dx + dy * dy
      guard d2 > 0 else { return nil }
      let gx = (inverse.a * dx + inverse.b * dy) / d2
      let gy = (inverse.c * dx + inverse.d * dy) / d2
      let g2 = gx * gx + gy * gy
      guard g2 > 0, g2.isFinite else { return nil }
      let start = matrix.apply(coords[0], coords[1])
      return .gradient(.linear(stops: stops, start: start,
                               end: Point(x: start.x + gx / g2, y: start.y + gy / g2)))
    }
    // Radial: drawn from the end circle's centre (the usual exported gradient has one centre).
    let center = matrix.apply(coords[3], coords[4])
    let sx = (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot()
    let sy = (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot()
    let r0 = coords[2], r1 = coords[5]
    if Swift.abs(matrix.b) < 1e-9 && Swift.abs(matrix.c) < 1e-9 && Swift.abs(sx - sy) > 1e-6
      && r1 > 0 {
      return .gradient(.elliptical(stops: stops, center: center, width: 2 * r1 * sx,
                                   height: 2 * r1 * sy, startFraction: 0.5 * r0 / r1,
                                   endFraction: 0.5))
    }
    let k = (sx * sy).squareRoot()
    return .gradient(.radial(stops: stops, center: center, startRadius: r0 * k,
                             endRadius: r1 * k))
  }

  // MARK: resources

  func lookup(_ category: String, _ name: String, _ resources: [String: PDFObject])
    throws(PDFError) -> PDFObject
  {
    guard let group = try file.resolve(resources[category]).dictionary, let value = group[name]
    else { throw PDFError("\(file.name): no \(category) resource named \(name)") }
    return value
  }

  func colorSpace(_ object: PDFObject, _ resources: [String: PDFObject], depth: Int = 0)
    throws(PDFError) -> ColorSpace
  {
    guard depth < 8 else { throw PDFError("\(file.name): colour spaces nest too deep") }
    var value = try file.resolve(object)
    if let name = value.name {
      switch name {
      case "DeviceGray", "G", "CalGray": return .gray
      case "DeviceRGB", "RGB", "CalRGB": return .rgb
      case "DeviceCMYK", "CMYK": return .cmyk
      case "Pattern": return .pattern
      default:
        guard let named = try file.resolve(resources["ColorSpace"]).dictionary?[name] else {
          throw PDFError("\(file.name): no colour space named \(name)")
        }
        value = try file.resolve(named)
      }
    }
    guard let list = value.array, let family = try file.resolve(list.first).name else {
      if let name = value.name { return try colorSpace(.name(name), [:], depth: depth + 1) }
      throw PDFError("\(file.name): a colour space is not a name or an array")
    }
    switch family {
    case "CalGray": return .gray
    case "CalRGB", "Lab": return .rgb
    case "ICCBased":
      let n = list.count > 1 ? try file.resolve(list[1]).dictionary?["N"]?.number ?? 3 : 3
      return n == 1 ? .gray : n == 4 ? .cmyk : .rgb
    case "Pattern": return .pattern
    case "Indexed", "I":
      guard list.count >= 4 else { throw PDFError("\(file.name): an Indexed space is short") }
      let base = try colorSpace(list[1], resources, depth: depth + 1)
      let lookup: [UInt8]
      switch try file.resolve(list[3]) {
      case .string(let bytes): lookup = bytes
      case .stream(let d, let raw): lookup = try file.decode(d, raw)
      default: lookup = []
      }
      return .indexed(base: base, lookup: lookup)
    case "Separation", "DeviceN":
      guard list.count >= 4 else { throw PDFError("\(file.name): a \(family) space is short") }
      let n = family == "Separation" ? 1 : (try file.resolve(list[1]).array?.count ?? 1)
      return .tinted(components: n, alternate: try colorSpace(list[2], resources, depth: depth + 1),
                     function: try PDFFunction.read(list[3], in: file))
    default:
      throw PDFError("\(file.name): the \(family) colour space is not one Cellshot reads")
    }
  }

  mutating func applyExtGState(_ name: String, _ resources: [String: PDFObject],
                               _ state: inout State) throws(PDFError) {
    guard let dict = try file.resolve(try lookup("ExtGState", name, resources)).dictionary else {
      return
    }
    if let v = try file.resolve(dict["CA"]).number { state.strokeAlpha = min(max(v, 0), 1) }
    if let v = try file.resolve(dict["ca"]).number { state.fillAlpha = min(max(v, 0), 1) }
    if let v = try file.resolve(dict["LW"]).number { state.lineWidth = Swift.abs(v) }
    if let v = try file.resolve(dict["LC"]).number {
      state.cap = v == 1 ? .round : v == 2 ? .square : .butt
    }
    if let v = try file.resolve(dict["LJ"]).number {
      state.join = v == 1 ? .round : v == 2 ? .bevel : .miter(limit: 10)
    }
    if let v = try file.resolve(dict["ML"]).number, case .miter = state.join {
      state.join = .miter(limit: max(1, v))
    }
    switch try file.resolve(dict["BM"]) {
    case .name(let mode) where mode != "Normal" && mode != "Compatible":
      warnings.insert("\(file.name): the \(mode) blend mode is drawn as Normal")
    default: break
    }
    switch try file.resolve(dict["SMask"]) {
    case .dictionary(let mask):
      guard let form = mask["G"] else { break }
      if try file.resolve(mask["S"]).name == "Luminosity" {
        warnings.insert("\(file.name): a luminosity soft mask is applied by its shapes' alpha")
      }
      ops.append(.beginMask)
      state.openMasks.append(.soft(form: form, ctm: state.ctm, resources: resources))
    default: break
    }
  }

  mutating func drawXObject(_ name: String, _ resources: [String: PDFObject], _ state: State,
                            depth: Int) throws(PDFError) {
    let object = try lookup("XObject", name, resources)
    guard case .stream(let dict, let raw) = try file.resolve(object) else { return }
    switch try file.resolve(dict["Subtype"]).name {
    case "Form":
      let group = try file.resolve(dict["Group"]).dictionary != nil
      if group && state.fillAlpha < 1 {
        ops.append(.beginLayer(opacity: state.fillAlpha))
        var inner = state
        inner.fillAlpha = 1
        inner.strokeAlpha = 1
        inner.openMasks = []
        try drawForm(object, resources, inner, depth: depth + 1)
        ops.append(.endLayer)
      } else {
        var inner = state
        inner.openMasks = []
        try drawForm(object, resources, inner, depth: depth + 1)
      }
    case "Image":
      try drawImage(dict, raw, state, resources)
    default:
      break
    }
  }

  /// Runs a form XObject's content with its matrix, clipped to its bounding box.
  mutating func drawForm(_ object: PDFObject, _ parentResources: [String: PDFObject],
                         _ outer: State, depth: Int) throws(PDFError) {
    guard case .stream(let dict, let raw) = try file.resolve(object) else { return }
    var state = outer
    if let m = try numbers(dict["Matrix"]).flatMap(Matrix.init) { state.ctm = m.then(state.ctm) }
    state.patternSpace = state.ctm
    let content = try file.decode(dict, raw)
    let resources = try file.resolve(dict["Resources"]).dictionary ?? parentResources
    var clipped = false
    if let b = try numbers(dict["BBox"]), b.count == 4 {
      var outline = Outline()
      outline.addPolygon([state.ctm.apply(b[0], b[1]), state.ctm.apply(b[2], b[1]),
                          state.ctm.apply(b[2], b[3]), state.ctm.apply(b[0], b[3])])
      if !outline.contours.isEmpty, !covers(outline) {
        ops.append(.beginMask)
        state.openMasks = [.clip(outline)]
        clipped = true
      }
    }
    let masks = state.openMasks
    state.openMasks = []
    try run(content, resources: resources, state: state, depth: depth)
    if clipped { closeMasks(masks, depth: depth) }
  }

  /// True when `outline` is one rectangle covering the whole picture (a clip that changes
  /// nothing).
  func covers(_ outline: Outline) -> Bool {
    guard outline.contours.count == 1 else { return false }
    let p = outline.contours[0]
    let xs = p.map(\.x), ys = p.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return false
    }
    // Upright rectangle: every point on its box.
    let upright = p.allSatisfy { ($0.x == x0 || $0.x == x1) && ($0.y == y0 || $0.y == y1) }
    return upright && x0 <= 0 && y0 <= 0 && x1 >= Double(size.width) && y1 >= Double(size.height)
  }

  mutating func drawImage(_ dict: [String: PDFObject], _ raw: [UInt8], _ state: State,
                          _ resources: [String: PDFObject]) throws(PDFError) {
    guard var buffer = try picture(dict, raw, resources, stencilColor: state.fill) else { return }
    if let smask = dict["SMask"], case .stream(let md, let mraw) = try file.resolve(smask),
       let mask = try picture(md, mraw, resources, stencilColor: nil, asAlpha: true),
       mask.width == buffer.width, mask.height == buffer.height {
      buffer = buffer.masked(by: mask)
    }
    let w = Double(buffer.width), h = Double(buffer.height)
    // Pixel (x, y) of the picture is user point (x / w, 1 - y / h).
    let toUnit = Matrix(a: 1 / w, b: 0, c: 0, d: -1 / h, e: 0, f: 1)
    let map = toUnit.then(state.ctm)
    if state.fillAlpha < 1 { ops.append(.beginLayer(opacity: state.fillAlpha)) }
    ops.append(.image(buffer, map.affine))
    if state.fillAlpha < 1 { ops.append(.endLayer) }
  }

  /// A picture XObject's pixels: straight samples of its colour space made RGBA; a stencil
  /// mask (`ImageMask`) paints `stencilColor` where its bits are 0; `asAlpha` reads a soft
  /// mask's grey samples as alpha.
  func picture(_ dict: [String: PDFObject], _ raw: [UInt8], _ resources: [String: PDFObject],
               stencilColor: Paint?, asAlpha: Bool = false) throws(PDFError) -> PixelBuffer? {
    let width = Int(try file.resolve(dict["Width"]).number ?? 0)
    let height = Int(try file.resolve(dict["Height"]).number ?? 0)
    guard width > 0, height > 0, width <= 16384, height <= 16384,
          width * height <= maxPicturePixels
    else {
      throw PDFError("\(file.name): a picture of \(width) x \(height) pixels")
    }
    let filters = try file.filters(dict)
    if filters.last == "DCTDecode" || filters.last == "DCT" {
      return try jpegPicture(dict, raw, asAlpha: asAlpha)
    }
    let data = try file.decode(dict, raw)
    let isStencil = try file.resolve(dict["ImageMask"]) .isTrue
    let bits = isStencil ? 1 : Int(try file.resolve(dict["BitsPerComponent"]).number ?? 8)
    guard [1, 2, 4, 8, 16].contains(bits) else {
      throw PDFError("\(file.name): a picture with \(bits) bits a component")
    }
    let space: ColorSpace = isStencil || asAlpha ? .gray
      : try colorSpace(dict["ColorSpace"] ?? .name("DeviceRGB"), resources)
    var isIndexed = false
    if case .indexed = space { isIndexed = true }
    let samples = PictureSamples(data: data, width: width, height: height,
                                 components: space.components, bits: bits,
                                 decode: try numbers(dict["Decode"]), isIndexed: isIndexed)
    guard data.count >= samples.rowBytes * height else {
      throw PDFError("\(file.name): a picture's data is shorter than \(width) x \(height) pixels")
    }
    // 8-bit grey and RGB, as stored: copied, with no arithmetic per sample.
    var plain = bits == 8 && !isStencil && samples.decode == nil && !isIndexed
    if case .cmyk = space { plain = false }
    if case .tinted = space { plain = false }
    let rgba: [UInt8]
    if plain && (samples.components == 1 || samples.components == 3) {
      rgba = samples.copied(asAlpha: asAlpha)
    } else {
      var stencil = Color(red: 0, green: 0, blue: 0)
      if case .color(let c)? = stencilColor { stencil = c }
      rgba = samples.converted { v in
        if isStencil {
          // 0 paints (unless Decode is [1 0]).
          return v[0] < 0.5 ? stencil : nil
        }
        if asAlpha { return Color(red: 1, green: 1, blue: 1, opacity: v[0]) }
        let c = space.color(v)
        return Color(red: c.red, green: c.green, blue: c.blue)
      }
    }
    do {
      return try PixelBuffer(width: width, height: height, straightRGBA: rgba)
    } catch {
      throw PDFError("\(file.name): a picture: \(error)")
    }
  }

  /// A JPEG picture (`DCTDecode`), decoded by Cellshot's JPEG decoder; as alpha, its grey.
  func jpegPicture(_ dict: [String: PDFObject], _ raw: [UInt8], asAlpha: Bool)
    throws(PDFError) -> PixelBuffer
  {
    let data = try file.decode(dict, raw, keepingImageFilter: true)
    do {
      let decoded = try ImageFile.decode(data)
      guard asAlpha else { return decoded }
      return try Self.alphaFromGrey(decoded)
    } catch {
      throw PDFError("\(file.name): a JPEG picture: \(error)")
    }
  }

  /// A decoded grey picture's luminance as alpha (a JPEG soft mask).
  static func alphaFromGrey(_ picture: PixelBuffer) throws(RasterError) -> PixelBuffer {
    var rgba = [UInt8](repeating: 255, count: picture.width * picture.height * 4)
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        rgba[(y * picture.width + x) * 4 + 3] = picture[x, y].r
      }
    }
    return try PixelBuffer(width: picture.width, height: picture.height, straightRGBA: rgba)
  }
}

extension PDFObject {
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }
}

/// A picture's samples as its data stores them: `components` of `bits` each a pixel, rows
/// padded to a byte, mapped through `Decode` when it has one.
struct PictureSamples {
  let data: [UInt8]
  let width: Int
  let height: Int
  let components: Int
  let bits: Int
  let decode: [Double]?
  let isIndexed: Bool

  var rowBytes: Int { (width * components * bits + 7) / 8 }

  /// 8-bit grey or RGB (or, `asAlpha`, grey as alpha) copied into RGBA as it is.
  func copied(asAlpha: Bool) -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let n = components, rowBytes = self.rowBytes
    for i in 0..<width * height {
      let at = i * 4, from = (i / width) * rowBytes + (i % width) * n
      if asAlpha {
        (rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]) = (255, 255, 255, data[from])
      } else if n == 1 {
        (rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]) =
          (data[from], data[from], data[from], 255)
      } else {
        (rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]) =
          (data[from], data[from + 1], data[from + 2], 255)
      }
    }
    return rgba
  }

  /// Each pixel's component values (0 to 1, or the index of an indexed space), after
  /// `Decode`, made a colour by `color` (nil: the pixel stays clear).
  func converted(_ color: ([Double]) -> Color?) -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let n = components, rowBytes = self.rowBytes
    let maxValue = Double((1 << bits) - 1)
    var v: [Double] = []
    v.reserveCapacity(n)
    for y in 0..<height {
      let row = y * rowBytes
      for x in 0..<width {
        v.removeAll(keepingCapacity: true)
        for k in 0..<n {
          let raw = sample(row: row, bit: (x * n + k) * bits)
          var value = isIndexed ? Double(raw) : Double(raw) / maxValue
          if let decode, 2 * k + 1 < decode.count {
            let (lo, hi) = (decode[2 * k], decode[2 * k + 1])
            value = isIndexed ? lo + Double(raw) * (hi - lo) / maxValue : lo + value * (hi - lo)
          }
          v.append(value)
        }
        guard let c = color(v) else { continue }
        let at = (y * width + x) * 4
        rgba[at] = UInt8(Color.quantize(c.red))
        rgba[at + 1] = UInt8(Color.quantize(c.green))
        rgba[at + 2] = UInt8(Color.quantize(c.blue))
        rgba[at + 3] = UInt8(Color.quantize(c.alpha))
      }
    }
    return rgba
  }

  /// The sample `bit` bits into the row starting at byte `row`.
  func sample(row: Int, bit: Int) -> Int {
    switch bits {
    case 16: return Int(data[row + bit / 8]) << 8 | Int(data[row + bit / 8 + 1])
    case 8: return Int(data[row + bit / 8])
    default:
      let byte = Int(data[row + bit / 8])
      return byte >> (8 - bits - bit % 8) & ((1 << bits) - 1)
    }
  }
}
