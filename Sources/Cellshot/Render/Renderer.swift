// Rendering: the third stage.
//
// Takes a view and a screen (size, scale, safe area, appearance, fonts); gives its display
// list, frame tree and warnings, then its pixels. `layout` resolves and lays out the tree
// (again when preference actions change state); `Painter` turns the laid-out nodes into
// display-list commands, one painting rule per node kind (`Paint/`); the display list plays
// back into a Raster canvas on any thread. Rendering never lays text out again: it draws the
// layouts placing chose.

/// A view laid out and drawn: the picture, and what led to it.
public struct RenderedView: Sendable {
  public let buffer: PixelBuffer
  public let displayList: DisplayList
  /// Every node's frame, indented by depth: "VStack (0, 0, 390x844)".
  public let frameTree: String
  /// Problems met on the way (a font that could not be read); empty when all went well.
  public let warnings: [String]
}

/// A view laid out, not yet drawn: what drawing it takes, and what laying it out found.
public struct PreparedRender: Sendable {
  public let displayList: DisplayList
  public let frameTree: String
  public let warnings: [String]
  /// The phone drawn around the picture (`Renderer.deviceFrame`), or nil.
  var frame: DeviceFrame?

  /// Draws the picture. Any thread will do.
  ///
  /// - Throws: `RasterError` when the picture would be empty or too large.
  public func render() throws(RasterError) -> RenderedView {
    var buffer = try displayList.render()
    if let frame { buffer = try frame.framing(buffer) }
    return RenderedView(buffer: buffer, displayList: displayList, frameTree: frameTree,
                        warnings: warnings)
  }
}

/// Lays a view out at a size and scale and draws it.
///
/// Views are main-actor isolated, as in the iOS 18 SDK, so laying out (`prepare`, `render`,
/// `displayList`, `idealSize`) happens on the main actor; drawing a prepared list
/// (`PreparedRender.render()`) happens on any thread, and gives the same pixels on each.
public struct Renderer: Sendable {
  /// The screen size in points.
  public var size: CGSize
  /// Pixels per point: 1, 2 or 3 for phones; any whole number from 1 to 8.
  public var scale: Int
  /// The colour behind everything; nil for the system background of the appearance (white in
  /// light mode, black in dark mode).
  public var background: Color?
  /// The appearance the screen starts in; a `.preferredColorScheme` in the view overrides it.
  public var colorScheme: ColorScheme
  public var fonts: FontLibrary
  /// The screen's safe area insets: the view is laid out inside them, and views that ignore
  /// the safe area grow into them.
  public var safeAreaInsets: EdgeInsets
  /// How far above the safe area's top the status bar ends (`Device.statusBarHeight`): a
  /// navigation bar starts there. Set from the device.
  var statusBarRise: CGFloat = 0
  /// The status bar and home indicator to draw over the picture (a device's), or nil.
  public var systemOverlays: Device?
  /// With `systemOverlays`, the device's notch or Dynamic Island drawn black over the status
  /// bar, as the screen shows it (`Device.sensorHousing`). On by default.
  public var sensorHousing = true
  /// The phone drawn around the picture (`DeviceFrame`): rounded screen corners, bezel, rim
  /// and buttons, for documentation images; the picture grows by the frame. Off by default;
  /// drawn for a device of the catalogue (`systemOverlays`).
  public var deviceFrame = false
  /// The system look the chrome is drawn in: iOS 17-18's or iOS 26's Liquid Glass
  /// (`InterfaceLook`); views read it as `\.interfaceLook`. `InterfaceLook.standard` (iOS
  /// 18's) by default.
  public var interfaceLook = InterfaceLook.standard {
    didSet {
      // iOS 13 gave the iPhone XR and 11 a 44-point top inset; iOS 14 made it 48 (a public
      // iOS 13 screenshot of an iPhone 11: the large title and the list 4 points higher).
      guard let device, device.topFeature == .notch, device.safeAreaInsets.top == 48,
            [44, 48].contains(safeAreaInsets.top) else { return }
      safeAreaInsets.top = interfaceLook == .ios13 ? 44 : 48
      statusBarRise = safeAreaInsets.top - min(device.statusBarHeight, safeAreaInsets.top)
    }
  }
  /// The device this renderer draws the screen of (`init(device:)`), or nil.
  private var device: Device?
  /// Which way the screen reads: right to left mirrors the view and the status bar.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// When true, the root view is proposed nothing and takes its ideal size, as `idealSize`
  /// measured it: a picture of a view's own size lays it out exactly as it was measured
  /// (proposing the measured size back can share a stack's width out differently).
  public var proposesIdealSize = false
  /// How many levels deep views may resolve (a view with a body counts twice or three times):
  /// past it, what lies below is left out with a warning. Tests lower it.
  var maxNestingDepth = DeepStack.maxDepth

