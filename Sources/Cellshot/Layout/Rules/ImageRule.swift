// Images keep their own size (pixels over their scale); a resizable one takes the size
// offered, its own on an axis offered nothing. A missing picture takes no space.

extension LayoutEngine {
  func sizeImage(_ image: ImageNode, _ p: ProposedViewSize) -> CGSize {
    guard let buffer = image.buffer else { return .zero }
    let natural = CGSize(width: CGFloat(buffer.width) / image.scale,
                         height: CGFloat(buffer.height) / image.scale)
    return image.resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }
}
