import Foundation
@testable import RouteGenCLI
import RouteGenCore
import Testing

/// The command line parsed into typed values: every subcommand, option and flag, the default
/// subcommand, `--`, help and version requests.
@Suite struct InvocationTests {
    func generate(_ arguments: [String]) throws -> RouteGenCommand? {
        guard case .generate(let command) = try Invocation.parse(arguments) else { return nil }
        return command
    }

    @Test func generateReadsEveryOptionAndFlag() throws {
        let command = try #require(try generate([
            "generate", "Specs", "--output", "Out", "--templates", "T", "--config", "routegen.yaml", "--mode", "live",
            "--interface-module", "Navigation", "--all-mode-files", "--app-only", "--check", "--quiet", "More",
        ]))
        let options = command.generation
        #expect(options.inputs == ["Specs", "More"])
        #expect(options.output == "Out")
        #expect(options.templates == "T")
        #expect(options.config == "routegen.yaml")
        #expect(options.mode == .live)
        #expect(options.interfaceModule == "Navigation")
        #expect(options.allModeFiles && options.appOnly && options.check && !options.dryRun)
        #expect(command.output.quiet && !command.output.verbose)
    }

    @Test func generateLeavesWhatIsNotGivenUnset() throws {
        let command = try #require(try generate(["Specs", "-o", "Out"]))
        let options = command.generation
        #expect(options.templates == nil && options.config == nil && options.mode == nil && options.interfaceModule == nil)
        #expect(!options.allModeFiles && !options.appOnly && !options.check && !options.dryRun)
        #expect(!command.output.quiet && !command.output.verbose)
        #expect(options.configuration.action == .write)
    }

    @Test(arguments: [
        ["Specs", "-o", "Out", "--dry-run", "-v"],
        ["Specs", "--output=Out", "--dry-run", "--verbose"],
        ["generate", "--dry-run", "-vo", "Out", "Specs"],
        ["Specs", "-o", "A", "--output", "Out", "--dry-run", "-v"],
    ])
    func spellingsOfTheSameCommandParseAlike(arguments: [String]) throws {
        let command = try #require(try generate(arguments))
        #expect(command.generation.inputs == ["Specs"])
        #expect(command.generation.output == "Out", "the last value given wins")
        #expect(command.generation.dryRun && command.output.verbose)
        #expect(command.generation.configuration.action == .dryRun)
    }

    @Test func aDoubleDashMakesEverythingAfterItAnInput() throws {
        let command = try #require(try generate(["-o", "Out", "--", "--check", "-v", "--help"]))
        #expect(command.generation.inputs == ["--check", "-v", "--help"])
        #expect(!command.generation.check && !command.output.verbose)
        #expect(try generate(["-", "-o", "-"])?.generation.inputs == ["-"], "a lone dash is a value")
    }

    @Test func aFirstArgumentThatNamesNoSubcommandIsGeneratesInput() throws {
        #expect(try generate(["Specs", "-o", "Out"])?.generation.inputs == ["Specs"])
        #expect(try generate(["generate", "generate", "-o", "Out"])?.generation.inputs == ["generate"])
        #expect(try generate(["./schema", "-o", "Out"])?.generation.inputs == ["./schema"])
    }

    @Test func schemaAndGraphReadTheirOptions() throws {
        guard case .schema(let schema) = try Invocation.parse(["schema", "--kind=config"]),
              case .schema(let defaultSchema) = try Invocation.parse(["schema"]),
              case .graph(let graph) = try Invocation.parse(["graph", "A", "--format", "dot", "B", "-o", "nav.dot"]),
              case .graph(let defaultGraph) = try Invocation.parse(["graph", "A"])
        else {
            Issue.record("not schema and graph")
            return
        }
        #expect(schema.kind == .config && defaultSchema.kind == .feature)
        #expect(graph.inputs == ["A", "B"] && graph.format == .dot && graph.output == "nav.dot")
        #expect(defaultGraph.format == .mermaid && defaultGraph.output == nil)
    }

    @Test(arguments: [
        (["--help"], Invocation.HelpTopic.full), (["-h"], .full), (["help"], .full),
        (["help", "bogus"], .subcommands), (["help", "-h"], .subcommands),
        (["help", "generate"], .subcommand(.generate)), (["help", "schema", "extra"], .subcommand(.schema)),
        (["help", "graph"], .subcommand(.graph)),
        (["generate", "--help"], .subcommand(.generate)), (["Specs", "-o", "G", "-h"], .subcommand(.generate)),
        (["--help", "x"], .subcommand(.generate)), (["--bogus", "--help"], .subcommand(.generate)),
        (["schema", "-h", "x"], .subcommand(.schema)), (["graph", "--help"], .subcommand(.graph)),
    ])
    func helpIsFoundAnywhereBeforeADoubleDash(arguments: [String], topic: Invocation.HelpTopic) throws {
        guard case .help(let parsed) = try Invocation.parse(arguments) else {
            Issue.record("\(arguments) is not a help request")
            return
        }
        #expect(parsed == topic)
    }

    @Test(arguments: [["--version"], ["--version", "Specs"], ["schema", "--version"], ["graph", "S", "--version", "x"]])
    func versionIsFoundAnywhereBeforeADoubleDash(arguments: [String]) throws {
        guard case .version = try Invocation.parse(arguments) else {
            Issue.record("\(arguments) is not a version request")
            return
        }
        let console = RecordingConsole()
        #expect(RouteGenRootCommand.run(arguments: arguments, console: console) == 0)
        #expect(console.out == [RouteGenVersion.current])
    }

    @Test(arguments: [
        (["Specs", "-o", "G", "--bogus"], "Unknown option '--bogus'"),
        (["Specs", "-o", "G", "--bogus=1"], "Unknown option '--bogus'"),
        (["Specs", "-x", "-o", "G"], "Unknown option '-x'"),
        (["Specs", "-o", "G", "-qx"], "Unknown option '-x'"),
        (["Specs", "-o", "G", "---x"], "Unknown option '---x'"),
        (["Specs", "-o"], "Missing value for '-o <folder>'"),
        (["Specs", "-o", "--check"], "Missing value for '-o <folder>'"),
        (["Specs", "--output"], "Missing value for '--output <folder>'"),
        (["Specs", "-oG"], "Missing value for '-o <folder>' in '-oG'"),
        (["Specs", "-o", "G", "--mode"], "Missing value for '--mode <interface|live>'"),
        (["Specs", "-o", "G", "--mode="], "Missing value for '--mode <interface|live>'"),
        (["Specs"], "Missing expected argument '--output <folder>'"),
        (["--", "-o", "G"], "Missing expected argument '--output <folder>'"),
        (["Specs", "-o", "G", "--mode", "foo"], "The value 'foo' is invalid for '--mode <interface|live>'. Please provide one of 'interface' or 'live'."),
        (["Specs", "-o", "G", "--check=1"], "The option '--check' does not take any value, but '1' was specified."),
        (["Specs", "-o", "G", "--check", "--dry-run"], "--check and --dry-run cannot be combined."),
        (["Specs", "-o", "G", "-qv"], "--quiet and --verbose cannot be combined."),
        (["-o", "G"], "Give at least one spec file or folder, e.g. 'routegen Specs -o Generated'."),
        (["Specs", "-o", ""], "The output folder is empty; name one with -o, e.g. 'routegen Specs -o Generated'."),
        (["schema", "extra"], "Unexpected argument 'extra'"),
        (["schema", "--output", "x"], "Unknown option '--output'"),
        (["schema", "--kind", "routes"], "The value 'routes' is invalid for '--kind <kind>'. Please provide one of 'feature', 'app' or 'config'."),
        (["graph", "S", "--format", "svg"], "The value 'svg' is invalid for '--format <mermaid|dot>'. Please provide one of 'mermaid' or 'dot'."),
        (["graph", "S", "--mode", "live"], "Unknown option '--mode'"),
        (["graph"], "Give at least one spec file or folder, e.g. 'routegen graph Specs'."),
    ])
    func everyUsageErrorSaysWhatIsWrong(arguments: [String], message: String) {
        #expect(usageError { _ = try Invocation.parse(arguments) }?.message == message)
    }

    @Test func aUsageErrorNamesTheSubcommandWhoseUsageItShowsAndTheOption() {
        let mode = usageError { _ = try Invocation.parse(["Specs", "-o", "G", "--mode", "x"]) }
        #expect(mode?.subcommand == .generate && mode?.option == GenerationOptions.modeOption)
        let kind = usageError { _ = try Invocation.parse(["schema", "--kind"]) }
        #expect(kind?.subcommand == .schema && kind?.option == SchemaCommand.kindOption)
        let inputs = usageError { _ = try Invocation.parse(["graph", "-o", "x"]) }
        #expect(inputs?.subcommand == .graph && inputs?.option == nil)
        let none = usageError { _ = try Invocation.parse([]) }
        #expect(none?.subcommand == nil && none?.option == nil)
    }

    @Test func aUsageErrorPrintsTheMessageTheOptionAndTheUsageAndExits64() {
        let console = RecordingConsole()
        let status = RouteGenRootCommand.run(arguments: ["Specs", "-o", "G", "--mode", "foo"], console: console)
        #expect(status == 64)
        #expect(console.out == [])
        #expect(console.errors == ["""
            error: The value 'foo' is invalid for '--mode <interface|live>'. Please provide one of 'interface' or 'live'.
            Help:  --mode <interface|live>  \(GenerationOptions.modeOption.help)
            Usage: \(RouteGenCommand.declaration.usage)
              See 'routegen generate --help' for more information.
            """])
        let schema = RecordingConsole()
        #expect(RouteGenRootCommand.run(arguments: ["schema", "extra"], console: schema) == 64)
        #expect(schema.errors == ["""
            error: Unexpected argument 'extra'
            Usage: routegen schema [--kind <kind>]
              See 'routegen schema --help' for more information.
            """])
    }

    @Test func noArgumentsAtAllShowTheSubcommands() {
        let console = RecordingConsole()
        #expect(RouteGenRootCommand.run(arguments: [], console: console) == 64)
        #expect(console.errors == ["error: Missing expected argument '--output <folder>'\n\n" + Invocation.HelpTopic.subcommands.text])
    }

    @Test func helpIsPrintedToStandardOutputWithStatus0() {
        let console = RecordingConsole()
        #expect(RouteGenRootCommand.run(arguments: ["graph", "--help"], console: console) == 0)
        #expect(console.out == [Invocation.HelpTopic.subcommand(.graph).text])
        #expect(console.errors == [])
    }

    @Test(arguments: Subcommand.allCases)
    func helpListsEveryVisibleOptionAndUsageEveryOne(subcommand: Subcommand) {
        let declaration = subcommand.declaration
        let help = Invocation.HelpTopic.subcommand(subcommand).text
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\nUSAGE: \(declaration.usage)\n"))
        for option in declaration.options {
            #expect(help.contains("\n  \(option.label)") != option.isHidden, "\(option.label)")
            #expect(declaration.usage.contains(option.synopsis()) != option.isHidden, "\(option.label)")
            let firstWords = option.help.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(help.contains(firstWords) != option.isHidden, "\(option.label)")
        }
        #expect(help.hasSuffix("  --version               Show the version.\n  -h, --help              Show help information.\n"))
    }

    /// An option's help is written when the help or a usage error shows it: `--templates` lists
    /// the built-in templates, which a run that shows no help has no use for.
    @Test func anOptionWritesItsHelpOnlyWhenItIsRead() {
        final class Writer: @unchecked Sendable {
            private let lock = NSLock()
            private var written = 0
            var count: Int { lock.withLock { written } }
            func help() -> String {
                lock.withLock { written += 1 }
                return "A folder."
            }
        }
        let writer = Writer()
        let option = OptionDeclaration.value("templates", valueName: "folder", help: writer.help())
        #expect(writer.count == 0)
        #expect(option.help == "A folder." && option.fullHelp == "A folder.")
        #expect(writer.count == 2)
    }

    /// Two declarations are the same option when every part of them is, the help included.
    @Test func optionsAreEqualWhenDeclaredAlike() {
        let option = OptionDeclaration.value("templates", valueName: "folder", help: "A folder.")
        #expect(option == .value("templates", valueName: "folder", help: "A folder."))
        #expect(option != .value("templates", valueName: "folder", help: "Another folder."))
        #expect(option != .value("templates", valueName: "dir", help: "A folder."))
        #expect(option != .value("template", valueName: "folder", help: "A folder."))
        #expect(option != .value("templates", short: "t", valueName: "folder", help: "A folder."))
        #expect(option != .value("templates", valueName: "folder", help: "A folder.", isRequired: true))
        #expect(option != .flag("templates", help: "A folder."))
        #expect(OptionDeclaration.flag("x", help: "X.") != .flag("x", help: "X.", isHidden: true))
        #expect(GenerationOptions.modeOption != .value("mode", valueName: "interface|live", help: GenerationOptions.modeOption.help))
        let mode = OptionDeclaration.choice("mode", of: GenerationMode.self, valueName: "m", help: "M.")
        #expect(mode == .choice("mode", of: GenerationMode.self, valueName: "m", help: "M."))
        #expect(mode != .choice("mode", of: GenerationMode.self, valueName: "m", help: "M.", default: .live))
        #expect(GenerationOptions.modeOption == GenerationOptions.options[3])
    }

    @Test func optionValuesAreTheCasesOfTheCoresTypes() {
        #expect(GenerationOptions.modeOption.allowedValues == GenerationMode.allCases.map(\.rawValue))
        #expect(SchemaCommand.kindOption.allowedValues == SchemaKind.allCases.map(\.rawValue))
        #expect(GraphCommand.formatOption.allowedValues == GraphFormat.allCases.map(\.rawValue))
        #expect(SchemaCommand.kindOption.fullHelp.hasSuffix("(values: feature, app, config; default: feature)"))
        #expect(GenerationOptions.modeOption.fullHelp.hasSuffix(" (values: interface, live)"))
    }

    @Test func theRootHelpListsEverySubcommandWithTheDefaultMarked() {
        let help = Invocation.HelpTopic.subcommands.text
        for subcommand in Subcommand.allCases {
            let name = subcommand == .generate ? "generate (default)" : subcommand.rawValue
            #expect(help.contains("\n  \(name) "))
        }
        #expect(help.hasSuffix("\n  See 'routegen help <subcommand>' for detailed help."))
        #expect(Invocation.HelpTopic.full.text == help + "\n\n" + Invocation.HelpTopic.subcommand(.generate).text)
    }

    @Test func helpWrapsAtTheLastSpaceThatFitsAndKeepsLineBreaks() {
        #expect("aaa bbb ccc".wrapped(to: 8) == "aaa bbb\nccc")
        #expect("aaa bbb ccc".wrapped(to: 7) == "aaa\nbbb ccc", "a break falls on a space within the width")
        #expect("a\n\n  b c".wrapped(to: 80, indent: 2) == "  a\n\n    b c")
        #expect("abcdefghij k".wrapped(to: 5) == "abcdefghij\nk", "a long word stands alone")
        #expect("".wrapped(to: 10) == "")
        for line in Invocation.HelpTopic.full.text.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
            #expect(line.count <= 80, "\(line)")
        }
    }
}

/// Every command line of up to three words from a set that covers each kind of argument
/// parses or is a usage error: none crashes.
@Suite struct InvocationRobustnessTests {
    static let words = [
        "", "-", "--", "---", "-o", "-oG", "--output=", "--output=G", "-qv", "-h", "--help", "--version", "help",
        "generate", "schema", "graph", "--kind", "app", "--mode", "--mode=live", "--format=svg", "=", "-=", "--=x", "é",
        "Specs",
    ]

    @Test func noCommandLineCrashes() {
        var count = 0
        for a in Self.words {
            for b in Self.words {
                for c in Self.words {
                    for arguments in [[a], [a, b], [a, b, c]] {
                        do {
                            _ = try Invocation.parse(arguments)
                        } catch {
                            #expect(!error.message.isEmpty && !error.description.isEmpty)
                        }
                        count += 1
                    }
                }
            }
        }
        #expect(count == 3 * Self.words.count * Self.words.count * Self.words.count)
    }
}
