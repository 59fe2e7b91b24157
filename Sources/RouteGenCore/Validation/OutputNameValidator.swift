/// Checks what no single spec can about the files a run writes: that no two specs, feature or
/// app, would write files with the same name, ignoring case (macOS's file systems do, and
/// swiftc refuses two files of one name in a target).
///
/// Every file either mode can write counts, as the build plugin writes them all: feature
/// `Home`'s live file `HomeLiveViewBuildingClient.swift` is also feature `HomeLive`'s client.
enum OutputNameValidator {
    /// A spec that writes files: each file's name is the spec's name followed by one of its
    /// kind's suffixes.
    struct Writer {
        /// What kind of spec writes the files.
        enum Kind: String {
            /// A feature spec, whose files are ``RouteGenFileNames/allOutputFileNames(forFeature:)``.
            case feature
            /// An app spec, whose files end with ``RouteGenFileNames/appFileSuffixes``.
            case app

            /// The suffixes of the files a spec of this kind writes, after its name.
            var suffixes: [String] {
                switch self {
                case .feature: RouteGenFileNames.allFeatureFileSuffixes
                case .app: RouteGenFileNames.appFileSuffixes
                }
            }

            /// The same suffixes, lowercased, in the same order.
            var lowercasedSuffixes: [String] {
                switch self {
                case .feature: Self.lowercasedFeatureSuffixes
                case .app: Self.lowercasedAppSuffixes
                }
            }

            private static let lowercasedFeatureSuffixes = RouteGenFileNames.allFeatureFileSuffixes.map { $0.lowercased() }
            private static let lowercasedAppSuffixes = RouteGenFileNames.appFileSuffixes.map { $0.lowercased() }
        }

        /// The spec's path, which a diagnostic points at.
        var path: String
        /// What kind of spec it is.
        var kind: Kind
        /// The feature's or app's name, which every file's name starts with.
        var name: String

        /// The spec as messages name it: `feature Home`, `app Shop`.
        var owner: String { "\(kind.rawValue) \(name)" }
    }

    /// Reports each of `writers` one of whose files another spec already writes.
    ///
    /// Nothing is built for a message until there is one to report: each file is known by its
    /// writer and suffix, under the lowercased name, made of the lowercased spec name and the
    /// suffix lowercased once for every run.
    static func check(_ writers: [Writer], diagnostics: inout Diagnostics) {
        var first: [String: (writer: Int, suffix: Int)] = [:]
        first.reserveCapacity(writers.reduce(0) { $0 + $1.kind.suffixes.count })
        for (index, writer) in writers.enumerated() {
            let stem = writer.name.lowercased()
            for (suffix, lowercasedSuffix) in writer.kind.lowercasedSuffixes.enumerated() {
                let key = stem + lowercasedSuffix
                guard let earlier = first[key] else {
                    first[key] = (index, suffix)
                    continue
                }
                let earlierWriter = writers[earlier.writer]
                guard earlierWriter.path != writer.path else { continue }
                let name = writer.name + writer.kind.suffixes[suffix]
                let earlierName = earlierWriter.name + earlierWriter.kind.suffixes[earlier.suffix]
                let same = earlierName == name ? "" : " (as '\(earlierName)' on a case-insensitive file system)"
                diagnostics.error(
                    "\(writer.owner) would write '\(name)', which \(earlierWriter.owner) of \(earlierWriter.path) writes too\(same); rename one of them",
                    at: SourceLocation(file: writer.path)
                )
                break
            }
        }
    }
}
