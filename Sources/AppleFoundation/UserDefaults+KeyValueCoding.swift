// Key-value coding's setter and getter on UserDefaults, which apps call to store a setting
// (`UserDefaults.standard.setValue(name, forKey: "name")`): on iOS they come from NSObject's
// key-value coding, which Linux's Foundation lacks. For UserDefaults they store and read the
// value as `set(_:forKey:)` and `object(forKey:)` do, which is what iOS's implementation does.
import Foundation

extension UserDefaults {
  /// Stores `value` for `key` (nil removes it), as `set(_:forKey:)`.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

  /// The value stored for `key`, as `object(forKey:)`.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}
