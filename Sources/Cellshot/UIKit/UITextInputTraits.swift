public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Sendable, Hashable {
  let name: String
  public static let name = UITextContentType(name: "name")
  public static let username = UITextContentType(name: "username")
  public static let password = UITextContentType(name: "password")
  public static let newPassword = UITextContentType(name: "newPassword")
  public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
  public static let emailAddress = UITextContentType(name: "emailAddress")
  public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
  public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
  public static let postalCode = UITextContentType(name: "postalCode")
  public static let URL = UITextContentType(name: "URL")
}

/// When a text field capitalizes what is typed (SwiftUI's `autocapitalization(_:)` takes it).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
