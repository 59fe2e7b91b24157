import SwiftUI

/// The view an `AnyView` erases, read the way SwiftUI (and routegen's stand-in) stores it.
func erasedView<V>(_ view: AnyView, as type: V.Type) -> V? {
    Mirror(reflecting: view).descendant("storage", "view") as? V
}
