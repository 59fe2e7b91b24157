extension Array where Element: Sendable {
    /// `transform` of every element, in the elements' order, the elements transformed
    /// concurrently: the result does not depend on which finishes first.
    func concurrentMap<Transformed: Sendable>(_ transform: @escaping @Sendable (Element) async -> Transformed) async -> [Transformed] {
        await withTaskGroup(of: (Int, Transformed).self) { group in
            for (index, element) in enumerated() {
                group.addTask { (index, await transform(element)) }
            }
            var results = [Transformed?](repeating: nil, count: count)
            for await (index, result) in group {
                results[index] = result
            }
            return results.compactMap { $0 }
        }
    }
}
