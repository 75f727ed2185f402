// Accessibility modifiers on a view that already has some: as on iOS, a second modifier adds its
// property to the `AccessibilityAttachmentModifier` the first made, instead of wrapping the view
// again, so `Text("a").accessibilityLabel("x").accessibilityHint("y")` is one
// `ModifiedContent<Text, AccessibilityAttachmentModifier>`. Like the rest of accessibility,
// nothing of it is seen in a picture.

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// The same view with `property` added to its attachment, or as it is when not `isEnabled`.
  func addingAccessibility(_ property: AccessibilityAttachmentModifier.Property,
                           isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
    guard isEnabled else { return self }
    let merged = AccessibilityAttachmentModifier(properties: modifier.properties + [property])
    return ModifiedContent(content: content, modifier: merged)
  }

  // MARK: labels, values, hints

  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.label(label))
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.label(Text(labelKey))) }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.label(Text(verbatim: String(label))))
  }
  public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.label(label), isEnabled: isEnabled)
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.label(Text(labelKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.label(Text(verbatim: String(label))), isEnabled: isEnabled)
  }

  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.value(valueDescription))
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.value(Text(valueKey))) }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.value(Text(verbatim: String(value))))
  }
  public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.value(valueDescription), isEnabled: isEnabled)
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.value(Text(valueKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.value(Text(verbatim: String(value))), isEnabled: isEnabled)
  }

  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hint(hint))
  }
  public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.hint(Text(hintKey))) }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hint(Text(verbatim: String(hint))))
  }
  public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hint(hint), isEnabled: isEnabled)
  }
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hint(Text(hintKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hint(Text(verbatim: String(hint))), isEnabled: isEnabled)
  }

  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.inputLabels(inputLabels)) }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.inputLabels(inputLabelKeys.map { Text($0) }))
  }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.inputLabels(inputLabels.map { Text(verbatim: String($0)) }))
  }
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.inputLabels(inputLabels), isEnabled: isEnabled)
  }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.inputLabels(inputLabelKeys.map { Text($0) }), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    let labels = inputLabels.map { Text(verbatim: String($0)) }
    return addingAccessibility(.inputLabels(labels), isEnabled: isEnabled)
  }

  // MARK: identity, visibility, traits, order

  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.identifier(identifier))
  }
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.identifier(identifier), isEnabled: isEnabled)
  }
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hidden(hidden))
  }
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.hidden(hidden), isEnabled: isEnabled)
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.addTraits(traits)) }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.removeTraits(traits)) }
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.sortPriority(sortPriority)) }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.heading(level)) }
  public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("textContentType")) }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("respondsToUserInteraction"))
  }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool,
                                                     isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("respondsToUserInteraction"), isEnabled: isEnabled)
  }
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                       options: AccessibilityDirectTouchOptions = [])
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("directTouch")) }

  // MARK: points, actions, scroll status

  public func accessibilityActivationPoint(_ activationPoint: CGPoint)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("activationPoint")) }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("activationPoint")) }
  public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("activationPoint"), isEnabled: isEnabled)
  }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("activationPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dragPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey,
                                     isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dragPoint"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S,
                                                        isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dragPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dropPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey,
                                     isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dropPoint"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S,
                                                        isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("dropPoint"), isEnabled: isEnabled)
  }

  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("action")) }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("action")) }
  public func accessibilityAction(named nameKey: LocalizedStringKey,
                                  _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("action")) }
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S,
                                                     _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("action")) }
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("adjustableAction")) }
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("scrollAction")) }
  public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Content, Modifier> { addingAccessibility(.other("zoomAction")) }
  public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("scrollStatus"), isEnabled: isEnabled)
  }
  public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("scrollStatus"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("scrollStatus"), isEnabled: isEnabled)
  }

  // MARK: the spellings before iOS 14

  public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityLabel(label)
  }
  public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityValue(value)
  }
  public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityHint(hint)
  }
  public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
    accessibilityIdentifier(identifier)
  }
  public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityHidden(hidden)
  }
  public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
    accessibilityInputLabels(inputLabels)
  }
  public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier> { accessibilityAddTraits(traits) }
  public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier> { accessibilityRemoveTraits(traits) }
  public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
    accessibilitySortPriority(sortPriority)
  }
  public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
    accessibilityActivationPoint(activationPoint)
  }
  public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
    accessibilityActivationPoint(activationPoint)
  }
  public func accessibility(selectionIdentifier: AnyHashable)
    -> ModifiedContent<Content, Modifier> {
    addingAccessibility(.other("selectionIdentifier"))
  }
}
