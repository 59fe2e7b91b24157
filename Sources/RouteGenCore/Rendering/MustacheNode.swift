import Mustache

/// A context handed to swift-mustache by reference.
///
/// swift-mustache keeps its context stack as `[Any]` and, for every name a template looks up,
/// casts each value on the stack to its protocols until one answers. A context struct of thirty
/// strings is copied (thirty retains, then thirty releases) by each such cast and by each push
/// of a section item; a node is one retain. The translator's contexts stay plain values; the
/// renderer wraps them, and each context wraps the nested contexts it hands out.
final class MustacheNode<Value: MustacheParent & Sendable>: MustacheParent, Sendable {
    /// The context.
    let value: Value

    /// Wraps `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// The context's value named `name`.
    func child(named name: String) -> Any? {
        value.child(named: name)
    }
}

extension Array where Element: MustacheParent & Sendable {
    /// The contexts, each wrapped for swift-mustache.
    var nodes: [MustacheNode<Element>] { map(MustacheNode.init) }
}
