// Accessibility: what VoiceOver and the other assistive technologies read of a view. Nothing of
// it is seen in a picture, so every modifier leaves the pixels as they are; each keeps what it
// says in an `AccessibilityAttachmentModifier` around the view (its label, value, hint,
// traits, ...), with SwiftUI's signatures. The label, value, hint, traits, hidden, element,
// sort priority, heading, identifier and representation properties are noted on the view's
// nodes when it resolves and make its accessibility elements (`Accessibility/`); the rest are
// kept and read by nothing.

/// What an accessibility modifier says of a view: the properties it sets, in order.
public struct AccessibilityAttachmentModifier: ViewModifier {
  /// One property an accessibility modifier set.
  enum Property {
    case label(Text), value(Text), hint(Text), identifier(String), hidden(Bool)
    case addTraits(AccessibilityTraits), removeTraits(AccessibilityTraits)
    case sortPriority(Double), inputLabels([Text]), heading(AccessibilityHeadingLevel)
    case element(AccessibilityChildBehavior), representation(AnyView), other(String)
  }

  let properties: [Property]

  public func body(content: Content) -> some View { content }
}

extension View {
  /// The view with an accessibility property set: its pixels as they are.
  func accessibilityProperty(_ property: AccessibilityAttachmentModifier.Property,
                             isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier(properties: isEnabled ? [property] : []))
  }
}

extension View {
  // MARK: labels, values, hints

  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityProperty(.label(label)) }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.label(Text(labelKey)))
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.label(Text(label)))
  }
  public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.label(label), isEnabled: isEnabled)
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.label(Text(labelKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.label(Text(label)), isEnabled: isEnabled)
  }
  /// A label made from the view's own (`content: { label in ... }`): its pixels as they are.
  public func accessibilityLabel<V: View>(
    @ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V
  ) -> some View { self }

  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(valueDescription))
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(Text(valueKey)))
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(Text(value)))
  }
  public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(valueDescription), isEnabled: isEnabled)
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(Text(valueKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.value(Text(value)), isEnabled: isEnabled)
  }

  public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityProperty(.hint(hint)) }
  public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hint(Text(hintKey)))
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hint(Text(hint)))
  }
  public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hint(hint), isEnabled: isEnabled)
  }
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hint(Text(hintKey)), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hint(Text(hint)), isEnabled: isEnabled)
  }

  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabels))
  }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabelKeys.map { Text($0) }))
  }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabels.map { Text($0) }))
  }
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabels), isEnabled: isEnabled)
  }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabelKeys.map { Text($0) }), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.inputLabels(inputLabels.map { Text($0) }), isEnabled: isEnabled)
  }

  // MARK: identity, visibility, traits, order

  public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.identifier(identifier))
  }
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.identifier(identifier), isEnabled: isEnabled)
  }
  public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hidden(hidden))
  }
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.hidden(hidden), isEnabled: isEnabled)
  }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityProperty(.element(children))
  }
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    accessibilityProperty(.other("children"))
  }
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View { accessibilityProperty(.representation(AnyView(representation()))) }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.addTraits(traits))
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.removeTraits(traits))
  }
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.sortPriority(sortPriority))
  }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.heading(level))
  }
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("textContentType"))
  }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("respondsToUserInteraction"))
  }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool,
                                                     isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("respondsToUserInteraction"), isEnabled: isEnabled)
  }
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// The icon of the screen in Assistive Access's navigation bar: drawn only when the device
  /// runs in Assistive Access, which a picture's iPhone does not.
  public func assistiveAccessNavigationIcon(_ icon: Image) -> some View { self }
  public func assistiveAccessNavigationIcon(systemImage: String) -> some View { self }
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View { self }
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                       options: AccessibilityDirectTouchOptions = [])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("directTouch"))
  }

  // MARK: points, actions

  public func accessibilityActivationPoint(_ activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("activationPoint"))
  }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("activationPoint"))
  }
  public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("activationPoint"), isEnabled: isEnabled)
  }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("activationPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDragPoint(_ point: UnitPoint, description: Text,
                                     isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dragPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey,
                                     isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dragPoint"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S,
                                                        isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dragPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDropPoint(_ point: UnitPoint, description: Text,
                                     isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dropPoint"), isEnabled: isEnabled)
  }
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey,
                                     isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dropPoint"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S,
                                                        isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("dropPoint"), isEnabled: isEnabled)
  }

  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("action"))
  }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("action"))
  }
  public func accessibilityAction(named nameKey: LocalizedStringKey,
                                  _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("action"))
  }
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S,
                                                     _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("action"))
  }
  public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                               @ViewBuilder label: () -> Label) -> some View {
    accessibilityProperty(.other("action"))
  }
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View { accessibilityProperty(.other("actions")) }
  public func accessibilityActions<Content: View>(category: AccessibilityActionCategory,
                                                  @ViewBuilder _ content: () -> Content)
    -> some View { accessibilityProperty(.other("actions")) }
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("adjustableAction"))
  }
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("scrollAction"))
  }
  public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("zoomAction"))
  }
  public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("scrollStatus"), isEnabled: isEnabled)
  }
  public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("scrollStatus"), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("scrollStatus"), isEnabled: isEnabled)
  }

  // MARK: focus, grouping, rotors, custom content

  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View { self }
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { self }
  public func accessibilityDefaultFocus<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
  ) -> some View { self }
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View { self }
  public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                     in namespace: Namespace.ID) -> some View {
    self
  }
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View { self }
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(
    _ representable: R
  ) -> some View { self }
  public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                         importance: AXCustomContent.Importance = .default)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("customContent"))
  }
  public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                         importance: AXCustomContent.Importance = .default)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("customContent"))
  }
  public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                         importance: AXCustomContent.Importance = .default)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("customContent"))
  }
  public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("customContent"))
  }

  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>])
    -> some View { self }
  public func accessibilityRotor(_ labelKey: LocalizedStringKey,
                                 textRanges: [Range<String.Index>]) -> some View { self }
  public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor,
                                 textRanges: [Range<String.Index>]) -> some View { self }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol>(_ label: L,
                                                    textRanges: [Range<String.Index>])
    -> some View { self }

  // MARK: the spellings before iOS 14

  public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(label)
  }
  public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityValue(value)
  }
  public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint)
  }
  public func accessibility(identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityIdentifier(identifier)
  }
  public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHidden(hidden)
  }
  public func accessibility(inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityInputLabels(inputLabels)
  }
  public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAddTraits(traits)
  }
  public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRemoveTraits(traits)
  }
  public func accessibility(sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilitySortPriority(sortPriority)
  }
  public func accessibility(activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityActivationPoint(activationPoint)
  }
  public func accessibility(activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityActivationPoint(activationPoint)
  }
  public func accessibility(selectionIdentifier: AnyHashable)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityProperty(.other("selectionIdentifier"))
  }

  /// A tooltip (macOS, pointer on iPad): nothing to see in a picture.
  public func help(_ text: Text) -> some View { self }
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

