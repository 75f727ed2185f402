// Alerts and action sheets (`UIAlertController`, `UIAlertAction`): made and presented by code,
// never drawn (a picture shows the presenting screen, as SwiftUI's `.alert` is not drawn
// open). The actions keep their handlers; nothing calls them.
import Cellshot

/// An alert or action sheet: its title, message, actions and text fields.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  open var message: String?
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  open var preferredAction: UIAlertAction?
  public private(set) var textFields: [UITextField]?
  open var severity: UIAlertControllerSeverity = .default

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
  }
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field, configured by `configurationHandler` at once.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  public enum Style: Int, Sendable { case actionSheet, alert }
}

public enum UIAlertControllerSeverity: Int, Sendable { case `default`, critical }

/// A button of an alert, with its handler.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  public enum Style: Int, Sendable { case `default`, cancel, destructive }
}
