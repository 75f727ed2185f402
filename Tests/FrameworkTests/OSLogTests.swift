import AppleFoundation
import Foundation
@testable import os
import OSLog
import os.log
import Testing

/// Logging, locks and signposts as app code writes them under `import os` / `import OSLog`.
@Suite struct OSLogTests {
  @Test func messagesAreFormattedAsIOSFormatsThem() {
    let count = 42, ratio = 0.5, name = "Ada", on = true
    let message: OSLogMessage = """
      \(count) \(count, format: .hex) \(count, format: .hex(includePrefix: true, minDigits: 4)) \
      \(count, format: .decimal(minDigits: 5), align: .right(columns: 7), privacy: .public)|\
      \(ratio, format: .fixed(precision: 2)) \(ratio) \(name, privacy: .private(mask: .hash)) \
      \(name, align: .left(columns: 5))| \(on) \(on, format: .answer) \(URL(string: "a:b")!) \
      \(Int8(-3), format: .octal(explicitPositiveSign: true)) \(type(of: name))
      """
    #expect(message.text == "42 2a 0x002a   00042|0.50 0.500000 Ada Ada  | true YES a:b -3 "
            + "Swift.String")
    #expect(OSLogMessage("plain").text == "plain")
  }

  @Test func loggersAndOSLogAcceptEveryLevel() {
    let logger = Logger(subsystem: "com.example.app", category: "feed")
    let id = UUID()
    logger.debug("loaded \(3) items for \(id, privacy: .public)")
    logger.info("info"); logger.notice("notice"); logger.warning("warning")
    logger.error("error \(0.25, format: .exponential)"); logger.fault("fault")
    logger.critical("critical"); logger.trace("trace")
    logger.log(level: .error, "level \(true)")
    Logger().log("default")
    let log = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
    Logger(log).info("from an OSLog")
    os_log("C format %{public}@ %d", log: log, type: .info, "text", 7)
    os_log(.error, log: .default, "typed %@", "value")
    os_log(.debug, log: log, "interpolated \(7)")
    os_log("a plain message")
    os_log("a count %d", 3)
    #expect(cFormatted("C format %{public}@ %d", ["text", 7]) == "C format text 7")
    #expect(OSLog.disabled.isEnabled(type: .error) == false)
    #expect(OSLogType.fault.rawValue == 0x11)
  }

  /// Messages reach standard error only when the process asks (CELLSHOT_OS_LOG=1), as Xcode's
  /// console shows them; otherwise a render's output stays its own.
  @Test func messagesAreWrittenWhenAsked() async throws {
    let result = try await #require(processExitsWith: .success,
                                    observing: [\.standardErrorContent]) {
      setenv("CELLSHOT_OS_LOG", "1", 1)
      Logger(subsystem: "com.example.app", category: "feed").error("disk \(42)")
      os_log("plain %d", log: .default, type: .info, 7)
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("[com.example.app:feed] Error: disk 42\n"), "\(text)")
    #expect(text.contains("Info: plain 7\n"), "\(text)")
  }

  /// An app reads its own messages back (OSLogStore), as an in-app log viewer does; objects
  /// Linux cannot pass as C variadics (`error as NSError`) are written as their descriptions.
  @Test func theStoreReadsBackThisProcesssMessages() throws {
    let subsystem = "com.example.store.\(UUID().uuidString)"
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let start = store.position(date: Date().addingTimeInterval(-1))
    Logger(subsystem: subsystem, category: "sync").info("synced \(3) items")
    os_log(.fault, log: OSLog(subsystem: subsystem, category: "sync"), "failed %@",
           NSError(domain: "Sync", code: 7) as NSError)
    Logger(subsystem: "com.example.other", category: "x").error("elsewhere")
    let entries = try store.getEntries(
      at: start, matching: NSPredicate(format: "subsystem BEGINSWITH %@", subsystem)
    ).compactMap { $0 as? OSLogEntryLog }
    #expect(entries.map(\.level) == [.info, .fault])
    #expect(entries.first?.composedMessage == "synced 3 items")
    #expect(entries.last?.composedMessage.hasPrefix("failed ") == true)
    #expect(entries.last?.composedMessage.contains("Sync") == true)
    #expect(entries.allSatisfy { $0.category == "sync" && $0.processIdentifier > 0 })
    let newestFirst = try store.getEntries(with: .reverse).compactMap { $0 as? OSLogEntryLog }
      .filter { $0.subsystem == subsystem }
    #expect(newestFirst.map(\.level) == [.fault, .info])
  }

  @Test func locksExcludeEachOther() async {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<1_000 { counter.withLock { $0 += 1 } } }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
    let plain = OSAllocatedUnfairLock()
    plain.lock()
    #expect(!plain.lockIfAvailable())
    plain.unlock()
    #expect(plain.withLock { "inside" } == "inside")
    var c = os_unfair_lock()
    os_unfair_lock_lock(&c)
    #expect(!os_unfair_lock_trylock(&c))
    os_unfair_lock_unlock(&c)
    #expect(os_unfair_lock_trylock(&c))
    os_unfair_lock_unlock(&c)
  }

  @Test func signpostsRunTheWorkTheyWrap() {
    let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)
    let id = signposter.makeSignpostID()
    let state = signposter.beginInterval("load", id: id, "page \(2)")
    signposter.endInterval("load", state)
    signposter.emitEvent("tap")
    #expect(signposter.withIntervalSignpost("sum") { 2 + 3 } == 5)
    os_signpost(.begin, log: .default, name: "work", signpostID: id)
    #expect(!signposter.isEnabled)
  }
}
