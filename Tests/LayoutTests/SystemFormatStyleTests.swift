@testable import Cellshot
import Foundation
import Testing

/// iOS 18's live time styles, written as an iPhone in US English writes them.
@Suite struct SystemFormatStyleTests {
  let anchor = Date(timeIntervalSince1970: 1_700_000_000)  // Tuesday, November 14, 2023

  func text<F: FormatStyle>(_ style: F, at seconds: Double) -> String
  where F.FormatInput == Date, F.FormatOutput == AttributedString {
    String(style.format(anchor.addingTimeInterval(seconds)).characters)
  }

  @Test func offsetsInUnitsOrOnAClock() {
    #expect(text(.offset(to: anchor), at: 222) == "3 minutes, 42 seconds")
    #expect(text(.offset(to: anchor), at: -5) == "\u{2212}5 seconds")
    #expect(text(.offset(to: anchor, sign: .always(includingZero: false)), at: 5) == "+5 seconds")
    #expect(text(.offset(to: anchor, sign: .never), at: -5) == "5 seconds")
    #expect(text(.offset(to: anchor), at: 3_600 + 34 * 60 + 23) == "1 hour, 34 minutes")
    #expect(text(.offset(to: anchor, maxFieldCount: 1), at: 5_663) == "1 hour")
    #expect(text(.offset(to: anchor, allowedFields: [.minute, .second]), at: 332) == "5:32")
    #expect(text(.offset(to: anchor, allowedFields: [.hour, .minute, .second], maxFieldCount: 3),
                 at: 5_025) == "1:23:45")
  }

  @Test func timersCountDownAndUp() {
    let interval = anchor..<anchor.addingTimeInterval(300)
    #expect(text(.timer(countingDownIn: interval), at: 0) == "5:00")
    #expect(text(.timer(countingDownIn: interval), at: 43) == "4:17")
    #expect(text(.timer(countingUpIn: interval), at: 43) == "0:43")
    let long = anchor..<anchor.addingTimeInterval(5_400)
    #expect(text(.timer(countingDownIn: long), at: 0) == "1:30:00")
    #expect(text(.timer(countingDownIn: long, showsHours: false), at: 0) == "90:00")
  }

  @Test func stopwatchesShowHundredths() {
    #expect(text(.stopwatch(startingAt: anchor), at: 5.23) == "00:05.23")
    #expect(text(.stopwatch(startingAt: anchor), at: 3_600) == "01:00:00.00")
    #expect(text(.stopwatch(startingAt: anchor, maxPrecision: .seconds(1)), at: 83.4) == "01:23")
    #expect(text(.stopwatch(startingAt: anchor, maxFieldCount: 3), at: 5_025.67) == "01:23:45")
  }

  @Test func referencesAreRelativeNearAndDatesFar() {
    let soon = anchor.addingTimeInterval(300)
    #expect(String(SystemFormatStyle.DateReference(to: soon).format(anchor).characters)
            == "in 5 minutes")
    let earlier = anchor.addingTimeInterval(-3 * 86_400)
    #expect(String(SystemFormatStyle.DateReference(to: earlier).format(anchor).characters)
            == "3 days ago")
    #expect(String(SystemFormatStyle.DateReference(to: anchor.addingTimeInterval(20))
      .format(anchor).characters) == "now")
    let far = Date(timeIntervalSince1970: 1_560_000_000)  // June 8, 2019
    #expect(String(SystemFormatStyle.DateReference(to: far).format(anchor).characters)
            == "June 2019")
  }

  @Test @MainActor func textShowsTheSourceNow() {
    let start = Date().addingTimeInterval(-42)
    let texts = resolvedTexts(Text(.currentDate, format: .timer(countingUpIn:
      start..<start.addingTimeInterval(600))))
    #expect(texts == ["0:42"] || texts == ["0:43"])
  }
}