/// A type that describes a chart to VoiceOver's audio graphs. Its requirements
/// (`makeChartDescriptor()`, `updateChartDescriptor(_:)`) are made of the Accessibility
/// framework's `AXChartDescriptor`, which Linux lacks: a conforming type declares them in code
/// built for iOS only, and no picture asks for them.
public protocol AXChartDescriptorRepresentable {}

/// How a view's children are seen: each on its own, or combined into the view.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An action assistive technologies can perform.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  public init(named name: Text) { self.name = name.string }
  init(name: String) { self.name = name }
}

/// A group of custom actions.
public struct AccessibilityActionCategory: Equatable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionCategory(name: "default")
  public static let edit = AccessibilityActionCategory(name: "edit")
  public init(_ name: Text) { self.name = name.string }
  public init(_ nameKey: LocalizedStringKey) { name = Text(nameKey).string }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S) { self.name = String(name) }
  init(name: String) { self.name = name }
}

/// The traits of an element: what it is and does.
public struct AccessibilityTraits: OptionSet, SetAlgebra, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init() { rawValue = 0 }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 8)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 9)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 10)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// The direction of an adjustable element's change.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A heading's level.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// What kind of text an element holds.
public struct AccessibilityTextContentType: Sendable, Hashable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The role of a view in a labelled pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

/// How an area responds to direct touch.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom gesture's action.
public struct AccessibilityZoomGestureAction: Sendable {
  public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
  public let direction: Direction
  public let location: UnitPoint
  public let point: CGPoint
}

