// UIKit's text input traits that SwiftUI's keyboard modifiers take: which keyboard, what a
// field holds (for autofill), how it capitalizes. A picture has no keyboard up; they are values.

/// Which keyboard a field brings up.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How a field capitalizes what is typed (UIKit's, which `.autocapitalization` takes).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether a field corrects what is typed.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// The label of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// What a field holds, for autofill.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  public static let addressState = UITextContentType(rawValue: "addressState")
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
  public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
  public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
  public static let cellularEID = UITextContentType(rawValue: "cellularEID")
  public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
  public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
  public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
  public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
  public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
  public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  public static let creditCardType = UITextContentType(rawValue: "creditCardType")
  public static let dateTime = UITextContentType(rawValue: "dateTime")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let location = UITextContentType(rawValue: "location")
  public static let middleName = UITextContentType(rawValue: "middleName")
  public static let name = UITextContentType(rawValue: "name")
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let password = UITextContentType(rawValue: "password")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let username = UITextContentType(rawValue: "username")
}
