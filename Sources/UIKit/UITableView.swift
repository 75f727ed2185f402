// Table views (`UITableView`, cells, their controller, data sources and delegates, diffable
// data sources and snapshots): kept for code that builds them; a table is not laid out from
// its data source, so a representable holding one is a grey box (`drawsInSnapshots` is
// false). A cell alone draws as a view: its content view and its content configuration.
import Cellshot

/// Rows of cells in sections, from a data source.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
  public static func appearance() -> UITableView { UITableView() }
  public let style: Style
  open weak var dataSource: UITableViewDataSource?
  open weak var tableDelegate: UITableViewDelegate?
  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var separatorColor: UIColor? = .separator
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var backgroundView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var cellLayoutMarginsFollowReadableWidth = false
  open var keyboardDismissModeIsInteractive = false
  private var registered: [String: UITableViewCell.Type] = [:]
  private var selected: [IndexPath] = []

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public override init(frame: CGRect) {
    style = .plain
    super.init(frame: frame)
  }
  public override init() {
    style = .plain
    super.init()
  }
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// A table is not laid out from its data source: drawn as a grey box in a representable.
  open override var drawsInSnapshots: Bool { false }

  public static let automaticDimension: CGFloat = -1

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }
  open func register(_ aClass: AnyClass?,
                     forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// A new cell of the class registered for `identifier`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell {
    let type = registered[identifier] ?? UITableViewCell.self
    return type.init(style: .default, reuseIdentifier: identifier)
  }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UIView? { nil }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  open var visibleCells: [UITableViewCell] { [] }
  open var indexPathsForVisibleRows: [IndexPath]? { [] }
  open var indexPathForSelectedRow: IndexPath? { selected.first }
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }
  open func selectRow(at indexPath: IndexPath?, animated: Bool,
                      scrollPosition: ScrollPosition) {
    selected = indexPath.map { [$0] } ?? []
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
  }
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition,
                        animated: Bool) {}
  open func reloadData() {}
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func beginUpdates() {}
  open func endUpdates() {}
  open func performBatchUpdates(_ updates: (() -> Void)?,
                                completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }
}

/// One row of a table: a content view, or a content configuration's view.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  public let cellStyle: CellStyle
  open var accessoryType: AccessoryType = .none
  open var accessoryView: UIView?
  open var selectionStyle: SelectionStyle = .default
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  open var isSelected = false
  open var isHighlighted = false
  open var indentationLevel = 0
  open var backgroundConfiguration: UIBackgroundConfiguration?
  open var selectedBackgroundView: UIView?
  private lazy var label = UILabel()
  private lazy var detailLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 12)
    label.textColor = .secondaryLabel
    return label
  }()
  private lazy var picture = UIImageView()

  /// The content configuration: its view replaces the content view's subviews.
  open var contentConfiguration: UIContentConfiguration? {
    didSet {
      for child in contentView.subviews { child.removeFromSuperview() }
      if let contentConfiguration {
        contentView.addSubview(contentConfiguration.makeContentView())
      }
    }
  }

  public required init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
  public override convenience init() { self.init(style: .default, reuseIdentifier: nil) }
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  open var textLabel: UILabel? {
    if label.superview == nil { contentView.addSubview(label) }
    return label
  }
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if detailLabel.superview == nil { contentView.addSubview(detailLabel) }
    return detailLabel
  }
  open var imageView: UIImageView? {
    if picture.superview == nil { contentView.addSubview(picture) }
    return picture
  }

  /// The content view fills the cell; its labels sit in its margins, the title above or
  /// beside the detail as the cell's style places them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    for child in contentView.subviews where child !== label && child !== detailLabel
      && child !== picture {
      if child.frame.size == .zero { child.frame = contentView.bounds }
    }
    var x: CGFloat = 16
    if picture.superview != nil, let image = picture.image {
      picture.frame = CGRect(x: x, y: (bounds.height - image.size.height) / 2,
                             width: image.size.width, height: image.size.height)
      x += image.size.width + 16
    }
    let width = max(0, bounds.width - x - 16)
    if cellStyle == .subtitle, detailLabel.superview != nil {
      label.frame = CGRect(x: x, y: 0, width: width, height: bounds.height / 2 + 4)
      detailLabel.frame = CGRect(x: x, y: bounds.height / 2, width: width,
                                 height: bounds.height / 2 - 4)
    } else {
      label.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      detailLabel.frame = label.frame
      detailLabel.textAlignment = cellStyle == .value1 ? .right : .left
    }
  }

  open func prepareForReuse() {}
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  open func setNeedsUpdateConfiguration() {}
  open func updateConfiguration(using state: UICellConfigurationState) {}
  /// A list configuration for the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    cellStyle == .subtitle ? .subtitleCell() : cellStyle == .value1 ? .valueCell() : .cell()
  }

  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// A controller of a table view.
@MainActor @preconcurrency
open class UITableViewController: UIViewController {
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }
  open var clearsSelectionOnViewWillAppear = true
  open var refreshControl: UIRefreshControl?
  public let tableViewStyle: UITableView.Style

  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init()
  }
  public override init(nibName: String?, bundle: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibName, bundle: bundle)
  }
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }
  open override func loadView() { view = UITableView(frame: .zero, style: tableViewStyle) }
}

/// Gives a table its sections, rows and cells.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView,
                        titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView,
                        titleForFooterInSection section: Int) -> String? { nil }
}

/// Told of a table's selections and asked its heights: by code only, in a picture.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell,
                 forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView,
                        heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView,
                        viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell,
                        forRowAt indexPath: IndexPath) {}
}

extension UITableView {
  /// The table's delegate (UIKit's `delegate`, which here is the scroll view's).
  public var delegateOfTable: UITableViewDelegate? {
    get { tableDelegate }
    set { tableDelegate = newValue }
  }
}

/// Sections and items, in order, for a diffable data source.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  private var sections: [(SectionIdentifierType, [ItemIdentifierType])] = []
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.1.count } }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.0) }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.1) }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType] { sections.first { $0.0 == identifier }?.1 ?? [] }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType? { sections.first { $0.1.contains(identifier) }?.0 }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.0 == identifier }
  }

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }
  public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                   toSection sectionIdentifier: SectionIdentifierType? = nil) {
    guard let index = sectionIdentifier.flatMap(indexOfSection) ?? sections.indices.last
    else { return }
    sections[index].1 += identifiers
  }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].1.removeAll(where: identifiers.contains) }
  }
  public mutating func deleteAllItems() { sections.removeAll() }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.0) }
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers
  }
}

/// A table's data source from snapshots, making cells with a provider.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  private let cellProvider: CellProvider
  private weak var tableView: UITableView?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType,
                                                           ItemIdentifierType>,
                  animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    current = snapshot
    completion?()
  }
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, completion: completion) }

  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType,
                                                       ItemIdentifierType> { current }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sectionIdentifiers.enumerated() {
      if let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) {
        return IndexPath(row: row, section: s)
      }
    }
    return nil
  }

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(section)
      ? current.numberOfItems(inSection: sections[section]) : 0
  }
  open func tableView(_ tableView: UITableView,
                      cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    itemIdentifier(for: indexPath).flatMap { cellProvider(tableView, indexPath, $0) }
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

// What UIKit adds to Foundation's index paths: rows and items in sections.
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The first index: the section.
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { if count > 0 { self[0] = newValue } }
  }
  /// The second index: the row in a table.
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { if count > 1 { self[1] = newValue } }
  }
  /// The second index: the item in a collection.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
