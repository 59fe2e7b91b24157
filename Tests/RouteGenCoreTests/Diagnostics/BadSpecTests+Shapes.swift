/// The shapes of issue 22 (optionals without a default, `Optional<T>`, existentials, a screen and
/// a modal of one name, closures returning the feature's route, styles per size class, a feature
/// of only a root): what they still reject, exactly.
extension BadSpecTests {
    static let shapesRoundTwo = optionalsWithoutDefaults + existentials + sharedNames + recursion + stylesBySizeClass + onlyARoot

    static let sharedNames = [
        BadSpec(problem: "in live mode a modal named like a screen is built with the screen's view, and a hosting modal may be named root", yaml: "root: { view: RootView }\nscreens:\n  glossary: {}\nmodals:\n  glossary: {}\n  root: { stack: Other }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:3: error: screen 'glossary' has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: GlossaryView'",
        ], mode: .live),
        BadSpec(problem: "a modal that hosts no stack cannot be named like the root's closure", yaml: "root: {}\nscreens:\n  home: {}\nmodals:\n  root: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:5:3: error: modal 'root' has the same name as the root screen's closure of the view-building client (declared at 1:1); rename it",
        ]),
    ]

    static let optionalsWithoutDefaults = [
        BadSpec(problem: "defaultsToNil that is not a Boolean, is empty, is given with a default or for a non-optional", yaml: """
            screens:
              a:
                params:
                  ref: { type: RefTag?, defaultsToNil: no }
                  tag: { type: RefTag?, defaultsToNil: }
                  both: { type: Int?, default: 1, defaultsToNil: false }
                  count: { type: Int, defaultsToNil: false }
                  box: { type: Optional<Int>, defaultsToNil: true }
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:44: error: 'defaultsToNil' of parameter 'ref' of screen 'a' is true or false; found 'no'",
            "Specs/Home.routes.yaml:5:44: error: 'defaultsToNil' of parameter 'tag' of screen 'a' is empty; write 'defaultsToNil: false' for an optional the caller must pass",
            "Specs/Home.routes.yaml:6:54: error: parameter 'both' of screen 'a' has both 'default' and 'defaultsToNil'; keep 'default' for a default value, or 'defaultsToNil: false' for none",
            "Specs/Home.routes.yaml:7:42: error: 'defaultsToNil' of parameter 'count' of screen 'a' applies to optional types only; 'Int' has no default unless 'default' gives one",
        ]),
        BadSpec(problem: "Optional<T> is T? for defaults (nil is fine) and links", yaml: """
            screens:
              a:
                url: a/{id}
                params:
                  id: Optional<Int>
                  n: { type: "Optional<Int>", default: nil }
              b:
                params:
                  f: { type: "Optional<(Int) -> Void>", default: "{ _ in }" }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:12: error: parameter 'id' of screen 'a' cannot be carried in a link's path: a path segment always holds one value; carry 'Int?' in the query",
            "Specs/Home.routes.yaml:9:54: error: the default of parameter 'f' of screen 'b' can only be 'nil', for an optional function type such as '((Tag) -> Void)?'; closures cannot be written in a spec",
        ]),
    ]

    static let existentials = [
        BadSpec(problem: "existentials a route cannot hold, or cannot write down", yaml: """
            screens:
              a:
                params:
                  content: any View
                  failure: any Error
                  value: any Binding<Int>
                  loader: "(any Loading)?? "
                  maybe: { type: (any Loading)?, default: Loader() }
                  plain: any Loading?
              b:
                url: b/{item}
                params: { item: any Loading }
              c:
                url: c/{item}
                params: { item: (any Loading)? }
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:16: error: type 'any View' of parameter 'content' of screen 'a' cannot be a route parameter: a view belongs to the view hierarchy, not to a route; name the destination's view with 'view:' and pass the values it needs",
            "Specs/Home.routes.yaml:5:16: error: type 'any Error' of parameter 'failure' of screen 'a' cannot be a route parameter: 'Error' is a protocol, and 'any Error' is not Hashable; use a concrete error type that is Hashable and Sendable (an enum, say), or report the failure with an event",
            "Specs/Home.routes.yaml:6:14: error: type 'any Binding<Int>' of parameter 'value' of screen 'a' cannot be a route parameter: 'Binding' ties the route to a view's state and is neither Hashable nor Sendable; return a value to the screen that pushed instead (push(_:onResult:) and returnResult(_:)), send an event, or pass an ID the destination loads",
            "Specs/Home.routes.yaml:7:15: error: type '(any Loading)??' of parameter 'loader' of screen 'a' is an optional of an optional existential; write '(any Loading)?'",
            "Specs/Home.routes.yaml:8:47: error: the default of parameter 'maybe' of screen 'a' can only be 'nil', for an optional existential such as '(any FeedLoading)?'; a value behind a protocol cannot be written in a spec",
            "Specs/Home.routes.yaml:9:14: error: invalid type 'any Loading?' for parameter 'plain' of screen 'a': an optional existential is written '(any Loading)?': Swift reads 'any Loading?' as an existential of an optional",
            "Specs/Home.routes.yaml:11:10: error: screen 'b' takes the existential 'item', which a link cannot carry; remove its 'url', or make the existential optional",
            "Specs/Home.routes.yaml:14:12: error: parameter 'item' of screen 'c' cannot be carried in a link's path: a link cannot carry a value behind a protocol",
        ]),
    ]

    static let recursion = [
        BadSpec(problem: "a case holding its own enum inline, and enums holding each other", yaml: """
            screens:
              a:
                params:
                  back: HomeRoute?
                  spelt: Optional<HomeRoute>
                  result: "Result<HomeRoute, Failure>"
                  history: "[HomeRoute]"
                  next: (Item) -> HomeRoute
                  box: Box<HomeRoute>
              b:
                params: { over: HomeModal }
            modals:
              c:
                params: { under: HomeRoute? }
              d:
                params: { routes: "[HomeRoute]" }
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:13: error: type 'HomeRoute?' of parameter 'back' of screen 'a' holds HomeRoute, the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID",
            "Specs/Home.routes.yaml:5:14: error: type 'HomeRoute?' of parameter 'spelt' of screen 'a' holds HomeRoute, the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID",
            "Specs/Home.routes.yaml:6:15: error: type 'Result<HomeRoute, Failure>' of parameter 'result' of screen 'a' holds HomeRoute, the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID",
            "Specs/Home.routes.yaml:11:21: error: type 'HomeModal' of parameter 'over' of screen 'b' holds HomeModal, which holds HomeRoute back (modal 'c''s parameter 'under'): the enums would contain each other, which Swift rejects; pass an ID, or hold the value in an array",
            "Specs/Home.routes.yaml:14:22: error: type 'HomeRoute?' of parameter 'under' of modal 'c' holds HomeRoute, which holds HomeModal back (screen 'b''s parameter 'over'): the enums would contain each other, which Swift rejects; pass an ID, or hold the value in an array",
        ]),
    ]

    static let stylesBySizeClass = [
        BadSpec(problem: "styles by size class that miss one, misspell one, repeat one or are unknown", yaml: """
            screens:
              home: {}
            modals:
              a:
                style: { compact: sheet }
              b:
                style: { compat: sheet, regular: popover }
              c:
                style: { compact: fullScreenCover, regular: fullScreenCover }
                detents: [medium]
              d:
                style: { compact: drawer, regular: sheet }
              e:
                style: [sheet]
            """, diagnostics: [
            "Specs/Home.routes.yaml:5:12: error: 'style' of modal 'a' by size class needs both 'compact' and 'regular', e.g. 'style: { compact: sheet, regular: fullScreenCover }'; 'regular' is missing",
            "Specs/Home.routes.yaml:7:14: error: unknown key 'compat' in 'style' of modal 'b'; did you mean 'compact'?",
            "Specs/Home.routes.yaml:9:12: warning: 'style' of modal 'c' is fullScreenCover in both size classes; write 'style: fullScreenCover'",
            "Specs/Home.routes.yaml:10:15: error: 'detents' of modal 'c' apply to sheets and popovers, not to a full-screen cover; remove them or use 'style: sheet'",
            "Specs/Home.routes.yaml:12:23: error: 'drawer' is not a modal style; use sheet, fullScreenCover or popover",
            "Specs/Home.routes.yaml:14:12: error: 'style' must be sheet, fullScreenCover or popover; found a sequence",
        ]),
    ]

    static let onlyARoot = [
        BadSpec(problem: "a feature with only a root may leave out its screens, not misspell its root", yaml: "roots: {}\nmodals:\n  share: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: unknown key 'roots' at the top level; did you mean 'root'?",
        ]),
        BadSpec(problem: "a root-only feature's other problems are still reported", yaml: "root:\n  url: \"{x}\"\nscreens:\n", diagnostics: [
            "Specs/Home.routes.yaml:2:8: error: '{x}' in link template '{x}' is not a parameter of the root screen; it takes none",
        ]),
    ]
}
