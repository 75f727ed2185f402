// AppleFoundation: what `import Foundation` gives on iOS and Linux's Foundation lacks, for the
// files of an app that import Foundation alone (view models, services). Apple's Foundation
// re-exports Observation (`@Observable`) and declares Combine's `ObservableObject` and
// `Published` as its own; URLSession lives in Foundation there, in FoundationNetworking here.
// A target gets it in every file with one setting of its manifest (the README's "Run your
// SwiftUI snapshot tests on Linux"): `-Xfrontend -import-module -Xfrontend AppleFoundation`.
// Never imported by Cellshot. Beside this file, one file a topic:
//   NSPredicate+Format.swift     NSPredicate(format:) over the PredicateFormat module's engine
//                                (lexer, parser, evaluator, key-value reading through Mirror)
//   RelativeDateTimeFormatter    "2 hours ago", "yesterday", in iOS 17's English
//   URL+Directories.swift        URL.documentsDirectory and the user's other directories
//   ProcessInfo+Device.swift     thermal state, Low Power Mode, iOS-app-on-Mac: an iPhone's
// and the Security module, re-exported. Cellshot's Foundation stand-ins that SwiftUI's own API
// names (`LocalizedStringResource`, `String.LocalizationValue`, `FileWrapper`) live there and are
// named here.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
// iOS's Foundation brings Security's keychain (SecItemAdd...) and the Core Foundation names
// it is written in (CFDictionary, CFString).
@_exported import Security
import Cellshot

/// Combine's `ObservableObject`, as Apple's Foundation names it.
public typealias ObservableObject = Cellshot.ObservableObject

/// Combine's `Published`, as Apple's Foundation names it.
public typealias Published = Cellshot.Published

/// Foundation's string to localize later, which Cellshot keeps beside `Text` (which draws it);
/// `String.LocalizationValue` and `String(localized:)` come with it.
public typealias LocalizedStringResource = Cellshot.LocalizedStringResource

/// Foundation's protocol of a type that names its own localizable text.
public typealias CustomLocalizedStringResourceConvertible =
  Cellshot.CustomLocalizedStringResourceConvertible

/// Foundation's file or folder in memory, which SwiftUI's documents hand their editor.
public typealias FileWrapper = Cellshot.FileWrapper

extension URL {
  /// Access to a file outside the sandbox: there is no sandbox here, so access is granted.
  public func startAccessingSecurityScopedResource() -> Bool { true }
  public func stopAccessingSecurityScopedResource() {}
}
