// _Testing_UIKit: an empty module, for Linux. Swift Testing declares a cross-import overlay of
// that name for UIKit (Testing.swiftcrossimport), which the Linux toolchain does not ship, so a
// file importing both `Testing` and a module named `UIKit` (directly, or through `SwiftUI`,
// which re-exports it) fails with "no such module '_Testing_UIKit'". This module is found in its
// place. Takes nothing, gives nothing, imports nothing.
