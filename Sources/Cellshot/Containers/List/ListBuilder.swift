/// Builds a list: its sections' headers, rows and footers resolved in the list's environment,
/// then placed in the style's cards, separators and backgrounds.
@MainActor struct ListBuilder {
  let style: ListStyleKind
  let name: String

  /// The inset of cards from the screen's edges: 16 points, 20 on screens over 400 wide.
  static func cardMargin(_ width: CGFloat) -> CGFloat { width > 400 ? 20 : 16 }
  static let rowInset: CGFloat = 20
  static let minRowHeight: CGFloat = 44
  static let sectionGap: CGFloat = 35

  /// The figures of the list in `look`: iOS 26's (`ListBuilder+Glass.swift`) or iOS 18's.
  static func metrics(_ look: InterfaceLook, screenWidth: CGFloat) -> ListMetrics {
    if look.isGlass { return .glass }
    // iOS 13 pads a row's content by 6 above and below, not 11 (two public iOS 13 screenshots
    // at 2x: a 44-point badge's rows 56 points apart), and draws the edges' lines.
    let ios13 = look == .ios13
    return ListMetrics(cardMargin: cardMargin(screenWidth), rowInset: rowInset,
                       minRowHeight: minRowHeight, rowPadding: ios13 ? 6 : 11, cornerRadius: 10,
                       separatorTrailing: 0, edgeLines: ios13)
  }

  /// The sections of `content` as written, also inside views of the app's own, groups,
  /// `ForEach` and `if`; rows outside any section form sections of their own.
  func collectSections<Content: View>(_ content: Content, _ scope: ContentScope)
    -> [(header: AnyView?, rows: [AnyView], footer: AnyView?)]
  {
    var sections: [(header: AnyView?, rows: [AnyView], footer: AnyView?)] = []
    var loose: [AnyView] = []
    func flushLoose() {
      if !loose.isEmpty { sections.append((nil, loose, nil)) }
      loose = []
    }
    for item in flattenSections(content, scope) {
      switch item {
      case .view(let view): loose.append(view)
      case .section(let header, let rows, let footer):
        flushLoose()
        sections.append((header, [rows], footer))
      }
    }
    flushLoose()
    return sections
  }

