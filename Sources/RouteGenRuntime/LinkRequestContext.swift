import Foundation

/// What a request knows of the URL it was read from, for the parameters a template binds to the
/// link itself (`{source=$url}`, `{site=$host}`, `{route=$path}`).
public struct LinkRequestContext: Hashable, Sendable {
    /// The whole URL.
    public var url: URL
    /// The URL's host, lowercase; empty when it has none.
    public var host: String
    /// The route's path as the link wrote it (percent-encoded), without the query or a leading `/`.
    public var path: String

    /// Creates a context.
    public init(url: URL, host: String, path: String) {
        self.url = url
        self.host = host
        self.path = path
    }

    /// The text of `part`.
    func text(of part: LinkPart) -> String {
        switch part {
        case .url: url.absoluteString
        case .host: host
        case .path: path
        }
    }
}
