// UIKit apps host a generated stack in a UIHostingController (source article 002: a UIKit
// grid pushes the SwiftUI user detail). UIKit exists on iOS only, so this compiles there only.
#if canImport(UIKit)
import Navigation
import SwiftUI
import UIKit

extension AppModel {
    /// A view controller showing the Me tab's generated stack, for a UIKit tab bar or a
    /// coordinator. The stack's own `requestDismissal()` dismisses the controller when it was
    /// presented modally.
    public func makeMeViewController() -> UIViewController {
        let controller = UIHostingController(rootView: UserDetailNavigationStack(router: me))
        me.onDismissalRequest = { [weak controller] in
            controller?.dismiss(animated: true)
        }
        return controller
    }
}
#endif
