import Foundation
import RouteGenRuntime
import SavingApp100
import SavingStates

// `saving-instructions <feature|app|every-feature> <moved> <saves>`: saves one feature's moved
// state, the app of 100 features with `moved` of them moved, or the same app as routegen saved
// it before issue 24 (every feature written), `saves` times, inside `measureSaves`, after one
// save of each (a warm-up). `Scripts/saving-instructions.sh` counts the instructions of
// `measureSaves` with callgrind and divides by `saves`.

/// What is saved.
enum Subject: String {
    case feature
    case app
    case everyFeature = "every-feature"
}

/// Saves `count` times; what callgrind counts. Returns the bytes saved in all.
@inline(never)
func measureSaves(_ save: () -> Data?, count: Int) -> Int {
    var bytes = 0
    for _ in 0..<count {
        bytes += save()?.count ?? 0
    }
    return bytes
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let subject = Subject(rawValue: arguments[0]), let moved = Int(arguments[1]),
      (0...100).contains(moved), let count = Int(arguments[2]), count > 0
else {
    print("usage: saving-instructions <feature|app|every-feature> <moved: 0...100> <saves>")
    exit(2)
}
let state = SavingStates.appState(moved: moved)
let save: () -> Data? = switch subject {
case .feature: { SavedState.data(of: SavingStates.movedFeature) }
case .app: { state.encoded() }
case .everyFeature: { SavedState.data(of: Saving100EveryFeatureState(state)) }
}
let once = save()!
let bytes = measureSaves(save, count: count)
precondition(bytes == once.count * count, "a save gave other bytes")
print("\(subject.rawValue), \(moved) moved: \(once.count) bytes a save, \(subject == .feature ? 1 : SavingStates.savedFeatures(once)) features")
