// The keychain's keys and values and its result codes, with the values iOS gives them (the
// four-letter attribute codes of Security's headers, the OSStatus numbers of SecBase.h).
import CoreGraphics
import Foundation

// MARK: Item classes

public var kSecClass: CFString { "class" }
public var kSecClassGenericPassword: CFString { "genp" }
public var kSecClassInternetPassword: CFString { "inet" }
public var kSecClassCertificate: CFString { "cert" }
public var kSecClassKey: CFString { "keys" }
public var kSecClassIdentity: CFString { "idnt" }

// MARK: Attributes

public var kSecAttrAccessGroup: CFString { "agrp" }
public var kSecAttrAccessible: CFString { "pdmn" }
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" }
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" }
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" }
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" }
public var kSecAttrAccount: CFString { "acct" }
public var kSecAttrAuthenticationType: CFString { "atyp" }
public var kSecAttrComment: CFString { "icmt" }
public var kSecAttrCreationDate: CFString { "cdat" }
public var kSecAttrCreator: CFString { "crtr" }
public var kSecAttrDescription: CFString { "desc" }
public var kSecAttrGeneric: CFString { "gena" }
public var kSecAttrIsInvisible: CFString { "invi" }
public var kSecAttrIsNegative: CFString { "nega" }
public var kSecAttrLabel: CFString { "labl" }
public var kSecAttrModificationDate: CFString { "mdat" }
public var kSecAttrPath: CFString { "path" }
public var kSecAttrPort: CFString { "port" }
public var kSecAttrProtocol: CFString { "ptcl" }
public var kSecAttrSecurityDomain: CFString { "sdmn" }
public var kSecAttrServer: CFString { "srvr" }
public var kSecAttrService: CFString { "svce" }
public var kSecAttrSynchronizable: CFString { "sync" }
public var kSecAttrSynchronizableAny: CFString { "syna" }
public var kSecAttrType: CFString { "type" }

// MARK: Values, results and search

public var kSecValueData: CFString { "v_Data" }
public var kSecValueRef: CFString { "v_Ref" }
public var kSecValuePersistentRef: CFString { "v_PersistentRef" }
public var kSecReturnData: CFString { "r_Data" }
public var kSecReturnAttributes: CFString { "r_Attributes" }
public var kSecReturnRef: CFString { "r_Ref" }
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" }
public var kSecMatchLimit: CFString { "m_Limit" }
public var kSecMatchLimitOne: CFString { "m_LimitOne" }
public var kSecMatchLimitAll: CFString { "m_LimitAll" }
public var kSecUseDataProtectionKeychain: CFString { "nleg" }

// MARK: Result codes

public var errSecSuccess: OSStatus { 0 }
public var errSecUnimplemented: OSStatus { -4 }
public var errSecParam: OSStatus { -50 }
public var errSecAllocate: OSStatus { -108 }
public var errSecNotAvailable: OSStatus { -25291 }
public var errSecAuthFailed: OSStatus { -25293 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }
public var errSecInteractionNotAllowed: OSStatus { -25308 }
public var errSecDecode: OSStatus { -26275 }
public var errSecMissingEntitlement: OSStatus { -34018 }

/// What a result code means, as `SecCopyErrorMessageString` says it on iOS.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?)
  -> CFString?
{
  let message: String
  switch status {
  case errSecSuccess: message = "No error."
  case errSecUnimplemented: message = "Function or operation not implemented."
  case errSecParam: message = "One or more parameters passed to a function were not valid."
  case errSecAllocate: message = "Failed to allocate memory."
  case errSecNotAvailable: message = "No keychain is available. You may need to restart your "
    + "computer."
  case errSecAuthFailed: message = "The user name or passphrase you entered is not correct."
  case errSecDuplicateItem: message = "The specified item already exists in the keychain."
  case errSecItemNotFound: message = "The specified item could not be found in the keychain."
  case errSecInteractionNotAllowed: message = "User interaction is not allowed."
  case errSecDecode: message = "Unable to decode the provided data."
  case errSecMissingEntitlement: message = "A required entitlement isn't present."
  default: message = "OSStatus \(status)"
  }
  return message as CFString
}
