import AppleFoundation
import Foundation
import PredicateFormat
import Testing

/// What AppleFoundation adds to Linux's Foundation: NSPredicate's format strings, parsed and
/// evaluated as iOS does, and RelativeDateTimeFormatter's English as iOS 17 writes it.
@Suite struct AppleFoundationTests {
  /// Core Foundation's Info.plist keys, read as iOS code reads them.
  /// A folder watched as an app watches it on iOS: the source resumes, never fires (nothing
  /// changes while a picture is drawn), and runs its cancel handler when cancelled.
  @Test func aFileSystemSourceIsQuietAndCancels() {
    let descriptor = open(NSTemporaryDirectory(), O_EVTONLY)
    #expect(descriptor >= 0)
    let source = DispatchSource.makeFileSystemObjectSource(
      fileDescriptor: descriptor, eventMask: .write, queue: DispatchQueue(label: "watch"))
    let cancelled = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var fired = false
    source.setEventHandler { fired = true }
    source.setCancelHandler {
      close(descriptor)
      cancelled.signal()
    }
    source.resume()
    #expect(source.data == 0 && !source.isCancelled)
    source.cancel()
    #expect(cancelled.wait(timeout: .now() + 10) == .success)
    #expect(source.isCancelled && !fired)
  }

  /// The iPhone in a picture is signed out of iCloud: no container, no token.
  @Test func iCloudIsSignedOut() {
    #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
    #expect(FileManager.default.ubiquityIdentityToken == nil)
  }

