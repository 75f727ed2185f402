// Symbols are as large as the font they go with (`SymbolNode.naturalSize`); a resizable one
// takes the size offered.

extension LayoutEngine {
  func sizeSymbol(_ symbol: SymbolNode, _ p: ProposedViewSize) -> CGSize {
    symbol.resizable ? p.replacingUnspecifiedDimensions(by: symbol.naturalSize)
      : symbol.naturalSize
  }
}
