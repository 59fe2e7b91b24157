import Benchmark
import Foundation
import RouteGenCore
import SyntheticSpecs
import YAMLFloor

/// What the in-memory benchmarks generate from: the specs, the built-in templates and the mode.
struct InMemoryWorkload {
    /// The specs to generate.
    var sources: [SpecSource]
    /// The built-in templates.
    var templates: TemplateSet
    /// What to generate: the interface files of a feature target, or the App target's live files.
    var settings: GenerationSettings

    /// Prepares `featureCount` features' specs and loads the built-in templates.
    init(featureCount: Int, mode: GenerationMode) {
        var diagnostics = Diagnostics()
        guard let templates = TemplateSet.load(overridesIn: nil, diagnostics: &diagnostics) else {
            fatalError("the built-in templates did not load: \(Array(diagnostics))")
        }
        self.sources = SyntheticApp.sources(count: featureCount)
        self.templates = templates
        self.settings = GenerationSettings(mode: mode, interfaceModule: mode == .live ? "AppNavigation" : nil)
    }
}

/// A temporary folder holding every feature's spec, and the output folder runs write into.
struct DiskWorkload {
    /// The run's configuration: `<folder>/Specs` as input, `<folder>/Generated` as output.
    var configuration: GeneratorConfiguration

    /// The temporary folder of the benchmark called `name` in this process.
    static func folder(_ name: String) -> URL {
        let process = ProcessInfo.processInfo.processIdentifier
        return FileManager.default.temporaryDirectory.appendingPathComponent("routegen-benchmark-\(process)-\(name)")
    }

    /// Writes the specs into a new temporary folder, `folder(name)`.
    init(_ name: String) throws {
        let folder = Self.folder(name)
        try? FileManager.default.removeItem(at: folder)
        let specs = folder.appendingPathComponent("Specs")
        try SyntheticApp.writeSpecs(to: specs)
        configuration = GeneratorConfiguration(inputs: [specs.path], outputDirectory: folder.appendingPathComponent("Generated").path)
    }

    /// A workload whose output folder is already up to date, so that a run finds nothing to write.
    static func generated(_ name: String) throws -> DiskWorkload {
        let workload = try DiskWorkload(name)
        check(GenerationRun.perform(workload.configuration), expected: .create)
        return workload
    }

    /// Removes the temporary folder of the benchmark called `name`.
    static func remove(_ name: String) {
        try? FileManager.default.removeItem(at: folder(name))
    }

    /// Removes the output folder, so that the next run writes every file.
    func removeOutput() throws {
        if FileManager.default.fileExists(atPath: configuration.outputDirectory) {
            try FileManager.default.removeItem(atPath: configuration.outputDirectory)
        }
    }
}

/// Stops the benchmark unless `result` is every `mode` file of `featureCount` features, without errors.
func check(_ result: GenerationResult, featureCount: Int, mode: GenerationMode) {
    precondition(!result.diagnostics.hasErrors, "generation failed: \(Array(result.diagnostics))")
    let expected = featureCount * SyntheticApp.filesPerFeature(in: mode)
    precondition(result.files.count == expected, "generated \(result.files.count) files, not \(expected)")
}

/// Stops the benchmark unless `report` succeeded and planned `expected` for every file of the app.
func check(_ report: RunReport, expected: FileChange.Kind) {
    precondition(report.succeeded, "the run failed: \(Array(report.diagnostics))")
    let fileCount = SyntheticApp.featureCount * SyntheticApp.filesPerFeature(in: .interface)
    precondition(report.plan?.changes.count == fileCount, "planned \(report.plan?.changes.count ?? 0) files")
    precondition(report.plan?.count(of: expected) == fileCount, "not every file was '\(expected)'")
}

/// The benchmarks of the `RouteGenBenchmarks` target, found by the benchmark plugin.
let benchmarks: @Sendable () -> Void = {
    /// Wall clock, CPU and allocations; each iteration is one whole generation, so no scaling factor.
    func configuration(maxIterations: Int) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
            warmupIterations: 1,
            scalingFactor: .one,
            maxDuration: .seconds(10),
            maxIterations: maxIterations
        )
    }

    /// Generation of `featureCount` features' `mode` files in memory, from specs prepared in setup.
    func inMemory(_ name: String, featureCount: Int, mode: GenerationMode = .interface, maxIterations: Int) {
        Benchmark(name, configuration: configuration(maxIterations: maxIterations)) { benchmark, workload in
            let result = Generator.generate(workload.sources, templates: workload.templates, settings: workload.settings)
            benchmark.stopMeasurement()
            check(result, featureCount: featureCount, mode: mode)
            blackHole(result)
        } setup: {
            InMemoryWorkload(featureCount: featureCount, mode: mode)
        }
    }

    inMemory("Generate 100 features, 3000 screens (in memory)", featureCount: SyntheticApp.featureCount, maxIterations: 50)
    inMemory("Generate one feature of 30 screens (in memory)", featureCount: 1, maxIterations: 1_000)
    inMemory(
        "Generate the live clients of 100 features (in memory)", featureCount: SyntheticApp.featureCount, mode: .live,
        maxIterations: 50
    )

    Benchmark(
        "Floor: libyaml events over 100 features' specs (in memory)",
        configuration: configuration(maxIterations: 1_000)
    ) { benchmark, sources in
        for source in sources {
            let events = source.bytes.withUnsafeBufferPointer { yaml_floor_parse($0.baseAddress, $0.count, nil) }
            precondition(events > 0, "libyaml cannot parse \(source.path)")
            blackHole(events)
        }
    } setup: {
        SyntheticApp.sources()
    }

    Benchmark(
        "Full run to disk, first time",
        configuration: configuration(maxIterations: 30)
    ) { benchmark, workload in
        try workload.removeOutput()
        benchmark.startMeasurement()
        let report = GenerationRun.perform(workload.configuration)
        benchmark.stopMeasurement()
        check(report, expected: .create)
    } setup: {
        try DiskWorkload("first-time")
    } teardown: {
        DiskWorkload.remove("first-time")
    }

    Benchmark(
        "Full run to disk, nothing changed",
        configuration: configuration(maxIterations: 30)
    ) { benchmark, workload in
        let report = GenerationRun.perform(workload.configuration)
        benchmark.stopMeasurement()
        check(report, expected: .unchanged)
    } setup: {
        try DiskWorkload.generated("unchanged")
    } teardown: {
        DiskWorkload.remove("unchanged")
    }
}