  public init(size: CGSize, scale: Int = 1, background: Color? = nil,
              colorScheme: ColorScheme = .light, fonts: FontLibrary = .shared) {
    self.size = CGSize(width: cleanLength(size.width), height: cleanLength(size.height))
    self.scale = min(max(scale, 1), 8)
    self.background = background
    self.colorScheme = colorScheme
    self.fonts = fonts
    safeAreaInsets = EdgeInsets()
    systemOverlays = nil
  }

  /// A screen of `device`: its size, its safe area, and (with `systemOverlays`) its status
  /// bar (9:41, signal, Wi-Fi, battery) and home indicator drawn over the picture.
  public init(device: Device, scale: Int = 1, background: Color? = nil,
              colorScheme: ColorScheme = .light, systemOverlays: Bool = true,
              fonts: FontLibrary = .shared) {
    self.init(size: device.size, scale: scale, background: background, colorScheme: colorScheme,
              fonts: fonts)
    safeAreaInsets = device.safeAreaInsets
    statusBarRise = device.safeAreaInsets.top - device.statusBarHeight
    self.systemOverlays = systemOverlays ? device : nil
    self.device = device
  }

  /// The part of the screen inside the safe area, in points.
  var safeRect: CGRect {
    let i = safeAreaInsets
    return CGRect(x: i.leading, y: i.top, width: max(0, size.width - i.leading - i.trailing),
                  height: max(0, size.height - i.top - i.bottom))
  }

  /// Lays `view` out and returns what drawing it takes, without drawing it.
  @MainActor
  public func displayList<V: View>(_ view: V) -> DisplayList {
    DeepStack.run {
      let (engine, root) = layout(view)
      return displayList(engine, root)
    }
  }

  /// Lays out and draws `view`.
  ///
  /// - Throws: `RasterError` when the picture would be empty or too large.
  @MainActor
  public func render<V: View>(_ view: V) throws(RasterError) -> RenderedView {
    try prepare(view).render()
  }

  /// Lays `view` out and works out what drawing it takes, on the main actor; the drawing
  /// itself (`render()` on the result) can then happen on any thread.
  @MainActor
  public func prepare<V: View>(_ view: V) -> PreparedRender {
    DeepStack.run {
      let (engine, root) = layout(view)
      return prepared(engine, root)
    }
  }

  /// What drawing a laid-out tree takes.
  @MainActor
  func prepared(_ engine: LayoutEngine, _ root: NodeID) -> PreparedRender {
    var prepared = PreparedRender(displayList: displayList(engine, root),
                                  frameTree: frameTree(engine, root),
                                  warnings: engine.builder.warnings + engine.failures)
    if deviceFrame, let device = systemOverlays, device.profile != nil {
      prepared.frame = DeviceFrame(device: device, scale: scale)
    }
    return prepared
  }

  /// Lays `view` out without drawing it, returning the root's frame (for benchmarks).
  @MainActor
  public func layoutOnly<V: View>(_ view: V) -> CGRect {
    DeepStack.run {
      let (engine, root) = layout(view)
      return engine.builder.nodes[root].frame
    }
  }

  /// The size `view` takes when nothing is proposed (SwiftUI's ideal size, what
  /// `.sizeThatFits` snapshots use), in points, rounded up to whole pixels at this scale and at
  /// least one pixel a side. Flexible views without an ideal size (a `Color`) take 10 points.
  @MainActor
  public func idealSize<V: View>(_ view: V) -> CGSize {
    DeepStack.run { measureIdealSize(view) }
  }

