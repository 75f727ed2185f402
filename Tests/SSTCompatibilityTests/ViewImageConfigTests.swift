import SnapshotTesting
import SwiftUI
import Testing

/// The device presets at swift-snapshot-testing's sizes, safe areas and size classes.
@Suite struct ViewImageConfigTests {
  typealias Insets = (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

  func check(_ config: ViewImageConfig, _ width: CGFloat, _ height: CGFloat, _ insets: Insets,
             _ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass,
             sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(config.size == CGSize(width: width, height: height), sourceLocation: sourceLocation)
    #expect(config.safeArea == UIEdgeInsets(top: insets.top, left: insets.left,
                                            bottom: insets.bottom, right: insets.right),
            sourceLocation: sourceLocation)
    #expect(config.traits.horizontalSizeClass == horizontal, sourceLocation: sourceLocation)
    #expect(config.traits.verticalSizeClass == vertical, sourceLocation: sourceLocation)
  }

  @Test func phones() {
    check(.iPhoneSe, 320, 568, (20, 0, 0, 0), .compact, .regular)
    check(.iPhoneSe(.landscape), 568, 320, (0, 0, 0, 0), .compact, .compact)
    check(.iPhone8, 375, 667, (20, 0, 0, 0), .compact, .regular)
    check(.iPhone8Plus(.landscape), 736, 414, (0, 0, 0, 0), .regular, .compact)
    check(.iPhoneX, 375, 812, (44, 0, 34, 0), .compact, .regular)
    check(.iPhoneX(.landscape), 812, 375, (0, 44, 24, 44), .compact, .compact)
    check(.iPhoneXr(.landscape), 896, 414, (0, 44, 24, 44), .regular, .compact)
    check(.iPhoneXsMax, 414, 896, (44, 0, 34, 0), .compact, .regular)
    check(.iPhone12, 390, 844, (47, 0, 34, 0), .compact, .regular)
    check(.iPhone12Pro(.landscape), 844, 390, (0, 47, 21, 47), .compact, .compact)
    check(.iPhone12ProMax(.landscape), 926, 428, (0, 47, 21, 47), .regular, .compact)
    check(.iPhone13, 390, 844, (47, 0, 34, 0), .compact, .regular)
    check(.iPhone13Mini, 375, 812, (50, 0, 34, 0), .compact, .regular)
    check(.iPhone13Mini(.landscape), 812, 375, (0, 50, 21, 50), .compact, .compact)
    check(.iPhone13Pro, 390, 844, (47, 0, 34, 0), .compact, .regular)
    check(.iPhone13ProMax, 428, 926, (47, 0, 34, 0), .compact, .regular)
    check(.iPhone13ProMax(.landscape), 926, 428, (0, 47, 21, 47), .regular, .compact)
    #expect(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory == .medium)
    #expect(ViewImageConfig.iPhone13.traits.layoutDirection == .leftToRight)
  }

  @Test func tablets() {
    let top20: Insets = (20, 0, 0, 0)
    check(.iPadMini, 1024, 768, top20, .regular, .regular)
    check(.iPadMini(.portrait), 768, 1024, top20, .regular, .regular)
    check(.iPadMini(.landscape(splitView: .oneThird)), 320, 768, top20, .compact, .regular)
    check(.iPadMini(.landscape(splitView: .oneHalf)), 507, 768, top20, .compact, .regular)
    check(.iPadMini(.landscape(splitView: .twoThirds)), 694, 768, top20, .regular, .regular)
    check(.iPadMini(.portrait(splitView: .twoThirds)), 438, 1024, top20, .compact, .regular)
    check(.iPad9_7, 1024, 768, top20, .regular, .regular)
    check(.iPad10_2, 1080, 810, top20, .regular, .regular)
    check(.iPad10_2(.portrait(splitView: .oneThird)), 320, 1080, top20, .compact, .regular)
    check(.iPadPro10_5(.landscape(splitView: .oneHalf)), 551, 834, top20, .compact, .regular)
    check(.iPadPro10_5(.portrait), 834, 1112, top20, .regular, .regular)
    check(.iPadPro11, 1194, 834, (24, 0, 20, 0), .regular, .regular)
    check(.iPadPro11(.landscape(splitView: .oneThird)), 375, 834, (24, 0, 20, 0), .compact,
          .regular)
    check(.iPadPro11(.portrait(splitView: .twoThirds)), 504, 1194, (24, 0, 20, 0), .compact,
          .regular)
    check(.iPadPro12_9, 1366, 1024, top20, .regular, .regular)
    check(.iPadPro12_9(.landscape(splitView: .oneHalf)), 678, 1024, top20, .regular, .regular)
    check(.iPadPro12_9(.landscape(splitView: .twoThirds)), 981, 1024, top20, .regular, .regular)
    check(.iPadPro12_9(.portrait(splitView: .oneThird)), 375, 1366, top20, .compact, .regular)
    check(.iPadPro12_9(.portrait(splitView: .twoThirds)), 639, 1366, top20, .compact, .regular)
  }
}
