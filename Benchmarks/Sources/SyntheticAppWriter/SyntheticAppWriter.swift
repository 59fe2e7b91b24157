import Foundation
import SyntheticSpecs

/// `synthetic-app`: writes the benchmarks' synthetic specs to disk, for runs of the routegen
/// command and of `routegen-floor` (see `Scripts/floor-ratio.sh`).
///
///     synthetic-app --features 100 -o Specs100    # Feature000 … Feature099, 30 screens each
///     synthetic-app --docs-megabytes 20 -o Docs   # DocsOnly.routes.yaml, 20 MB of doc text
@main
enum SyntheticAppWriter {
    static let usage = """
        usage: synthetic-app --features <count> -o <folder>
               synthetic-app --docs-megabytes <megabytes> -o <folder>
        Writes <count> synthetic feature specs of \(SyntheticApp.screensPerFeature) screens each, or one spec of doc
        text of about <megabytes> × 1,000,000 bytes, into <folder> (created if needed).
        """

    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        var featureCount: Int?
        var docsMegabytes: Int?
        var folder: String?
        while let argument = arguments.popFirst() {
            switch argument {
            case "--features": featureCount = arguments.popFirst().flatMap { Int($0) }.map { max(0, $0) }
            case "--docs-megabytes": docsMegabytes = arguments.popFirst().flatMap { Int($0) }.map { max(1, $0) }
            case "-o", "--output": folder = arguments.popFirst()
            case "-h", "--help":
                print(usage)
                return
            default: fail("unknown argument '\(argument)'")
            }
        }
        guard let folder, (featureCount == nil) != (docsMegabytes == nil) else { fail("give -o and one of --features, --docs-megabytes") }
        let url = URL(fileURLWithPath: folder)
        do {
            if let featureCount {
                try SyntheticApp.writeSpecs(count: featureCount, to: url)
            } else if let docsMegabytes {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                let text = DocsSpec.text(byteCount: docsMegabytes * 1_000_000)
                try Data(text.utf8).write(to: url.appendingPathComponent(DocsSpec.fileName))
            }
        } catch {
            fail("cannot write into \(folder): \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("synthetic-app: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