  @MainActor
  private func measureIdealSize<V: View>(_ view: V) -> CGSize {
    let session = RenderSession(screenSize: size, scale: scale, fonts: fonts)
    return RenderSession.$current.withValue(session) {
      let builder = NodeBuilder(pass: 0, states: StateStore(), symbols: symbols,
                                maxDepth: maxNestingDepth)
      var environment = EnvironmentValues()
      environment.pixelScale = scale
      environment.screenSize = size
      applyLook(to: &environment)
      let root = Self.root(resolve(view, builder, environment), builder, environment)
      if builder.nodes.isEmpty { return CGSize(width: 1, height: 1) }
      let engine = LayoutEngine(builder: builder, context: layoutContext)
      let ideal = engine.sizeThatFits(root, .unspecified)
      let k = CGFloat(scale)
      func whole(_ v: CGFloat) -> CGFloat {
        max(1, CGFloat(clampedInt((cleanLength(v) * k - 1e-6).rounded(.up)))) / k
      }
      return CGSize(width: whole(ideal.width), height: whole(ideal.height))
    }
  }

  /// The root's nodes as one: several views at the root (a body of two stacks, with no
  /// container) are stacked as a `VStack` stacks them, as iOS's hosting view lays them out.
  @MainActor
  static func root(_ ids: [NodeID], _ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> NodeID
  {
    guard ids.count > 1 else { return builder.single(ids) }
    return builder.single(resolve(VStack { ResolvedNodes(ids: ids) }, builder, environment))
  }

  /// How many times a picture is laid out while preference actions keep changing state.
  static let layoutPasses = 4

  /// Lays `view` out (running preference actions, and again when they change state) and
  /// returns the engine holding the frames, and the root node. When state still changes after
  /// the last pass, the engine holds a warning: the picture shows the state the last pass had.
  @MainActor
  func layout<V: View>(_ view: V) -> (LayoutEngine, NodeID) {
    let session = RenderSession(screenSize: size, scale: scale, fonts: fonts)
    let laidOut = layoutPasses(view, session)
    for warning in session.warnings { laidOut.0.warnOnce(warning) }
    return laidOut
  }

  @MainActor
  private func layoutPasses<V: View>(_ view: V, _ session: RenderSession)
    -> (LayoutEngine, NodeID)
  {
    RenderSession.$current.withValue(session) {
      var pass = 0
      let states = StateStore()
      var scheme = colorScheme
      while true {
        // State changed while resolving (`onAppear`) or by preference actions is laid out again.
        let changesBefore = session.changeCount
        let builder = NodeBuilder(pass: pass, states: states, symbols: symbols,
                                  maxDepth: maxNestingDepth)
        var environment = EnvironmentValues()
        environment.pixelScale = scale
        environment.screenSize = size
        environment.colorScheme = scheme
        environment.safeAreaInsets = safeAreaInsets
        applyLook(to: &environment)
        let root = layoutDirection == .rightToLeft
          ? Self.root(resolve(view.environment(\.layoutDirection, .rightToLeft), builder,
                              environment), builder, environment)
          : Self.root(resolve(view, builder, environment), builder, environment)
        // A preferred colour scheme is the whole screen's: resolve again in it (once).
        if let preferred = builder.preferredColorScheme, preferred != scheme,
           pass < Self.layoutPasses {
          scheme = preferred
          pass += 1
          continue
        }
        let engine = LayoutEngine(builder: builder, context: layoutContext)
        engine.colorScheme = scheme
        if builder.nodes.isEmpty {
          _ = builder.add(.group, [], name: "Empty")
        }
        let area = safeRect
        let proposal = proposesIdealSize ? ProposedViewSize.unspecified
          : ProposedViewSize(area.size)
        let rootSize = engine.sizeThatFits(root, proposal)
        let offset = Alignment.center.offset(of: rootSize, in: area.size)
        engine.place(root, CGRect(origin: CGPoint(x: area.minX + offset.x, y: area.minY + offset.y),
                                  size: rootSize), proposal: proposal)
        engine.matchGeometry()
        engine.runPreferenceActions(from: root)
        pass += 1
        // Done unless an action changed state: then the picture is laid out again with it.
        if session.changeCount == changesBefore { return (engine, root) }
        if pass >= Self.layoutPasses {
          engine.failures.append(
            "state still changed after \(Self.layoutPasses) layout passes (an onPreferenceChange "
            + "action that changes state on every pass?); the picture shows the last pass")
          return (engine, root)
        }
      }
    }
  }

  /// The look's part of the root environment: the look itself and, in iOS 26's, its accent.
  private func applyLook(to environment: inout EnvironmentValues) {
    environment.interfaceLook = interfaceLook
    if interfaceLook.isGlass { environment.tint = .glassAccent }
  }

  /// What the layout is done for: this screen, its safe area, scale and fonts.
  var layoutContext: LayoutContext {
    LayoutContext(screen: CGRect(origin: .zero, size: size), safeRect: safeRect, scale: scale,
                  fonts: fonts, statusBarRise: statusBarRise)
  }

  /// The symbols beside this renderer's fonts.
  var symbols: SymbolLibrary { SymbolLibrary.beside(fonts) }

  // MARK: drawing

  /// The display list for a laid-out tree: frames snapped to pixels by rounding their edges.
  @MainActor
  func displayList(_ engine: LayoutEngine, _ root: NodeID) -> DisplayList {
    let width = max(1, clampedInt((size.width * CGFloat(scale)).rounded()))
    let height = max(1, clampedInt((size.height * CGFloat(scale)).rounded()))
    let backdrop = background ?? UIColor.systemBackground.color
    if let warning = backdrop.assetWarning { engine.warnOnce(warning) }
    let list = DisplayList(width: width, height: height,
                           background: backdrop.resolved(dark: engine.colorScheme == .dark))
    var painter = Painter(engine: engine, scale: scale, list: list)
    painter.paint(root)
    if let device = systemOverlays {
      // The status bar and home indicator, laid out over the whole screen, drawn last.
      let overlay = Renderer(size: size, scale: scale, background: .clear,
                             colorScheme: engine.colorScheme, fonts: fonts)
      // The home indicator takes the colour that contrasts with what is behind it, as iOS
      // adapts it (`HomeIndicatorColor.swift`): the screen's backdrop, else what the picture
      // fills under its middle.
      var indicator: Color?
      if let screen = NavigationView<EmptyView>.backdrop(of: root, engine.builder) {
        indicator = Self.homeIndicator(over: screen.resolved(dark: engine.colorScheme == .dark))
      } else if device.hasHomeIndicator {
        let s = Double(scale)
        let under = Point(x: size.width / 2 * s, y: (size.height - 10.5) * s)
        indicator = Self.colour(at: under, in: painter.list).flatMap(Self.homeIndicator(over:))
      }
      let bars = SystemOverlay(device: device, indicator: indicator,
                               housing: sensorHousing ? device.sensorHousing : nil)
      let (overlayEngine, overlayRoot) = layoutDirection == .rightToLeft
        ? overlay.layout(AnyView(bars.environment(\.layoutDirection, .rightToLeft)))
        : overlay.layout(AnyView(bars))
      var overlayPainter = Painter(engine: overlayEngine, scale: scale, list: painter.list)
      overlayPainter.paint(overlayRoot)
      return overlayPainter.list
    }
    return painter.list
  }

  // MARK: dumps

  /// Every node's name and frame (in points), indented by depth.
  @MainActor
  func frameTree(_ engine: LayoutEngine, _ root: NodeID) -> String {
    var lines: [String] = []
    // Two spaces a level; deeper than `deepest` levels the line says its depth instead, so that
    // a tree thousands deep makes a dump that grows with its size, not with its depth squared.
    let deepest = 64
    let indents = (0...deepest).map { String(repeating: "  ", count: $0) }
    func walk(_ id: NodeID, _ depth: Int) {
      let node = engine.builder.nodes[id]
      let indent = depth <= deepest ? indents[depth] : indents[deepest] + "(\(depth)) "
      lines.append(indent + "\(node.name) \(node.frame.dump)")
      for child in node.children { walk(child, depth + 1) }
    }
    walk(root, 0)
    return lines.joined(separator: "\n")
  }
}
