/// The index of a node in the layout tree's arena.
public typealias NodeID = Int

/// What a node is, and the settings its layout and drawing need.
enum NodeKind {
  case text(TextNode)
  // Kinds larger than a text node, and rarer, are boxed: a node is as large as its largest
  // kind, and a long list of texts would carry their size in every node.
  indirect case shape(ShapeNode)
  case image(ImageNode)
  indirect case canvas(CanvasNode)
  indirect case symbol(SymbolNode)
  case spacer(SpacerNode)
  case divider(DividerNode)
  case stack(StackNode)
  case zstack(Alignment)
  /// LazyVGrid and LazyHGrid.
  indirect case lazyGrid(LazyGridNode)
  indirect case frame(FixedFrame)
  indirect case flexFrame(FlexFrame)
  case padding(EdgeInsets)
  /// children[0] is the primary view; the rest sit behind it, sized like it.
  case background(Alignment)
  /// children[0] is the primary view; the rest sit in front of it, sized like it.
  case overlay(Alignment)
  /// children[0] is the primary view, shown where children[1] (sized like it) has ink.
  case mask(Alignment)
  /// The subtree drawn scaled or turned; the layout does not see it.
  case drawingTransform(DrawingTransform)
  /// The subtree drawn through a colour or blur filter; the layout does not see it.
  case filter(DrawingFilter)
  /// The subtree drawn in a group of its own, or blended with what is under it by a mode.
  case compositing(Compositing)
  /// Effects worked out from the view's frame when it is placed (`.visualEffect`, geometry
  /// effects, `.scrollTransition`): a move places the subtree moved, the rest is drawn.
  case visualEffect(VisualEffectNode)
  case offset(CGSize)
  case position(CGPoint)
  case aspectRatio(CGFloat?, ContentMode)
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// The subtree clipped to a shape in its frame (a custom one's path by the even-odd rule
  /// when `evenOdd`).
  case clip(ShapeKind, evenOdd: Bool = false)
  case opacity(Double)
  /// A drop shadow under the subtree: colour, blur radius and offset, in points.
  case shadow(Raster.Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  case scroll(axes: Axis.Set, offset: CGPoint, anchor: UnitPoint?)
  case geometryReader(GeometryContent)
  indirect case custom(AnyLayout)
  case coordinateSpace(String)
  /// Where the layout direction changes: the content is mirrored about its frame.
  case layoutDirection(LayoutDirection)
  case preference(key: ObjectIdentifier, value: Any)
  case onPreferenceChange(key: ObjectIdentifier, reduce: ([Any]) -> Any, action: (Any) -> Void)
  /// `.onGeometryChange`: called after layout with a proxy for the view's frame.
  case onGeometryChange((GeometryProxy) -> Void)
  /// A navigation view: its bar, then its content. `risesToStatusBar`: the bar starts at the
  /// status bar's bottom when that is above the safe area's top (iOS 17-18 on Dynamic Island
  /// iPhones, `NavigationRule`).
  case navigation(title: String?, risesToStatusBar: Bool)
  /// Content over a bar at its bottom (a tab view's), the bar part of its bottom safe area.
  case contentOverBar
  /// A screen with a bar floating over its bottom (iOS 26's tab bar, search field): the
  /// content above the bar, which is its bottom safe area, then the bar (`FloatingBarRule`).
  case floatingBar
  case layoutPriority(Double)
  case group
  /// ViewThatFits: the first child whose ideal size fits the proposal along these axes.
  case firstFitting(Axis.Set)
  /// A view whose frame grows into the safe area on these edges where it reaches them.
  case ignoresSafeArea(Edge.Set)
  case grid(GridNode)
  /// An explicit alignment guide: the value `compute` gives for this view's dimensions.
  case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
  case gridRow(VerticalAlignment?)
}

/// One node of the layout tree: its kind, its children, and after layout its frame.
struct Node {
  /// The name dumps show: "Text(\"前锋\")", "VStack", ".frame(width: 60)".
  var name: String {
    if label.isEmpty, case .text(let text) = kind {
      let shown = text.string.count > 24 ? String(text.string.prefix(24)) + "…" : text.string
      return "Text(\"\(shown)\")"
    }
    return label
  }

  var kind: NodeKind
  var children: [NodeID]
  /// A short name for dumps: "VStack", ".frame(width: 60)"; empty for text, whose name is
  /// made from its string when asked (`name`), to keep long lists cheap to build.
  var label: String
  /// Set by placement: the frame in the root's coordinates, in points.
  var frame: CGRect = .zero
}


/// What the stack rules ask of a node's kind, in a byte (`NodeBuilder.tags`).
enum NodeTag: UInt8 {
  case text, spacer
  /// A frame, a flexible frame or `fixedSize`: sizes its child, keeps its edges.
  case sizing
  /// A modifier that keeps its child's geometry (`NodeKind.keepsChildGeometry`).
  case neutral
  case other
}

extension NodeKind {
  /// What the stack rules ask of this kind, in a byte.
  var tag: NodeTag {
    switch self {
    case .text: .text
    case .spacer: .spacer
    case .frame, .flexFrame, .fixedSize: .sizing
    default: keepsChildGeometry ? .neutral : .other
    }
  }

  /// An action run after layout: the tree is laid out again if it changes state.
  var isPreferenceAction: Bool {
    switch self {
    case .onPreferenceChange, .onGeometryChange: true
    default: false
    }
  }

  /// A modifier wrapped around one view (its first child) that neither moves it nor changes
  /// its size: an alignment guide or a baseline in the view is where it was. Looked through
  /// by `explicitGuide` and `baseline`.
  var keepsChildGeometry: Bool {
    switch self {
    case .alignmentGuide, .layoutPriority, .background, .overlay, .mask, .drawingTransform,
         .visualEffect,
         .filter, .compositing, .opacity, .shadow, .clip, .offset, .preference, .onPreferenceChange,
         .onGeometryChange, .coordinateSpace, .ignoresSafeArea:
      return true
    default:
      return false
    }
  }

  /// A modifier wrapped around one view (its first child), through which the view keeps its
  /// traits (its layout priority), as SwiftUI's modifiers do.
  var isModifier: Bool {
    switch self {
    case .frame, .flexFrame, .padding, .position, .aspectRatio, .fixedSize, .layoutDirection:
      return true
    default:
      return keepsChildGeometry
    }
  }
}
