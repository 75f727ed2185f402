// CoreGraphics on Linux: `import CoreGraphics` compiles, and brings what Foundation holds of it
// there (CGFloat, CGPoint, CGSize, CGRect). CGAffineTransform and CGVector are Cellshot's (with
// `import SwiftUI` or `import Cellshot`). Names only; never imported by Cellshot.
@_exported import Foundation
