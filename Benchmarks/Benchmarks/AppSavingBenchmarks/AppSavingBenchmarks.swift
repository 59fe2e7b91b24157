import Benchmark
import Foundation
import RouteGenRuntime
import SavingApp100
import SavingStates

/// The benchmarks of the `AppSavingBenchmarks` target, found by the benchmark plugin (issue 24,
/// goal 2): saving the app of 100 features with 0, 1, 10 and 100 of them moved, as routegen
/// saves it (features at their root left out) and as it saved it before (every feature
/// written), beside one feature's state saved alone. `.instructions` needs perf events, which
/// these VMs lack: `Scripts/saving-instructions.sh` counts instructions with callgrind instead.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.instructions, .wallClock, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    let feature = SavingStates.movedFeature
    Benchmark("Save one feature's state, moved", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        let data = SavedState.data(of: feature)
        benchmark.stopMeasurement()
        precondition(data != nil)
    }
    for moved in [0, 1, 10, 100] {
        let state = SavingStates.appState(moved: moved)
        Benchmark("Save the app of 100 features, \(moved) moved", configuration: configuration) { benchmark in
            benchmark.startMeasurement()
            let data = state.encoded()
            benchmark.stopMeasurement()
            precondition(!data.isEmpty)
        }
        Benchmark("Before: save the app of 100 features, every feature written, \(moved) moved", configuration: configuration) { benchmark in
            let everyFeature = Saving100EveryFeatureState(state)
            benchmark.startMeasurement()
            let data = SavedState.data(of: everyFeature)
            benchmark.stopMeasurement()
            precondition(data != nil)
        }
    }
}
