// What Apple's Foundation has and swift-corelibs-foundation lacks, where UIKit code meets it.
import Foundation

/// `ProcessInfo()`: on Apple platforms NSObject's public `init()` makes a process info; on
/// Linux that initializer is internal, so code that writes `ProcessInfo().environment` (test
/// code checking the simulator, say) gets the shared one from here.
public func ProcessInfo() -> Foundation.ProcessInfo { .processInfo }
