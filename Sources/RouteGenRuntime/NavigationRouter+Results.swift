/// A screen's wait for a value from a screen pushed above it.
struct ResultHandler {
    /// The type of value the handler takes.
    let valueType: ObjectIdentifier
    /// Calls the handler with a value of `valueType`.
    let deliver: @MainActor (Any) -> Void
}

extension NavigationRouter {
    /// Pushes `route` and calls `handler` when a screen above returns a `Value` with
    /// `returnResult(_:)`. The handler is dropped, uncalled, when the stack is popped below
    /// `route` first, and replaced when the same screen pushes for a result again.
    public final func push<Value>(_ route: Route, onResult handler: @escaping @MainActor (Value) -> Void) {
        let depth = path.count
        path.append(route)
        resultHandlers[depth] = ResultHandler(valueType: ObjectIdentifier(Value.self)) { value in
            if let value = value as? Value {
                handler(value)
            }
        }
    }

    /// Returns `value` to the nearest screen below that pushed with `push(_:onResult:)` for
    /// exactly this `Value` type: pops back to that screen, then calls its handler. Returns
    /// `false`, changing nothing, when no screen on the stack waits for a `Value`.
    @discardableResult
    public final func returnResult<Value>(_ value: Value) -> Bool {
        let waiting = resultHandlers.filter { $0.value.valueType == ObjectIdentifier(Value.self) }
        guard let depth = waiting.keys.max(), let handler = waiting[depth] else { return false }
        resultHandlers[depth] = nil
        pop(path.count - depth)
        handler.deliver(value)
        return true
    }
}
