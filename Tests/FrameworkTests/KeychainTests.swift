import Foundation
import Security
import Testing

/// The keychain's item API as apps call it: queries as CFDictionary, iOS's result codes and
/// result types. Each test keeps to its own service, since the keychain is the process's.
@Suite struct KeychainTests {
  let service = "tests." + UUID().uuidString

  private func query(_ account: String, _ extra: [CFString: Any] = [:]) -> CFDictionary {
    var query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service,
                                  kSecAttrAccount: account]
    query.merge(extra) { _, new in new }
    return query as CFDictionary
  }

  @Test func aPasswordIsAddedReadUpdatedAndDeleted() {
    #expect(SecItemAdd(query("ann", [kSecValueData: Data("one".utf8)]), nil) == errSecSuccess)
    #expect(SecItemAdd(query("ann", [kSecValueData: Data("two".utf8)]), nil) == errSecDuplicateItem)
    var result: AnyObject?
    #expect(SecItemCopyMatching(query("ann", [kSecReturnData: true]), &result) == errSecSuccess)
    #expect(result as? Data == Data("one".utf8))
    let change = [kSecValueData: Data("three".utf8)] as CFDictionary
    #expect(SecItemUpdate(query("ann"), change) == errSecSuccess)
    #expect(SecItemCopyMatching(query("ann", [kSecReturnData: kCFBooleanTrue!]), &result) == 0)
    #expect(result as? Data == Data("three".utf8))
    #expect(SecItemDelete(query("ann")) == errSecSuccess)
    #expect(SecItemDelete(query("ann")) == errSecItemNotFound)
    let status = SecItemCopyMatching(query("ann", [kSecReturnData: true]), &result)
    #expect(status == errSecItemNotFound)
  }

  @Test func searchesReturnAttributesAndEveryMatchWhenAsked() throws {
    #expect(SecItemAdd(query("ann", [kSecValueData: Data("a".utf8)]), nil) == errSecSuccess)
    #expect(SecItemAdd(query("bob", [kSecValueData: Data("b".utf8)]), nil) == errSecSuccess)
    let all = [kSecClass: kSecClassGenericPassword, kSecAttrService: service,
               kSecMatchLimit: kSecMatchLimitAll, kSecReturnAttributes: true,
               kSecReturnData: true] as [CFString: Any]
    var result: CFTypeRef?
    #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
    let items = try #require(result as? [[String: Any]])
    #expect(items.compactMap { $0[kSecAttrAccount as String] as? String } == ["ann", "bob"])
    #expect(items.compactMap { $0[kSecValueData as String] as? Data } == [Data("a".utf8),
                                                                          Data("b".utf8)])
    #expect(items.allSatisfy { $0[kSecAttrCreationDate as String] is Date })
  }

  @Test func aQueryWithoutAClassIsRejected() {
    let bare = [kSecAttrService: service] as [CFString: Any] as CFDictionary
    #expect(SecItemDelete(bare) == errSecParam)
    #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as? String
      == "The specified item could not be found in the keychain.")
  }
}
