// A placemark's address as Contacts writes addresses (`CLPlacemark.postalAddress`), made from
// its fields as iOS makes it: the street number and street, the city, the state, the postal
// code, the country.
import Contacts

extension CLPlacemark {
  /// The placemark's address, or nil when it has none of an address's fields.
  public var postalAddress: CNPostalAddress? {
    let fields = [thoroughfare, locality, administrativeArea, postalCode, country]
    guard fields.contains(where: { $0 != nil }) else { return nil }
    let address = CNMutablePostalAddress()
    address.street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
    address.subLocality = subLocality ?? ""
    address.city = locality ?? ""
    address.subAdministrativeArea = subAdministrativeArea ?? ""
    address.state = administrativeArea ?? ""
    address.postalCode = postalCode ?? ""
    address.country = country ?? ""
    address.isoCountryCode = isoCountryCode ?? ""
    return address.copy() as? CNPostalAddress
  }
}
