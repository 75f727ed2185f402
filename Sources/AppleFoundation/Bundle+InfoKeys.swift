// Core Foundation's keys of a bundle's Info.plist, which iOS's Foundation brings along:
// `Bundle.main.infoDictionary?[String(kCFBundleVersionKey)]`. Strings here (CFString on iOS),
// so `String(key)` and `key as String` read the same.

public let kCFBundleVersionKey = "CFBundleVersion"
public let kCFBundleNameKey = "CFBundleName"
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
public let kCFBundleExecutableKey = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
