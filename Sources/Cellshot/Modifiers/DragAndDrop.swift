// Drag and drop: a picture is an iPhone at rest, with no finger on the screen, so nothing is
// being dragged and nothing dropped. The modifiers are accepted and draw their view as it is;
// the values they hand to an app's closures (sessions, drop infos, proposals) are public with
// Apple's members, for code that builds or reads them, and no closure is ever called.

import CoreTransferable
import Foundation
import UniformTypeIdentifiers

extension View {
  /// Makes the view a drag source; at rest nothing is dragged.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some View { self }
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View { self }

  /// Makes the view a drop target; at rest nothing is dropped and it is not targeted.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self,
    action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
  public func dropDestination<T: Transferable>(
    for type: T.Type = T.self, isEnabled: Bool = true,
    action: @escaping (_ items: [T], _ session: DropSession) -> Void
  ) -> some View { self }

  // (`onDrop(of:isTargeted:perform:)` hands `NSItemProvider`s, which Linux's Foundation lacks.)
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View { self }
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
    self
  }

  /// Whether a drag hovering over the view activates it; a picture has no drag.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}

/// What a drop does with the data.
public enum DropOperation: Sendable, Hashable {
  case cancel, forbidden, copy, move

  /// Operations (iOS 26).
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public typealias Element = DropOperation.Set
    public typealias ArrayLiteralElement = DropOperation.Set
    public typealias RawValue = Int
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let cancel = Set(rawValue: 1)
    public static let copy = Set(rawValue: 2)
    public static let move = Set(rawValue: 4)
    public static let forbidden = Set(rawValue: 8)
    public var description: String {
      let names = [(Set.cancel, "cancel"), (.copy, "copy"), (.move, "move"),
                   (.forbidden, "forbidden")].filter { contains($0.0) }.map(\.1)
      return "[" + names.joined(separator: ", ") + "]"
    }
  }
}

/// What a drop target answers while a drag moves over it.
public struct DropProposal: Sendable, CustomDebugStringConvertible {
  public let operation: DropOperation
  public let operationOutsideApplication: DropOperation?
  public init(operation: DropOperation) {
    self.operation = operation
    operationOutsideApplication = nil
  }
  public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
    operation = withinApplication
    operationOutsideApplication = outsideApplication
  }
  public var debugDescription: String { "DropProposal(operation: \(operation))" }
}

/// What a drop delegate is told of a drag over its view.
public struct DropInfo {
  /// Where the drag is, in the view's coordinates.
  public var location: CGPoint
  let types: [UTType]

  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    types.contains { type in contentTypes.contains { type.conforms(to: $0) } }
  }
  public func hasItemsConforming(to types: [String]) -> Bool {
    hasItemsConforming(to: types.compactMap { UTType($0) })
  }
}

/// An object that handles drops on a view (`.onDrop(of:delegate:)`).
@MainActor public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [UTType.item]) }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

/// A drop in progress (iOS 26).
public struct DropSession: Identifiable, CustomDebugStringConvertible {
  public struct ID: Sendable, Hashable, Equatable, CustomStringConvertible {
    let value: Int
    public var description: String { "DropSession.ID(\(value))" }
  }
  public enum Phase: Sendable, Hashable, Equatable, CustomStringConvertible {
    case entering, active, exiting
    case ended(DropOperation)
    case dataTransferCompleted
    public var description: String {
      switch self {
      case .entering: return "entering"
      case .active: return "active"
      case .exiting: return "exiting"
      case .ended(let operation): return "ended(\(operation))"
      case .dataTransferCompleted: return "dataTransferCompleted"
      }
    }
  }
  /// The drag, when it started in this app.
  public struct LocalSession {
    let ids: [AnyHashable]
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
      ids.compactMap { $0.base as? ItemID }
    }
  }
  public var id: ID
  public var phase: Phase
  public var localSession: LocalSession?
  public var itemsCount: Int
  public var suggestedOperations: DropOperation.Set
  public var size: CGSize
  public var location: CGPoint
  public var debugDescription: String { "DropSession(\(id), \(phase))" }
}

/// A drag in progress (iOS 26).
public struct DragSession: Identifiable {
  public struct ID: Sendable, Hashable, CustomDebugStringConvertible {
    let value: Int
    public var debugDescription: String { "DragSession.ID(\(value))" }
  }
  public enum Phase: Sendable, Hashable, CustomStringConvertible {
    case initial, active
    case ending(DropOperation)
    case ended(DropOperation)
    case dataTransferCompleted
    public var description: String {
      switch self {
      case .initial: return "initial"
      case .active: return "active"
      case .ending(let operation): return "ending(\(operation))"
      case .ended(let operation): return "ended(\(operation))"
      case .dataTransferCompleted: return "dataTransferCompleted"
      }
    }
  }
  let ids: [AnyHashable]
  public var id: ID
  public var phase: Phase
  public var draggedItemIndex: Int
  public var location: CGPoint
  public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
    ids.compactMap { $0.base as? ItemID }
  }
}

/// What a drop target accepts (iOS 26).
public struct DropConfiguration {
  public var operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// What a drag source allows (iOS 26).
public struct DragConfiguration: CustomDebugStringConvertible {
  public struct OperationsWithinApp: Sendable {
    var allowMove: Bool
    public init(allowMove: Bool = false) { self.allowMove = allowMove }
  }
  public struct OperationsOutsideApp: Sendable {
    var allowCopy: Bool
    public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
  }
  public var operationsWithinApp: OperationsWithinApp
  public var operationsOutsideApp: OperationsOutsideApp
  public init(operationsWithinApp: OperationsWithinApp = .init(),
              operationsOutsideApp: OperationsOutsideApp = .init()) {
    self.operationsWithinApp = operationsWithinApp
    self.operationsOutsideApp = operationsOutsideApp
  }
  public init(allowMove: Bool) { self.init(operationsWithinApp: .init(allowMove: allowMove)) }
  public var debugDescription: String {
    "DragConfiguration(allowMove: \(operationsWithinApp.allowMove), "
      + "allowCopy: \(operationsOutsideApp.allowCopy))"
  }
}
