// Contacts on Linux: postal addresses (`CNPostalAddress`, its mutable form) and their formatter,
// which writes an address as a United States envelope does (street; city, state and postal code;
// country), iOS's format for an English-language device. There is no contact store: the
// contacts an app reads live on a phone.
import Foundation

/// A postal address, as Contacts' `CNPostalAddress`.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The street, with its number (e.g. "1 Infinite Loop").
  open internal(set) var street = ""
  open internal(set) var subLocality = ""
  /// The city.
  open internal(set) var city = ""
  open internal(set) var subAdministrativeArea = ""
  /// The state or province.
  open internal(set) var state = ""
  open internal(set) var postalCode = ""
  open internal(set) var country = ""
  /// The country's ISO 3166-1 code, e.g. "us".
  open internal(set) var isoCountryCode = ""

  public override init() {}

  public func copy(with zone: NSZone? = nil) -> Any { copied(into: CNPostalAddress()) }

  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    copied(into: CNMutablePostalAddress())
  }

  func copied<A: CNPostalAddress>(into address: A) -> A {
    address.street = street
    address.subLocality = subLocality
    address.city = city
    address.subAdministrativeArea = subAdministrativeArea
    address.state = state
    address.postalCode = postalCode
    address.country = country
    address.isoCountryCode = isoCountryCode
    return address
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CNPostalAddress else { return false }
    return street == other.street && subLocality == other.subLocality && city == other.city
      && subAdministrativeArea == other.subAdministrativeArea && state == other.state
      && postalCode == other.postalCode && country == other.country
      && isoCountryCode == other.isoCountryCode
  }

  open override var hash: Int { [street, city, postalCode].hashValue }

  /// The name of an address's field, as iOS says it in English.
  public class func localizedString(forKey key: String) -> String {
    switch key {
    case CNPostalAddressStreetKey: return "Street"
    case CNPostalAddressSubLocalityKey: return "Sub-locality"
    case CNPostalAddressCityKey: return "City"
    case CNPostalAddressSubAdministrativeAreaKey: return "Sub-administrative area"
    case CNPostalAddressStateKey: return "State"
    case CNPostalAddressPostalCodeKey: return "ZIP"
    case CNPostalAddressCountryKey: return "Country"
    case CNPostalAddressISOCountryCodeKey: return "ISO country code"
    default: return key
    }
  }
}

/// A postal address whose fields can be set.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
  open override var street: String { get { super.street } set { super.street = newValue } }
  open override var subLocality: String {
    get { super.subLocality } set { super.subLocality = newValue }
  }
  open override var city: String { get { super.city } set { super.city = newValue } }
  open override var subAdministrativeArea: String {
    get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue }
  }
  open override var state: String { get { super.state } set { super.state = newValue } }
  open override var postalCode: String {
    get { super.postalCode } set { super.postalCode = newValue }
  }
  open override var country: String { get { super.country } set { super.country = newValue } }
  open override var isoCountryCode: String {
    get { super.isoCountryCode } set { super.isoCountryCode = newValue }
  }
}

public let CNPostalAddressStreetKey = "street"
public let CNPostalAddressSubLocalityKey = "subLocality"
public let CNPostalAddressCityKey = "city"
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
public let CNPostalAddressStateKey = "state"
public let CNPostalAddressPostalCodeKey = "postalCode"
public let CNPostalAddressCountryKey = "country"
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// Writes a postal address as lines, as Contacts' `CNPostalAddressFormatter`.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
  /// The formatter's styles: the one there is, a mailing address.
  public enum Style: Int, Sendable {
    case mailingAddress = 0
  }

  open var style: Style = .mailingAddress

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `postalAddress` as `style` writes it.
  public class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
    CNPostalAddressFormatter().string(from: postalAddress)
  }

  /// The address's lines, joined by newlines, as an envelope in the United States shows them:
  /// the street, then "City State PostalCode", then the country; empty fields are left out.
  open func string(from postalAddress: CNPostalAddress) -> String {
    let cityLine = [postalAddress.city,
                    [postalAddress.state, postalAddress.postalCode]
                      .filter { !$0.isEmpty }.joined(separator: " ")]
      .filter { !$0.isEmpty }.joined(separator: " ")
    return [postalAddress.street, cityLine, postalAddress.country]
      .filter { !$0.isEmpty }.joined(separator: "\n")
  }

  open override func string(for obj: Any?) -> String? {
    (obj as? CNPostalAddress).map { string(from: $0) }
  }
}
