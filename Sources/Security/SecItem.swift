// Security on Linux: the keychain's item API (`SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate`, `SecItemDelete`), which iOS apps reach through `import Foundation` or
// `import Security`. Takes CFDictionary queries as iOS does, gives iOS's result codes and result
// types. Items are kept in memory for the process (a process starts with the empty keychain of
// an app's first launch): generic and internet passwords, each unique by the attributes that
// make it so on iOS (its account and service; for an internet password also its server,
// protocol, port, path, security domain and authentication type), matched by every attribute
// a query gives. Certificates, keys and identities are `errSecUnimplemented`, and so are
// references (`kSecReturnRef`, `kSecReturnPersistentRef`).
// Core Foundation's names (CFString, CFDictionary...), which `import Security` brings on iOS.
@_exported import CoreGraphics
import Foundation

/// Adds an item; `result` gets what the attributes' `kSecReturn...` keys ask for.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
  -> OSStatus
{
  Keychain.shared.add(KeychainQuery(attributes), result)
}

/// Finds the items `query` matches; `result` gets their data, attributes, or both.
public func SecItemCopyMatching(_ query: CFDictionary,
                                _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.copyMatching(KeychainQuery(query), result)
}

/// Changes the attributes (and data) of every item `query` matches.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  Keychain.shared.update(KeychainQuery(query), KeychainQuery(attributesToUpdate))
}

/// Deletes every item `query` matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  Keychain.shared.delete(KeychainQuery(query))
}

/// A query or an attribute dictionary, read: its keys as strings, values as given.
struct KeychainQuery {
  var values: [String: Any] = [:]

  init(_ dictionary: CFDictionary) {
    for (key, value) in dictionary {
      if let name = key as? String { values[name] = value }
    }
  }

  init(values: [String: Any]) { self.values = values }

  var itemClass: String? { values[kSecClass as String] as? String }

  func flag(_ key: CFString) -> Bool { (values[key as String] as? Bool) ?? false }

  var returnsData: Bool { flag(kSecReturnData) }
  var returnsAttributes: Bool { flag(kSecReturnAttributes) }
  var returnsReference: Bool { flag(kSecReturnRef) || flag(kSecReturnPersistentRef) }
  var matchesAll: Bool {
    (values[kSecMatchLimit as String] as? String) == kSecMatchLimitAll as String
  }

  /// The keys that steer a call rather than describe an item.
  static let controlKeys: Set<String> = [
    "class", "v_Data", "v_Ref", "v_PersistentRef", "r_Data", "r_Attributes", "r_Ref",
    "r_PersistentRef", "m_Limit", "nleg",
  ]

  /// The attributes that describe an item (what it is matched and stored by).
  var attributes: [String: Any] {
    values.filter { !Self.controlKeys.contains($0.key) }
  }

  var data: Data? {
    switch values[kSecValueData as String] {
    case let data as Data: data
    case let data as NSData: Data(referencing: data)
    case let text as String: Data(text.utf8)
    default: nil
    }
  }
}

/// The process's keychain.
final class Keychain: @unchecked Sendable {
  static let shared = Keychain()

  /// A stored item: its class, attributes and data.
  struct Item {
    var itemClass: String
    var attributes: [String: Any]
    var data: Data?
  }

  private let lock = NSLock()
  private var items: [Item] = []

