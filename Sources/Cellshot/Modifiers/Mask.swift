extension View {
  /// Shows the view only where `mask` has ink: each pixel keeps the share of it that the
  /// mask's alpha gives. The mask is proposed the view's size and placed by `alignment`.
  public func mask<Mask: View>(alignment: Alignment = .center,
                               @ViewBuilder _ mask: () -> Mask) -> some View {
    LayoutModifier(content: self, kind: .mask(alignment), name: ".mask",
                   secondaries: [AnyView(mask())])
  }

  /// The iOS 13 spelling of `mask(alignment:_:)`.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask(alignment: .center) { mask }
  }
}