/// The rotors the system has.
public struct AccessibilitySystemRotor: Sendable {
  let name: String
  public static var links: AccessibilitySystemRotor { .init(name: "links") }
  public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(name: "links") }
  public static var headings: AccessibilitySystemRotor { .init(name: "headings") }
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    .init(name: "headings")
  }
  public static var boldText: AccessibilitySystemRotor { .init(name: "boldText") }
  public static var italicText: AccessibilitySystemRotor { .init(name: "italicText") }
  public static var underlineText: AccessibilitySystemRotor { .init(name: "underlineText") }
  public static var misspelledWords: AccessibilitySystemRotor { .init(name: "misspelledWords") }
  public static var images: AccessibilitySystemRotor { .init(name: "images") }
  public static var textFields: AccessibilitySystemRotor { .init(name: "textFields") }
  public static var tables: AccessibilitySystemRotor { .init(name: "tables") }
  public static var lists: AccessibilitySystemRotor { .init(name: "lists") }
  public static var landmarks: AccessibilitySystemRotor { .init(name: "landmarks") }
}

/// A rotor's entries.
public protocol AccessibilityRotorContent {
  associatedtype Body: AccessibilityRotorContent
  @AccessibilityRotorContentBuilder var body: Body { get }
}

/// One entry of a rotor.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  /// None: an entry is a primitive of rotor content, as on iOS.
  public var body: Never { fatalError("AccessibilityRotorEntry is primitive rotor content") }
  public init(_ label: Text, id: ID, in namespace: Namespace.ID,
              textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
              textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID,
                                 textRange: Range<String.Index>? = nil,
                                 prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
              prepare: @escaping () -> Void = {}) {}
  public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil,
              prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
              prepare: @escaping () -> Void = {}) {}
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil,
                                 prepare: @escaping () -> Void = {}) {}
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry for a range of text, with no identity of its own.
  public init(_ label: Text? = nil, textRange: Range<String.Index>,
              prepare: @escaping () -> Void = {}) {}
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>,
                                 prepare: @escaping () -> Void = {}) {}
}

/// Several rotor entries.
public struct AccessibilityRotorEntries: AccessibilityRotorContent {
  public var body: AccessibilityRotorEntries { self }
}

/// Builds a rotor's entries.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
  public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> C { content }
  public static func buildBlock() -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
  public static func buildBlock<C: AccessibilityRotorContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: AccessibilityRotorContent>(_ content: repeat each C)
    -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
  public static func buildIf<C: AccessibilityRotorContent>(_ content: C?)
    -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
  public static func buildEither<C: AccessibilityRotorContent>(first: C)
    -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
  public static func buildEither<C: AccessibilityRotorContent>(second: C)
    -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
}

/// A key for custom content a view gives assistive technologies.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
  let label: String
  public init(_ label: Text, id: String) { self.label = label.string }
  public init(_ labelKey: LocalizedStringKey, id: String) { label = Text(labelKey).string }
  public init(_ labelKey: LocalizedStringKey) { label = Text(labelKey).string }
}

/// Accessibility's custom content (from the Accessibility framework), for its importance.
public enum AXCustomContent {
  public enum Importance: Int, Sendable { case `default`, high }
}

/// Which element has the assistive technologies' focus: a picture has none.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private let value: Value
  public init() where Value == Bool { value = false }
  public init<T: Hashable>() where Value == T? { value = nil }
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { value = false }
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    value = nil
  }
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: Binding { Binding(value: value) }

  /// What `$focus` gives, to pass to `.accessibilityFocused(_:)`, or to a subview that
  /// declares `@AccessibilityFocusState.Binding var focus`.
  @propertyWrapper
  public struct Binding {
    let value: Value
    public var wrappedValue: Value {
      get { value }
      nonmutating set {}
    }
    /// The binding itself, to pass further down.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
}

// MARK: - Speech, and a text's own

extension View {
  /// How VoiceOver speaks the text below: heard, never seen, so the pixels are as they are.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
    accessibilityProperty(.other("speechAlwaysIncludesPunctuation"))
  }
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
    accessibilityProperty(.other("speechSpellsOutCharacters"))
  }
  public func speechAdjustedPitch(_ value: Double) -> some View {
    accessibilityProperty(.other("speechAdjustedPitch"))
  }
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
    accessibilityProperty(.other("speechAnnouncementsQueued"))
  }
}

// A text's accessibility and speech modifiers return the text, as SwiftUI's do, so that it can
// still be joined (`Text("a").accessibilityLabel("b") + Text("c")`); what they say is heard,
// never seen: the text draws as it is. Its label and heading are what VoiceOver reads.
extension Text {
  public func accessibilityLabel(_ label: Text) -> Text {
    var copy = self
    copy.attributes.accessibilityLabel = label.plainString
    return copy
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    accessibilityLabel(Text(labelKey))
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    accessibilityLabel(Text(label))
  }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    var copy = self
    copy.attributes.isHeading = true
    return copy
  }
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

/// The assistive technologies.
public struct AccessibilityTechnologies: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
  public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}
