// Network on Linux: the path monitor SwiftUI apps watch to show whether they are online, as a
// path that is always satisfied over Wi-Fi (the state a screenshot is taken in). Nothing here
// touches the network. Never imported by Cellshot.
import Dispatch
import Foundation

/// Watches the network path, as Network's `NWPathMonitor`: its path is always satisfied, and
/// `start(queue:)` delivers it once on the queue, as iOS delivers the first path.
public final class NWPathMonitor: @unchecked Sendable {
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
  public private(set) var currentPath: NWPath
  public private(set) var queue: DispatchQueue?
  private let requiredInterfaceType: NWInterface.InterfaceType?

  public init() {
    requiredInterfaceType = nil
    currentPath = NWPath(interfaceType: .wifi)
  }

  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    self.requiredInterfaceType = requiredInterfaceType
    currentPath = NWPath(interfaceType: requiredInterfaceType)
  }

  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
    requiredInterfaceType = nil
    currentPath = NWPath(interfaceType: .wifi)
  }

  /// Starts watching: the handler gets the path on `queue`.
  public func start(queue: DispatchQueue) {
    self.queue = queue
    let path = currentPath
    if let handler = pathUpdateHandler { queue.async { handler(path) } }
  }

  public func cancel() { pathUpdateHandler = nil }
}

/// A network path: satisfied, over one interface.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
  public enum Status: Equatable, Hashable, Sendable {
    case satisfied, unsatisfied, requiresConnection
  }

  public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
    case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
  }

  public let status: Status
  public let unsatisfiedReason: UnsatisfiedReason
  public let availableInterfaces: [NWInterface]
  public let isExpensive: Bool
  public let isConstrained: Bool
  public let supportsIPv4: Bool
  public let supportsIPv6: Bool
  public let supportsDNS: Bool

  init(interfaceType: NWInterface.InterfaceType) {
    status = .satisfied
    unsatisfiedReason = .notAvailable
    availableInterfaces = [NWInterface(type: interfaceType)]
    isExpensive = interfaceType == .cellular
    isConstrained = false
    supportsIPv4 = true
    supportsIPv6 = true
    supportsDNS = true
  }

  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }

  public var debugDescription: String { "satisfied (\(availableInterfaces.map(\.name)))" }
}

/// A network interface.
public struct NWInterface: Equatable, Hashable, Sendable {
  public enum InterfaceType: Equatable, Hashable, Sendable {
    case other, wifi, cellular, wiredEthernet, loopback
  }

  public let type: InterfaceType
  public var name: String {
    switch type {
    case .wifi: "en0"
    case .cellular: "pdp_ip0"
    case .wiredEthernet: "en1"
    case .loopback: "lo0"
    case .other: "utun0"
    }
  }
  public var index: Int { 1 }
}