  /// The attributes that make an item unique, by class.
  private static let primaryKeys: [String: [String]] = [
    "genp": ["acct", "svce", "agrp", "sync"],
    "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync"],
  ]

  func add(_ query: KeychainQuery, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let itemClass = query.itemClass else { return errSecParam }
    guard let keys = Self.primaryKeys[itemClass], !query.returnsReference else {
      return errSecUnimplemented
    }
    lock.lock()
    defer { lock.unlock() }
    var attributes = query.attributes
    let now = Date()
    attributes["cdat"] = now
    attributes["mdat"] = now
    if attributes["pdmn"] == nil { attributes["pdmn"] = kSecAttrAccessibleWhenUnlocked as String }
    if attributes["sync"] == nil { attributes["sync"] = false }
    let item = Item(itemClass: itemClass, attributes: attributes, data: query.data)
    if items.contains(where: { Self.sameIdentity($0, item, keys) }) { return errSecDuplicateItem }
    items.append(item)
    if query.returnsData || query.returnsAttributes {
      result?.pointee = Self.result(for: item, query)
    }
    return errSecSuccess
  }

  func copyMatching(_ query: KeychainQuery, _ result: UnsafeMutablePointer<CFTypeRef?>?)
    -> OSStatus
  {
    guard let itemClass = query.itemClass else { return errSecParam }
    guard Self.primaryKeys[itemClass] != nil, !query.returnsReference else {
      return errSecUnimplemented
    }
    lock.lock()
    defer { lock.unlock() }
    let found = items.filter { Self.matches($0, query) }
    guard !found.isEmpty else { return errSecItemNotFound }
    if query.returnsData || query.returnsAttributes {
      if query.matchesAll {
        result?.pointee = NSArray(array: found.map { Self.result(for: $0, query) })
      } else {
        result?.pointee = Self.result(for: found[0], query)
      }
    }
    return errSecSuccess
  }

  func update(_ query: KeychainQuery, _ changes: KeychainQuery) -> OSStatus {
    guard let itemClass = query.itemClass else { return errSecParam }
    guard let keys = Self.primaryKeys[itemClass] else { return errSecUnimplemented }
    // The changes may not say what to return or search, nor change the class.
    guard !changes.returnsData, !changes.returnsAttributes, !changes.returnsReference,
          changes.itemClass == nil, !query.returnsData, !query.returnsAttributes
    else { return errSecParam }
    lock.lock()
    defer { lock.unlock() }
    let indices = items.indices.filter { Self.matches(items[$0], query) }
    guard !indices.isEmpty else { return errSecItemNotFound }
    var updated = items
    for index in indices {
      updated[index].attributes.merge(changes.attributes) { _, new in new }
      updated[index].attributes["mdat"] = Date()
      if let data = changes.data { updated[index].data = data }
    }
    // No two items may end up the same item.
    for index in indices {
      for other in updated.indices where other != index {
        if Self.sameIdentity(updated[other], updated[index], keys) { return errSecDuplicateItem }
      }
    }
    items = updated
    return errSecSuccess
  }

  func delete(_ query: KeychainQuery) -> OSStatus {
    guard let itemClass = query.itemClass else { return errSecParam }
    guard Self.primaryKeys[itemClass] != nil else { return errSecUnimplemented }
    lock.lock()
    defer { lock.unlock() }
    let before = items.count
    items.removeAll { Self.matches($0, query) }
    return items.count < before ? errSecSuccess : errSecItemNotFound
  }

  /// Whether two items of a class are the same item (equal in every attribute of its key).
  private static func sameIdentity(_ a: Item, _ b: Item, _ keys: [String]) -> Bool {
    a.itemClass == b.itemClass && keys.allSatisfy { key in
      equal(a.attributes[key] ?? defaultValue(key), b.attributes[key] ?? defaultValue(key))
    }
  }

  private static func defaultValue(_ key: String) -> Any { key == "sync" ? false : "" }

  /// Whether `item` has the query's class and every attribute the query gives.
  private static func matches(_ item: Item, _ query: KeychainQuery) -> Bool {
    guard item.itemClass == query.itemClass else { return false }
    for (key, value) in query.attributes {
      if key == "sync" {
        if (value as? String) == kSecAttrSynchronizableAny as String { continue }
      }
      guard let stored = item.attributes[key], equal(stored, value) else { return false }
    }
    // Without `kSecAttrSynchronizable`, a search finds the items that do not synchronize.
    if query.attributes["sync"] == nil, (item.attributes["sync"] as? Bool) == true {
      return false
    }
    return true
  }

  /// Attribute values compared as iOS compares them: strings, numbers, data, dates.
  private static func equal(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let x as String, let y as String): x == y
    case (let x as Bool, let y as Bool): x == y
    case (let x as Data, let y as Data): x == y
    case (let x as Date, let y as Date): x == y
    case (let x as NSNumber, let y as NSNumber): x == y
    case (let x as AnyHashable, let y as AnyHashable): x == y
    default: false
    }
  }

  /// What a search returns for one item: its data, or its attributes (with its data under
  /// `kSecValueData` when asked for both).
  private static func result(for item: Item, _ query: KeychainQuery) -> AnyObject {
    guard query.returnsAttributes else { return NSData(data: item.data ?? Data()) }
    var attributes = item.attributes
    attributes["class"] = item.itemClass
    if query.returnsData { attributes["v_Data"] = item.data ?? Data() }
    return NSDictionary(dictionary: attributes)
  }
}
