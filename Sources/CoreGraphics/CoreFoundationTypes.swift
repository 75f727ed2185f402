// The Core Foundation names Apple's C APIs are written in (the keychain's, Core Graphics' and
// Core Text's), which Linux's Foundation does not export: each is its toll-free bridged
// Foundation class, so that `query as CFDictionary`, `kSecClass as String`, `url as CFURL`,
// `result as? Data` and `kCFBooleanTrue!` read as on iOS. A file that also imports the
// toolchain's own CoreFoundation module sees two `CFString`s.
import Foundation

/// Core Foundation's string: NSString, to which it is toll-free bridged.
public typealias CFString = NSString
/// Core Foundation's dictionary: NSDictionary.
public typealias CFDictionary = NSDictionary
/// Core Foundation's array: NSArray.
public typealias CFArray = NSArray
/// Core Foundation's data: NSData.
public typealias CFData = NSData
/// Core Foundation's URL: NSURL.
public typealias CFURL = NSURL
/// Core Foundation's error: NSError, which `Unmanaged<CFError>` out-parameters carry.
public typealias CFError = NSError
/// Core Foundation's number: NSNumber.
public typealias CFNumber = NSNumber
/// Core Foundation's Boolean: an NSNumber holding one.
public typealias CFBoolean = NSNumber
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A result code of Apple's C APIs (0 is success).
public typealias OSStatus = Int32

/// Core Foundation's true.
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
/// Core Foundation's false.
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }
