// A navigation view (`NavigationView`, `NavigationStack`, in `Containers/`): it takes the size
// offered (the screen's on an axis offered nothing); its first child, the bar, is as tall as it
// chooses to be across the whole width, and the second, the content, gets the rest below it,
// centred in it as on iOS; a view in it that ignores the top safe area reaches under the bar.
// On a Dynamic Island iPhone the status bar ends above the safe area's top (54 points where it
// is 59, 56.33 where it is 62) and iOS 17-18 start the bar there, not at the safe area: a
// navigation view at the top of the screen's safe area puts its bar that much higher, and its
// content follows (UIKit's dump on an iPhone 15: bar at y 54, safe area 59; QuintGao/
// GKNavigationBarSwift#41).

extension LayoutEngine {
  func sizeNavigation(_ p: ProposedViewSize) -> CGSize {
    p.replacingUnspecifiedDimensions(by: screen.size)
  }

  func placeNavigation(_ children: [NodeID], in rect: CGRect, rises: Bool) {
    guard children.count == 2 else { return }
    // The bar's own height: 96 with a large title, 44 inline or with no title.
    let barHeight = sizeThatFits(children[0], ProposedViewSize(width: rect.width, height: nil))
      .height
    let bar = min(barHeight, rect.height)
    // Only a bar that shows, at the top of the screen's safe area (not in a sheet or below
    // other views) starts at the status bar.
    let rise = rises && bar > 0 && abs(rect.minY - screenSafeRect.minY) < 0.5
      ? min(statusBarRise, rect.minY - screen.minY) : 0
    let top = rect.minY - rise
    place(children[0], CGRect(x: rect.minX, y: top, width: rect.width, height: bar))
    let body = CGRect(x: rect.minX, y: top + bar, width: rect.width,
                      height: max(0, rect.maxY - top - bar))
    // The bar is part of the content's top safe area: a view that ignores it reaches under
    // the bar (and the status bar) to the screen's top, as under iOS's transparent bar.
    let outer = safeRect
    if body.minY > safeRect.minY {
      safeRect = CGRect(x: outer.minX, y: body.minY, width: outer.width,
                        height: max(0, outer.maxY - body.minY))
    }
    defer { safeRect = outer }
    placeAligned(children[1], in: body, alignment: .center, proposal: ProposedViewSize(body.size))
  }
}
