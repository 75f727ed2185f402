// WidgetKit on Linux: widgets as their code declares them (a configuration, a timeline
// provider, entries, families) and pictures of them. Takes a widget's configuration and an
// entry; gives the entry's view drawn as iOS draws a widget of its family on the iPhone's Home
// Screen (WidgetFrame.swift: the family's size, the content margins, the container background
// in a rounded rectangle). Nothing runs in the background: no timeline is asked for unless the
// code asks, `WidgetCenter`'s reloads are counted, and no widget is installed. Never imported
// by Cellshot.
import Cellshot
// Widget code writes `Button(intent:)` and `WidgetConfigurationIntent` with only WidgetKit and
// SwiftUI imported, as iOS's WidgetKit allows.
@_exported import AppIntents
import Foundation
import SwiftUI

/// The sizes and shapes a widget comes in.
public enum WidgetFamily: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Two by two icons on the Home Screen.
  case systemSmall
  /// Four icons wide, two high.
  case systemMedium
  /// Four by four icons.
  case systemLarge
  /// Eight icons wide, four high: iPad only.
  case systemExtraLarge
  /// A watch face's corner: watchOS only.
  case accessoryCorner
  /// A circle on the Lock Screen.
  case accessoryCircular
  /// A rectangle on the Lock Screen.
  case accessoryRectangular
  /// A line of text above the Lock Screen's clock.
  case accessoryInline

  public var description: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCorner: "accessoryCorner"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    }
  }
}

/// One moment of a widget's timeline: the date it is shown from and what it shows.
public protocol TimelineEntry {
  var date: Date { get }
  /// How relevant the entry is to a Smart Stack (nil: no opinion).
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, and for how long.
public struct TimelineEntryRelevance: Sendable, Hashable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// The entries a widget shows over time, and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Sendable, Hashable {
  enum Kind: Hashable { case atEnd, never, after(Date) }
  let kind: Kind
  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks (`WidgetCenter`).
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After `date`.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(kind: .after(date))
  }
}

/// What a provider is told: the family, the size, whether it is for the widget gallery.
public struct TimelineProviderContext: Sendable {
  /// The family of the widget asked for.
  public let family: WidgetFamily
  /// Whether the entry is for the widget gallery (a preview).
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize

  /// A context for `family` on `device` (Cellshot's: providers are called by tests).
  public init(family: WidgetFamily, isPreview: Bool = true, device: Device = .iphone13) {
    self.family = family
    self.isPreview = isPreview
    displaySize = WidgetMetrics(family: family, device: device).size
  }
}

/// Gives a widget its entries: a placeholder, a snapshot, a timeline.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Gives the entries of a widget configured by an app intent.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// The widgets the user has installed, and asking them to reload: there are none here, and a
/// reload is counted.
public final class WidgetCenter: @unchecked Sendable {
  /// The app's widget center.
  public static let shared = WidgetCenter()

  private let lock = NSLock()
  private var reloads: [String?] = []

  init() {}

  /// Asks every widget of the app for a new timeline.
  public func reloadAllTimelines() { lock.withLock { reloads.append(nil) } }

  /// Asks the widgets of `kind` for a new timeline.
  public func reloadTimelines(ofKind kind: String) { lock.withLock { reloads.append(kind) } }

  /// The widgets the user installed: none.
  public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) {
    completion(.success([]))
  }

  /// The widgets the user installed: none.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }

  /// Asks for the app intent recommendations again: nothing to ask.
  public func invalidateConfigurationRecommendations() {}

  /// The reloads asked for, in order: a kind, or nil for all (Cellshot's, for tests).
  public var requestedReloads: [String?] { lock.withLock { reloads } }
}

/// An installed widget: its kind and family.
public struct WidgetInfo: Sendable, Hashable {
  public let kind: String
  public let family: WidgetFamily
}
