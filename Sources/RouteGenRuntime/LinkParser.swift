/// How text a link carries converts to a `Value`: what `LinkValue.parser` returns and
/// `LinkValues`' readers take; `nil` when the text does not convert.
///
/// A struct rather than a bare closure, so that generated code hands the conversion from one
/// generic function to the next as it got it: a closure that a generic function returns and
/// another takes is reabstracted twice at each call, which compiled to two thunks per link
/// parameter read.
public struct LinkParser<Value> {
    /// Converts the text.
    @usableFromInline
    let parse: (String) -> Value?

    /// A parser that converts text with `parse`.
    @inlinable
    public init(_ parse: @escaping (String) -> Value?) {
        self.parse = parse
    }

    /// `text` converted, or `nil` when it does not convert.
    @inlinable
    public func callAsFunction(_ text: String) -> Value? {
        parse(text)
    }
}