  func make<Content: View>(_ content: Content, _ builder: NodeBuilder,
                           _ environment: EnvironmentValues) -> [NodeID] {
    let scope = ContentScope(builder: builder, environment: environment)
    let sections = collectSections(content, scope)
    let grouped = style.kind != .plain
    var metrics = ListBuilder.metrics(environment.interfaceLook,
                                      screenWidth: environment.screenSize.width)
    if environment.interfaceLook == .ios13 && style.kind == .grouped {
      metrics = metrics.ios13Grouped()
    }
    let margin = grouped && style.kind == .insetGrouped ? metrics.cardMargin : 0
    // `.listSectionMargins(_:_:)` (iOS 26): the cards' leading and trailing margins
    var margins = (leading: margin, trailing: margin)
    if let custom = environment.listSectionMargins, margin > 0 {
      if custom.edges.contains(.leading) { margins.leading = max(0, custom.length ?? margin) }
      if custom.edges.contains(.trailing) { margins.trailing = max(0, custom.length ?? margin) }
    }
    var rowEnv = environment
    rowEnv.stackAxis = nil
    rowEnv.isListRow = true
    let (headerEnv, footerEnv) = textEnvironments(environment, metrics: metrics,
                                                  grouped: grouped)

    // Under a large title a first section without a header starts at the bar's bottom
    // (measured on an iPhone 16 Pro, two iOS 13 screenshots and an iOS 26 one: the card 16
    // points below the title's baseline; a search field in the bar moves it down with the
    // bar's bottom); under an inline bar 35 points below it in iOS 26 (measured), 20 in iOS
    // 17-18 (not measured).
    let underLargeTitle = environment.navigation.map {
      [.automatic, .large].contains($0.shownTitleMode)
    } == true
    let firstTop: CGFloat = underLargeTitle ? 0 : metrics.isGlass ? ListBuilder.sectionGap : 20
    var blocks: [AnyView] = []
    var afterFooter = false
    for (index, section) in sections.enumerated() {
      let headerIDs = section.header.map { resolve($0, builder, headerEnv) } ?? []
      // VoiceOver reads a section's header as a heading, before its rows.
      builder.noteAccessibility(headerIDs, .properties([.addTraits(.isHeader)]))
      let rowIDs = section.rows.flatMap { resolve($0, builder, rowEnv) }
      let footerIDs = section.footer.map { resolve($0, builder, footerEnv) } ?? []
      // iOS 26 starts a card without a header 24 points below a footer above it, not 35 (a
      // public iPhone 17 screenshot: 11 points less, as before a header).
      let top: CGFloat = index == 0
        ? (grouped ? (headerIDs.isEmpty ? firstTop : 20) : 0)
        : (grouped ? (metrics.isGlass && afterFooter ? ListMetrics.gapAfterFooter
                                                     : ListBuilder.sectionGap) : 0)
      blocks.append(AnyView(sectionView(headerIDs, rowIDs, footerIDs, top: top, margin: margin,
                                        margins: margins, grouped: grouped, metrics: metrics,
                                        first: index == 0, afterFooter: afterFooter,
                                        builder: builder)))
      afterFooter = !footerIDs.isEmpty
    }
    let background = grouped ? Color(.systemGroupedBackground) : Color(.systemBackground)
    if let navigation = environment.navigation, navigation.background == nil {
      navigation.background = background
    }
    let list = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<blocks.count, id: \.self) { blocks[$0] }
        Color.clear.frame(height: grouped ? ListBuilder.sectionGap : 0)
      }
    }
    .background(background)
    var env = environment
    env.stackAxis = nil
    let ids = resolve(list, builder, env)
    builder.rename(ids, to: name)
    return ids
  }

  /// One section: its header, its rows between separators (in a card when inset grouped),
  /// its footer.
  func sectionView(_ header: [NodeID], _ rows: [NodeID], _ footer: [NodeID], top: CGFloat,
                   margin: CGFloat, margins: (leading: CGFloat, trailing: CGFloat),
                   grouped: Bool, metrics: ListMetrics, first: Bool, afterFooter: Bool,
                   builder: NodeBuilder) -> some View {
    let sectionFill = grouped ? Color(.secondarySystemGroupedBackground)
      : Color(.systemBackground)
    let inset = metrics.rowInset, separatorInset = metrics.separatorInset ?? inset
    let minRow = metrics.minRowHeight, rowPadding = metrics.rowPadding
    // iOS 26 ends the separators 16 points before the card's trailing edge too.
    func separator(for row: NodeID, inset: CGFloat, builder: NodeBuilder) -> AnyView {
      let line = self.separator(for: row, inset: inset, builder: builder)
      return metrics.separatorTrailing > 0 && margin > 0
        ? AnyView(line.padding(.trailing, metrics.separatorTrailing)) : line
    }
    // A row with a background of its own (`Color.clear` shows the list's) replaces the
    // section's fill there: then each other row carries the fill, not the whole card.
    let ownBackgrounds = rows.contains { builder.listRows.backgrounds[$0] != nil }
    let card = VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<rows.count, id: \.self) { k in
        // The separator lies over the row's bottom edge, as UIKit draws it: rows stay 44 apart.
        // iOS 13's plain list separates its last row too.
        let separated = (k < rows.count - 1 || (metrics.edgeLines && !grouped))
          && !builder.listRows.withoutSeparator.contains(rows[k])
        let rowBackground = builder.listRows.backgrounds[rows[k]]
          ?? (ownBackgrounds ? AnyView(sectionFill) : AnyView(EmptyView()))
        if let insets = builder.listRows.insets[rows[k]] {
          ResolvedNodes(ids: [rows[k]])
            .padding(EdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0))
            .frame(maxWidth: .infinity, minHeight: minRow, alignment: .leading)
            .padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0,
                                trailing: insets.trailing))
            .background(rowBackground)
            .overlay(separated ? separator(for: rows[k], inset: insets.leading,
                                           builder: builder)
                       : AnyView(EmptyView()), alignment: .bottom)
        } else if ownBackgrounds {
          ResolvedNodes(ids: [rows[k]])
            .padding(.vertical, rowPadding)
            .frame(maxWidth: .infinity, minHeight: minRow, alignment: .leading)
            .padding(.horizontal, inset)
            .background(rowBackground)
            .overlay(separated ? separator(for: rows[k], inset: separatorInset, builder: builder)
                       : AnyView(EmptyView()), alignment: .bottom)
        } else {
          ResolvedNodes(ids: [rows[k]])
            .padding(.vertical, rowPadding)
            .frame(maxWidth: .infinity, minHeight: minRow, alignment: .leading)
            .padding(.horizontal, inset)
            .overlay(separated ? separator(for: rows[k], inset: separatorInset, builder: builder)
                       : AnyView(EmptyView()), alignment: .bottom)
        }
      }
    }
    .background(ownBackgrounds ? Color.clear : sectionFill)
    .cornerRadius(margin > 0 ? metrics.cornerRadius : 0)
    let lined = metrics.edgeLines && margin == 0
      ? AnyView(edgeLines(card, grouped: grouped, inset: separatorInset)) : AnyView(card)
    return VStack(alignment: .leading, spacing: 0) {
      if !header.isEmpty && metrics.isGlass {
        glassHeader(header, first: first, afterFooter: afterFooter,
                    leading: margins.leading + inset, trailing: margins.trailing + inset)
      } else if !header.isEmpty {
        ResolvedNodes(ids: header)
          .padding(.leading, margins.leading + inset)
          .padding(.trailing, margins.trailing + inset)
          .padding(.top, top > 0 ? (metrics.headerPadding?.top ?? max(0, top - 17)) : 0)
          .padding(.bottom, metrics.headerPadding?.bottom ?? 6)
      } else if top > 0 {
        Color.clear.frame(height: top)
      }
      if margins.leading == margins.trailing {
        lined.padding(.horizontal, margins.leading)
      } else {
        lined.padding(EdgeInsets(top: 0, leading: margins.leading, bottom: 0,
                                trailing: margins.trailing))
      }
      if !footer.isEmpty {
        footerView(footer, leading: margins.leading + inset, trailing: margins.trailing + inset,
                   metrics: metrics)
      }
    }
  }

  /// iOS 13's lines at a section's edges: a grouped section's top and bottom edge to edge, a
  /// plain list's top from `inset` (its last row carries its own separator).
  func edgeLines(_ card: some View, grouped: Bool, inset: CGFloat) -> some View {
    card
      .overlay(alignment: .top) { Divider().padding(.leading, grouped ? 0 : inset) }
      .overlay(alignment: .bottom) { if grouped { Divider() } }
  }

  /// A section's footer, `leading` and `trailing` points in. iOS 26's tight footers start 2
  /// points lower than iOS 18's (their first line's top 17.33 under the card on three public
  /// iPhone 17 screenshots at 3x; the cards after them where they were with 18-point lines).
  func footerView(_ footer: [NodeID], leading: CGFloat, trailing: CGFloat,
                  metrics: ListMetrics) -> some View {
    ResolvedNodes(ids: footer)
      .padding(.leading, leading)
      .padding(.trailing, trailing)
      .padding(.top, metrics.isGlass ? 8 : 6)
  }

  /// The environments a list's section headers and footers are resolved in: footnote in the
  /// secondary colour, footers as written; iOS 26's headers 17 points semibold as written and its footers set
  /// tight (lines 16 apart, iOS 18's 18); iOS 14-18's grouped headers in capitals (iOS 13's as
  /// written, as public iOS 13 screenshots show them).
  func textEnvironments(_ environment: EnvironmentValues, metrics: ListMetrics, grouped: Bool)
    -> (header: EnvironmentValues, footer: EnvironmentValues)
  {
    var headerEnv = environment
    headerEnv.stackAxis = nil
    headerEnv.font = headerEnv.font ?? .footnote
    headerEnv.foregroundColor = .secondary
    var footerEnv = headerEnv
    footerEnv.textCase = nil
    if metrics.isGlass, environment.font == nil {
      footerEnv.font = Font.footnote.leading(.tight)
    }
    if metrics.isGlass {
      headerEnv.font = environment.font ?? .headline
    } else if grouped && environment.interfaceLook != .ios13 {
      headerEnv.textCase = headerEnv.textCase ?? .uppercase
    }
    return (headerEnv, footerEnv)
  }
}