  /// An app group's container is a folder the app can write, the same one each time.
  @Test func appGroupContainersAreFolders() throws {
    let group = "group.com.example.shared-\(ProcessInfo.processInfo.processIdentifier)"
    let url = try #require(FileManager.default
      .containerURL(forSecurityApplicationGroupIdentifier: group))
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(url.lastPathComponent == group)
    try Data("shared".utf8).write(to: url.appendingPathComponent("cache.json"))
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == url)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
  }

  @Test func bundleInfoKeysAreTheirPlistNames() {
    #expect(String(kCFBundleVersionKey) == "CFBundleVersion")
    #expect((kCFBundleIdentifierKey as String) == "CFBundleIdentifier")
    #expect(Bundle.main.infoDictionary?[kCFBundleNameKey] as? String == nil
            || Bundle.main.infoDictionary?[kCFBundleNameKey] is String)
  }

  // MARK: NSPredicate(format:)

  /// An address check as sign-up forms write it: a local part, an @, a domain with a dot.
  static let emailPattern = #"[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#

  @Test(arguments: [
    ("ann.lee+news@mail.example.org", true), ("a@b.io", true), ("ann@localhost", false),
    ("@example.com", false), ("ann lee@example.com", false), ("ann@example.com\n", false),
  ])
  func emailValidationMatchesTheWholeString(address: String, valid: Bool) {
    let predicate = NSPredicate(format: "SELF MATCHES %@", Self.emailPattern)
    #expect(predicate.evaluate(with: address) == valid)
  }

  /// Password rules as forms test them, one pattern a rule.
  @Test(arguments: [
    (".*[A-Z].*", "secret1!", false), (".*[A-Z].*", "Secret1!", true),
    (".*[0-9].*", "Secret!", false), (".*[0-9].*", "Secret1", true),
    (".*[!@#$%^&*].*", "Secret1", false), (".*[!@#$%^&*].*", "Secret1#", true),
    (".{8,}", "Sh0rt!", false), (".{8,}", "L0ngEnough!", true),
  ])
  func passwordRulesMatchAsOnIOS(pattern: String, password: String, passes: Bool) {
    #expect(NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: password) == passes)
  }

  @Test func matchesNeedsTheWholeStringAndAnyAlternativeMayGiveIt() throws {
    #expect(try evaluate("SELF MATCHES 'a|ab'", "ab"))
    #expect(try !evaluate("SELF MATCHES 'b'", "abc"))
    #expect(try evaluate("SELF MATCHES[c] 'ABC'", "abc"))
    #expect(throws: PredicateFormatError.self) { try evaluate("SELF MATCHES 'a)(b'", "ab") }
  }

  struct Member {
    var name: String
    var age: Int
    var email: String?
    var tags: [String]
  }

  static let members = [
    Member(name: "Ann", age: 34, email: "ann@example.com", tags: ["admin", "ios"]),
    Member(name: "Åsa", age: 17, email: nil, tags: []),
    Member(name: "bob", age: 51, email: "bob@example.com", tags: ["ios"]),
  ]

  @Test(arguments: [
    ("age >= 18", ["Ann", "bob"]),
    ("age > 18 AND name BEGINSWITH[c] 'B'", ["bob"]),
    ("age < 18 OR tags CONTAINS 'admin'", ["Ann", "Åsa"]),
    ("NOT (age BETWEEN {18, 40})", ["Åsa", "bob"]),
    ("email == nil", ["Åsa"]),
    ("email ENDSWITH '@example.com' && !(name == 'Ann')", ["bob"]),
    ("tags.@count == 1 OR name IN {'Åsa', 'Zoe'}", ["Åsa", "bob"]),
    ("ANY tags == 'ios'", ["Ann", "bob"]),
    ("ALL tags == 'ios'", ["Åsa", "bob"]),
    ("NONE tags BEGINSWITH 'ad'", ["Åsa", "bob"]),
    ("name LIKE[c] '?n*'", ["Ann"]),
    ("age * 2 + 1 > 60 AND name.length == 3", ["Ann", "bob"]),
  ])
  func structsAreFilteredByTheirStoredProperties(format: String, expected: [String]) {
    let predicate = NSPredicate(format: format)
    #expect(Self.members.filter { predicate.evaluate(with: $0) }.map(\.name) == expected)
  }

  @Test func optionsMakeComparisonsCaseAndDiacriticInsensitive() throws {
    #expect(try evaluate("SELF == 'Café'", "Café"))
    #expect(try !evaluate("SELF == 'cafe'", "Café"))
    #expect(try !evaluate("SELF ==[c] 'cafe'", "Café"))
    #expect(try !evaluate("SELF ==[d] 'cafe'", "Café"))
    #expect(try evaluate("SELF ==[cd] 'CAFE'", "Café"))
    #expect(try evaluate("SELF CONTAINS[cd] 'AFE'", "Café"))
    #expect(try evaluate("SELF BEGINSWITH[c] 'ÅS'", "Åsa"))
    #expect(try evaluate("SELF IN[c] {'x', 'CAFÉ'}", "Café"))
  }

  @Test func argumentsAreTakenInOrderAndNeverInsideQuotes() throws {
    let dictionary: [String: Any] = ["name": "Ann", "age": 34, "city": ["name": "Oslo"]]
    let byArray = NSPredicate(format: "%K == %@ AND %K > %d", argumentArray: ["name", "Ann",
                                                                              "age", 30])
    #expect(byArray.evaluate(with: dictionary))
    #expect(NSPredicate(format: "%K ==[c] %@", "city.name", "OSLO").evaluate(with: dictionary))
    #expect(NSPredicate(format: "age == %f", 34.0).evaluate(with: dictionary))
    #expect(NSPredicate(format: "SELF == '%@'").evaluate(with: "%@"))
    #expect(NSPredicate(format: "missing == nil").evaluate(with: dictionary))
    #expect(throws: PredicateFormatError.insufficientArguments) {
      try ParsedPredicate(format: "name == %@", arguments: [])
    }
  }

  @Test func numbersCompareByValueWhateverTheirType() throws {
    #expect(try evaluate("SELF == 2", 2.0))
    #expect(try evaluate("SELF == YES", true))
    #expect(try evaluate("SELF == 0x1F AND SELF == 0b11111 AND SELF < 3.2e1", 31))
    #expect(try !evaluate("SELF == '2'", 2))
    #expect(try !evaluate("SELF > 1", nil))
    #expect(throws: PredicateFormatError.self) { try evaluate("SELF < 'a'", 1) }
  }

  @Test func predicatesComposeAndFilterAsFoundationsDo() {
    let adult = NSPredicate(format: "age >= %d", 18)
    let named = NSPredicate(format: "name CONTAINS[c] %@", "b")
    let both = NSCompoundPredicate(andPredicateWithSubpredicates: [adult, named])
    #expect(Self.members.filter { both.evaluate(with: $0) }.map(\.name) == ["bob"])
    let names = ["Ann", "Bob", "Cy"] as NSArray
    #expect(names.filtered(using: NSPredicate(format: "SELF LIKE '?o?'")) as? [String] == ["Bob"])
  }

  @Test(arguments: ["name ==", "name = 'a", "(age > 1", "age >< 3", "name CONTAINS[x] 'a'",
                    "SIZE == 1", "a == 1 b == 2", String(repeating: "(", count: 250) + "a == 1"])
  func malformedFormatsAreRejected(format: String) {
    #expect(throws: PredicateFormatError.self) {
      try ParsedPredicate(format: format, arguments: [])
    }
  }

  @Test func aKeyTheObjectLacksIsAnError() {
    #expect(throws: PredicateFormatError.self) {
      try ParsedPredicate(format: "nickname == 'a'", arguments: []).evaluate(Self.members[0])
    }
  }

  @Test func aDictionaryCountsItsEntriesAndHasNoOtherCollectionOperator() throws {
    let object: [String: Any] = ["scores": ["ann": 3, "bob": 5, "cy": 8]]
    #expect(try evaluate("scores.@count == 3", object))
    #expect(throws: PredicateFormatError.self) { try evaluate("scores.@sum == 16", object) }
  }

  /// Equal dictionaries may list their entries in different orders; a reason names them in one.
  @Test func reasonsNameADictionarysEntriesInOneOrder() throws {
    func reason(_ format: String, _ object: Any?, _ bindings: [String: Any]?) -> String? {
      do {
        _ = try ParsedPredicate(format: format, arguments: []).evaluate(object, bindings: bindings)
        return nil
      } catch {
        return error.description
      }
    }
    let keys = (0..<16).map { "key\($0)" }
    var forward: [String: Any] = [:]
    var backward: [String: Any] = [:]
    for key in keys { forward[key] = 1 }
    for key in keys.reversed() { backward[key] = 1 }
    #expect(reason("SELF < 1", forward, nil) == reason("SELF < 1", backward, nil))
    #expect(reason("SELF < 1", forward, nil)?.hasPrefix("Can't compare {key0 = 1, key1 = 1,")
      == true)
    #expect(reason("$x == 1", nil, forward) == reason("$x == 1", nil, backward))
    #expect(reason("$x == 1", nil, forward)?.contains(#"["key0", "key1", "key10""#) == true)
  }

  private func evaluate(_ format: String, _ object: Any?) throws -> Bool {
    try ParsedPredicate(format: format, arguments: []).evaluate(object)
  }

  // MARK: RelativeDateTimeFormatter

  /// 2024-03-15 12:00 UTC.
  static let reference = Date(timeIntervalSince1970: 1_710_504_000)

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  /// Seconds from the reference, then iOS's numeric and named strings for full, spelled-out,
  /// short and abbreviated units.
  static let relativeGrid: [(Double, [String], [String])] = [
    (0.0, ["in 0 seconds", "in zero seconds", "in 0 sec.", "in 0s"],
     ["now", "now", "now", "now"]),
    (0.9, ["in 0 seconds", "in zero seconds", "in 0 sec.", "in 0s"],
     ["now", "now", "now", "now"]),
    (-59, ["59 seconds ago", "fifty-nine seconds ago", "59 sec. ago", "59s ago"],
     ["59 seconds ago", "fifty-nine seconds ago", "59 sec. ago", "59s ago"]),
    (90, ["in 1 minute", "in one minute", "in 1 min.", "in 1m"],
     ["in 1 minute", "in one minute", "in 1 min.", "in 1m"]),
    (-7_200, ["2 hours ago", "two hours ago", "2 hr. ago", "2h ago"],
     ["2 hours ago", "two hours ago", "2 hr. ago", "2h ago"]),
    (-129_600, ["1 day ago", "one day ago", "1 day ago", "1d ago"],
     ["yesterday", "yesterday", "yesterday", "yesterday"]),
    (86_400, ["in 1 day", "in one day", "in 1 day", "in 1d"],
     ["tomorrow", "tomorrow", "tomorrow", "tomorrow"]),
    (172_800, ["in 2 days", "in two days", "in 2 days", "in 2d"],
     ["in 2 days", "in two days", "in 2 days", "in 2d"]),
    (-864_000, ["1 week ago", "one week ago", "1 wk. ago", "1w ago"],
     ["last week", "last week", "last wk.", "last wk."]),
    (1_209_600, ["in 2 weeks", "in two weeks", "in 2 wk.", "in 2w"],
     ["in 2 weeks", "in two weeks", "in 2 wk.", "in 2w"]),
    (-3_024_000, ["1 month ago", "one month ago", "1 mo. ago", "1mo ago"],
     ["last month", "last month", "last mo.", "last mo."]),
    (34_560_000, ["in 1 year", "in one year", "in 1 yr.", "in 1y"],
     ["next year", "next year", "next yr.", "next yr."]),
    (-94_694_400, ["3 years ago", "three years ago", "3 yr. ago", "3y ago"],
     ["3 years ago", "three years ago", "3 yr. ago", "3y ago"]),
  ]

  @Test(arguments: relativeGrid)
  func relativeDatesReadAsOnIOS(seconds: Double, numeric: [String], named: [String]) {
    let formatter = RelativeDateTimeFormatter()
    formatter.calendar = Self.utc
    let styles: [RelativeDateTimeFormatter.UnitsStyle] = [.full, .spellOut, .short, .abbreviated]
    let date = Self.reference.addingTimeInterval(seconds)
    for (index, style) in styles.enumerated() {
      formatter.unitsStyle = style
      formatter.dateTimeStyle = .numeric
      #expect(formatter.localizedString(for: date, relativeTo: Self.reference) == numeric[index])
      formatter.dateTimeStyle = .named
      #expect(formatter.localizedString(for: date, relativeTo: Self.reference) == named[index])
    }
  }

  @Test func componentsSayTheirLargestUnit() {
    let formatter = RelativeDateTimeFormatter()
    #expect(formatter.localizedString(from: DateComponents(day: -2)) == "2 days ago")
    #expect(formatter.localizedString(from: DateComponents(hour: 3, minute: 20)) == "in 3 hours")
    #expect(formatter.localizedString(from: DateComponents(year: -1_234)) == "1,234 years ago")
    formatter.dateTimeStyle = .named
    #expect(formatter.localizedString(from: DateComponents(day: 0)) == "today")
    formatter.formattingContext = .beginningOfSentence
    #expect(formatter.localizedString(from: DateComponents(day: -1)) == "Yesterday")
    #expect(formatter.localizedString(from: DateComponents(minute: 5)) == "In 5 minutes")
    #expect(formatter.string(for: "not a date") == nil)
  }

  // MARK: The user's directories and the device

  @Test func directoriesAreWhereFileManagerPutsThem() throws {
    let manager = FileManager.default
    #expect(URL.documentsDirectory == manager.urls(for: .documentDirectory, in: .userDomainMask)[0])
    #expect(URL.cachesDirectory == manager.urls(for: .cachesDirectory, in: .userDomainMask)[0])
    #expect(URL.libraryDirectory.deletingLastPathComponent().standardizedFileURL
      == manager.homeDirectoryForCurrentUser.standardizedFileURL)
    #expect(try URL(for: .documentDirectory, in: .userDomainMask) == URL.documentsDirectory)
    #expect(ProcessInfo.processInfo.thermalState == .nominal)
    #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
  }

  @Test func userDefaultsTakeKeyValueCodingsSetter() throws {
    let defaults = try #require(UserDefaults(suiteName: "cellshot-kvc-\(UUID().uuidString)"))
    defaults.setValue("Ada", forKey: "name")
    #expect(defaults.string(forKey: "name") == "Ada")
    #expect(defaults.value(forKey: "name") as? String == "Ada")
    defaults.setValue(nil, forKey: "name")
    #expect(defaults.object(forKey: "name") == nil)
  }
}
