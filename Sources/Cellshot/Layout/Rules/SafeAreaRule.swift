// `.ignoresSafeArea`: sized and placed as its child, then, where its frame reaches an edge of
// the safe area on the edges asked for, grown to the screen's edge, and the child placed in
// the grown frame. Without a safe area it adds no node at all. `.safeAreaInset` and
// `.safeAreaBar`: the content at the edge, the view (grown to fill) in the rest, in a stack.


/// The parts of the safe area a view may ignore (all of them are the screen's here: there is
/// no keyboard in a picture).
public struct SafeAreaRegions: OptionSet, Sendable {
  public typealias ArrayLiteralElement = SafeAreaRegions
  public typealias Element = SafeAreaRegions
  public typealias RawValue = UInt
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Grows the view into the safe area (under the status bar, the home indicator) on `edges`,
  /// where its frame reaches the safe area's edge.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    IgnoresSafeArea(content: self, edges: regions.contains(.container) ? edges : [])
  }

  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }

  /// Places `content` at `edge` of the view, and the view in the rest, `spacing` apart. At
  /// the bottom the inset is part of the view's safe area, as on iOS: a scroll view (a list, a
  /// form) ending on it runs on under it, seen through a clear inset, and a background that
  /// ignores the safe area reaches the screen's bottom (`ContentOverBarRule.swift`).
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                     spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    VerticalSafeAreaInset(content: self, inset: content(), edge: edge, alignment: alignment,
                          spacing: spacing ?? 0)
  }

  /// Places `content` at `edge` (leading or trailing) of the view, and the view in the rest,
  /// `spacing` apart.
  public func safeAreaInset<V: View>(edge: HorizontalEdge,
                                     alignment: VerticalAlignment = .center,
                                     spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .trailing {
        self.frame(maxWidth: .infinity, maxHeight: .infinity)
        inset
      } else {
        inset
        self.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  /// A bar at `edge` of the view (iOS 26): placed as `safeAreaInset(edge:...)` places its
  /// content, the view in the rest.
  public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                          spacing: CGFloat? = nil,
                          @ViewBuilder content: () -> some View) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// A bar at the leading or trailing `edge` of the view (iOS 26), as the vertical form.
  public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                          spacing: CGFloat? = nil,
                          @ViewBuilder content: () -> some View) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Adds `length` (16 by default) to the safe area on `edges`: the content keeps that far from
  /// the edges, as with padding.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length ?? 16)
  }

  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

/// A view that grows into the safe area; nothing at all when the screen has none (so that
/// renders without a safe area keep their frame trees).
struct IgnoresSafeArea<Content: View>: PrimitiveView {
  let content: Content
  let edges: Edge.Set
  /// A style's fill (`.background(_:ignoresSafeAreaEdges:)`): its gradient keeps to the frame.
  var keepsStyleFrame = false

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let insets = environment.safeAreaInsets
    guard !edges.isEmpty, insets.top + insets.bottom + insets.leading + insets.trailing > 0 else {
      return resolve(content, builder, environment)
    }
    let child = builder.single(resolve(content, builder, environment))
    let id = builder.add(.ignoresSafeArea(edges), [child],
                         name: ".ignoresSafeArea(\(edges.dumpName))")
    if keepsStyleFrame { builder.styleFills.insert(id) }
    return [id]
  }
}

extension LayoutEngine {
  func placeIgnoresSafeArea(_ id: NodeID, _ edges: Edge.Set, _ children: [NodeID],
                            in rect: CGRect, _ p: ProposedViewSize) {
    // A background's fill in a scroll view's content keeps to it along the scrolling axes.
    let edges = edges.subtracting(unreachedEdges)
    unreachedEdges = []
    var grown = rect
    let eps: CGFloat = 0.5
    if edges.contains(.top), rect.minY <= safeRect.minY + eps, rect.minY > screen.minY {
      grown.size.height += grown.minY - screen.minY
      grown.origin.y = screen.minY
    }
    if edges.contains(.bottom), rect.maxY >= safeRect.maxY - eps, rect.maxY < screen.maxY {
      grown.size.height = screen.maxY - grown.minY
    }
    if edges.contains(.leading), rect.minX <= safeRect.minX + eps, rect.minX > screen.minX {
      grown.size.width += grown.minX - screen.minX
      grown.origin.x = screen.minX
    }
    if edges.contains(.trailing), rect.maxX >= safeRect.maxX - eps, rect.maxX < screen.maxX {
      grown.size.width = screen.maxX - grown.minX
    }
    builder.nodes[id].frame = grown
    if let child = children.first, builder.styleFills.contains(id) {
      styleFrames[child] = grown == rect ? nil : rect
    }
    if let child = children.first {
      place(child, grown, proposal: grown == rect ? p : ProposedViewSize(grown.size))
    }
  }
}

/// `.safeAreaInset(edge:)` on a vertical edge: at the top a column of the inset and the view;
/// at the bottom the view over the inset as over a bar (`ContentOverBar`), the inset part of
/// its safe area.
struct VerticalSafeAreaInset<Content: View, Inset: View>: View {
  let content: Content
  let inset: Inset
  let edge: VerticalEdge
  let alignment: HorizontalAlignment
  let spacing: CGFloat

  var body: some View {
    if edge == .bottom {
      ContentOverBar(content: content.frame(maxWidth: .infinity, maxHeight: .infinity),
                     bar: inset
                       .frame(maxWidth: .infinity,
                              alignment: Alignment(horizontal: alignment, vertical: .center))
                       .padding(.top, spacing))
    } else {
      VStack(alignment: alignment, spacing: spacing) {
        inset
        content.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }
}
