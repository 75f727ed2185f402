// `.aspectRatio`: the child is proposed the largest (fit) or smallest (fill) size of the
// ratio that the proposal allows, and is centred in it (SwiftUI's `AspectRatioLayout`).

/// How a view fills the space of another ratio: SwiftUI's two modes (Raster's images also
/// stretch; this type shadows Raster's for code that imports Cellshot or SwiftUI).
public enum ContentMode: Hashable, CaseIterable, Sendable, BitwiseCopyable {
  /// As large as fits inside.
  case fit
  /// As small as covers it.
  case fill
}

extension View {
  /// Scales the view's proposal to `aspectRatio` (width / height), or to its own ideal size's
  /// ratio when nil, fitting or filling the space offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return LayoutModifier(content: self, kind: .aspectRatio(ratio, contentMode),
                          name: ".aspectRatio(\(ratio.map { fmtPoints($0) } ?? "nil"), "
                            + "\(contentMode))")
  }

  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

extension LayoutEngine {
  func sizeAspectRatio(_ ratio: CGFloat?, _ mode: ContentMode, _ children: [NodeID],
                       _ p: ProposedViewSize) -> CGSize {
    guard let child = children.first else { return .zero }
    return sizeThatFits(child, aspectProposal(child, ratio, mode, p))
  }

  func placeAspectRatio(_ ratio: CGFloat?, _ mode: ContentMode, _ children: [NodeID],
                        in rect: CGRect, _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    let q = aspectProposal(child, ratio, mode, p)
    placeAligned(child, in: rect, alignment: .center, proposal: q)
  }

  /// The proposal `.aspectRatio` gives its child; with no ratio, the child's ideal size's.
  func aspectProposal(_ child: NodeID, _ ratio: CGFloat?, _ mode: ContentMode,
                      _ p: ProposedViewSize) -> ProposedViewSize {
    if p.width == nil && p.height == nil { return p }
    var r = ratio
    if r == nil {
      let ideal = sizeThatFits(child, .unspecified)
      r = ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    let rw = r ?? 1, rh: CGFloat = 1
    let sw = (p.width ?? .infinity) / rw, sh = (p.height ?? .infinity) / rh
    var s = mode == .fill ? max(sw, sh) : min(sw, sh)
    if !s.isFinite { s = min(sw, sh) }
    if !s.isFinite { return p }
    return ProposedViewSize(width: rw * s, height: rh * s)
  }
}
