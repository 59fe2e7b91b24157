import Foundation
import RouteGenRuntime
import SavingApp100
import SyntheticSpecs

/// The states the saving benchmarks save (issue 24, goal 2): the app of 100 features of
/// `SyntheticSavingApp`, some of its features moved (three screens pushed and the sheet
/// presented), the others at their root, as `Saving100AppRouter.navigationState` gives them.
public enum SavingStates {
    /// The app.
    public static let app = SyntheticSavingApp(features: 100)

    /// One feature's state after it moved: three screens pushed, its sheet presented.
    public static let movedFeature = S100F000NavigationState(
        path: [.s0(a: "inbox"), .s1(a: 7, b: "draft"), .s2(a: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)],
        modal: .sheet(a: "share")
    )

    /// The app's state with its first `moved` features moved and the rest at their root, every
    /// feature present. Built by reading one JSON object whose entries are a moved feature's or a
    /// new feature's saved state: every feature has the same screens, so either reads as any
    /// feature's state.
    public static func appState(moved: Int) -> Saving100AppState {
        precondition((0...app.features).contains(moved), "\(moved) of \(app.features) features")
        let movedData = SavedState.data(of: movedFeature)!
        let atRootData = SavedState.data(of: S100F000NavigationState())!
        var json = Data("{".utf8)
        for feature in 0..<app.features {
            if feature > 0 { json.append(contentsOf: Array(",".utf8)) }
            json.append(contentsOf: Array("\"\(SyntheticFeatureNames.caseName(of: app.featureName(feature)))\":".utf8))
            json.append(feature < moved ? movedData : atRootData)
        }
        json.append(contentsOf: Array("}".utf8))
        let state = Saving100AppState(restoring: json)
        precondition(savedFeatures(SavedState.data(of: Saving100EveryFeatureState(state))!) == app.features, "a feature did not read")
        precondition(savedFeatures(state.encoded()) == moved, "the app saved other than its \(moved) moved features")
        return state
    }

    /// How many features saved `data` holds.
    public static func savedFeatures(_ data: Data) -> Int {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?.count ?? -1
    }
}
