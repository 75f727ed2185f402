// _Testing_CoreGraphics: an empty module, for Linux. Swift Testing declares a cross-import
// overlay of that name for CoreGraphics (Testing.swiftcrossimport), which the Linux toolchain
// does not ship, so a file importing both `Testing` and a module named `CoreGraphics` (directly,
// or through `SwiftUI`, which re-exports it) fails with "no such module
// '_Testing_CoreGraphics'". This module is found in its place. Takes nothing, gives nothing,
// imports nothing.
