import Testing
@testable import RouteGenCore

/// A bad spec and everything routegen must say about it, exactly.
struct BadSpec: CustomTestStringConvertible, Sendable {
    /// What is wrong, for the test's name.
    var problem: String
    /// The spec's text.
    var yaml: String
    /// Every diagnostic, as `path:line:column: severity: message`, in order.
    var diagnostics: [String]
    /// The spec's path, which also names the feature.
    var path = SpecFixture.path
    /// What the run generates; live mode requires views.
    var mode = GenerationMode.interface

    var testDescription: String { problem }
}

/// Every kind of bad input, with the exact diagnostics pinned: these are what users read in
/// Xcode's issue navigator and in CI logs.
@Suite struct BadSpecTests {
    static let specs: [BadSpec] = syntax + shape + names + types + defaults + settings + appWiring + yamlFeatures + routeShapes + links + linkValues + uncompilableDefaults + everyday + shapesRoundTwo

    static let syntax = [
        BadSpec(problem: "an unclosed flow sequence", yaml: "screens:\n  home: {}\n  detail: [\n", diagnostics: [
            "Specs/Home.routes.yaml:4:1: error: invalid YAML: did not find expected node content while parsing a flow node",
        ]),
        BadSpec(problem: "a tab used for indentation", yaml: "screens:\n\thome: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:1: error: a tab cannot indent YAML or start a value; use spaces",
        ]),
        BadSpec(problem: "an empty file", yaml: "", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: the spec is empty; declare its screens, e.g. 'screens: { home: {} }'",
        ]),
        BadSpec(problem: "a file of comments only", yaml: "# Home\n# TODO\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: the spec is empty; declare its screens, e.g. 'screens: { home: {} }'",
        ]),
    ]

    static let shape = [
        BadSpec(problem: "a list at the top level", yaml: "- home\n- detail\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: the spec must be a mapping with the keys access, imports, module, root, screens, modals and events; found a sequence",
        ]),
        BadSpec(problem: "a misspelt top-level key", yaml: "screen:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: unknown key 'screen' at the top level; did you mean 'screens'?",
        ]),
        BadSpec(problem: "an unknown top-level key", yaml: "routes: {}\nscreens:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: unknown key 'routes' at the top level; expected access, imports, module, root, screens, modals or events",
        ]),
        BadSpec(problem: "no screens", yaml: "imports: [Models]\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: missing required key 'screens': a feature declares at least one screen, or a 'root' its stack shows",
        ]),
        BadSpec(problem: "no screens, and other keys wrong too", yaml: "access: privat\nimports: [a b]\nmodals:\n  Picker: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: missing required key 'screens': a feature declares at least one screen, or a 'root' its stack shows",
            "Specs/Home.routes.yaml:1:9: error: 'privat' is not an access level; use public, package or internal",
            "Specs/Home.routes.yaml:2:11: error: 'a b' is not a module name; imports are Swift identifiers such as 'Models'",
            "Specs/Home.routes.yaml:4:3: error: modal name 'Picker' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'picker'",
        ]),
        BadSpec(problem: "screens as a list", yaml: "screens: [home, detail]\n", diagnostics: [
            "Specs/Home.routes.yaml:1:10: error: 'screens' must be a mapping from screen names to their params; found a sequence",
        ]),
        BadSpec(problem: "an empty screens mapping", yaml: "screens: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:10: error: 'screens' must declare at least one screen, unless the feature declares a 'root' its stack shows alone",
        ]),
        BadSpec(problem: "a screen whose body is a type", yaml: "screens:\n  home: User\n", diagnostics: [
            "Specs/Home.routes.yaml:2:9: error: screen 'home' must be a mapping of 'doc', 'params', 'view', 'url', 'parent' and 'renamedFrom', or empty; found a scalar",
        ]),
        BadSpec(problem: "a misspelt screen key", yaml: "screens:\n  home:\n    param: { id: Int }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:5: error: unknown key 'param' in screen 'home'; did you mean 'params'?",
        ]),
        BadSpec(problem: "a style on an event", yaml: "screens:\n  home: {}\nevents:\n  done:\n    style: sheet\n", diagnostics: [
            "Specs/Home.routes.yaml:5:5: error: unknown key 'style' in event 'done'; expected doc, params or url",
        ]),
        BadSpec(problem: "a doc that is a mapping", yaml: "screens:\n  home:\n    doc: { text: Hi }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: 'doc' of screen 'home' must be text; found a mapping",
        ]),
        BadSpec(problem: "params as a list", yaml: "screens:\n  home:\n    params: [id]\n", diagnostics: [
            "Specs/Home.routes.yaml:3:13: error: 'params' of screen 'home' must be a mapping from labels to types; found a sequence",
        ]),
        BadSpec(problem: "a parameter without a type", yaml: "screens:\n  home:\n    params:\n      user:\n", diagnostics: [
            "Specs/Home.routes.yaml:4:12: error: parameter 'user' of screen 'home' needs a type, e.g. 'user: String'",
        ]),
        BadSpec(problem: "a parameter mapping without 'type'", yaml: "screens:\n  home:\n    params:\n      filter: { default: .all }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:15: error: parameter 'filter' of screen 'home' is missing its 'type'",
        ]),
        BadSpec(problem: "a misspelt 'default'", yaml: "screens:\n  home:\n    params:\n      filter: { type: Filter, defualt: .all }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:31: error: unknown key 'defualt' in parameter 'filter' of screen 'home'; did you mean 'default'?",
        ]),
        BadSpec(problem: "problems of several stages, reported together in line order",
                yaml: "screens:\n  Home: {}\n  detail:\n    parms: {}\n    params: { id: \"Int)\" }\naccess: privat\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: screen name 'Home' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'home'",
            "Specs/Home.routes.yaml:4:5: error: unknown key 'parms' in screen 'detail'; did you mean 'params'?",
            "Specs/Home.routes.yaml:5:23: error: invalid type 'Int)' for parameter 'id' of screen 'detail': unexpected ')' after the type",
            "Specs/Home.routes.yaml:6:9: error: 'privat' is not an access level; use public, package or internal",
        ]),
        BadSpec(problem: "a key that is a list", yaml: "screens:\n  ? [a, b]\n  : {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:5: error: a key must be a name; found a sequence",
        ]),
    ]

    static let names = [
        BadSpec(problem: "duplicate screens", yaml: "screens:\n  home: {}\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:3:3: error: duplicate key 'home'; it is first declared at 2:3",
        ]),
        BadSpec(problem: "duplicate parameter labels", yaml: "screens:\n  home:\n    params:\n      id: Int\n      id: String\n", diagnostics: [
            "Specs/Home.routes.yaml:5:7: error: duplicate key 'id'; it is first declared at 4:7",
        ]),
        BadSpec(problem: "a modal named like a screen, with other parameters or another view", yaml: "screens:\n  profile: { params: { id: Int } }\n  card: { view: CardView }\nmodals:\n  profile: { params: { _ id: String } }\n  card: { view: CardSheet }\n", diagnostics: [
            "Specs/Home.routes.yaml:5:3: error: modal 'profile' has the same name as the screen at 2:3, so the view-building client builds both with its closure 'profile', which cannot take both the screen's parameters (Int) and the modal's (String); give them the same parameter types to share the closure, or rename one",
            "Specs/Home.routes.yaml:6:3: error: modal 'card' has the same name as the screen at 3:3, so the view-building client builds both with its closure 'card', which cannot build both the screen's view CardView and the modal's CardSheet; give them the same 'view' to share the closure, or rename one",
        ]),
        BadSpec(problem: "names that are not lowerCamelCase", yaml: "screens:\n  Profile: {}\n  photo_detail: {}\nevents:\n  Done-Now: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: screen name 'Profile' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'profile'",
            "Specs/Home.routes.yaml:3:3: error: screen name 'photo_detail' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'photoDetail'",
            "Specs/Home.routes.yaml:5:3: error: event name 'Done-Now' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'doneNow'",
        ]),
        BadSpec(problem: "Swift keywords as names", yaml: "screens:\n  default: {}\nmodals:\n  class: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: 'default' is a Swift keyword and cannot name a screen; choose another name, e.g. 'defaultScreen'",
            "Specs/Home.routes.yaml:4:3: error: 'class' is a Swift keyword and cannot name a modal; choose another name, e.g. 'classModal'",
        ]),
        BadSpec(problem: "code injected through a screen name", yaml: "screens:\n  \"home\\n  case evil(x: Int)\": {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: screen name 'home\\n  case evil(x: Int)' must be a lowerCamelCase Swift identifier (ASCII letters and digits)",
        ]),
        BadSpec(problem: "bad parameter labels", yaml: "screens:\n  home:\n    params:\n      user-id: String\n      for: Int\n      _: Int\n", diagnostics: [
            "Specs/Home.routes.yaml:4:7: error: parameter label 'user-id' of screen 'home' must be a Swift identifier (ASCII letters, digits and '_'), e.g. 'userId'",
            "Specs/Home.routes.yaml:5:7: error: 'for' is a Swift keyword and cannot label a parameter of screen 'home'",
            "Specs/Home.routes.yaml:6:7: error: an unlabelled parameter of screen 'home' needs a name after '_', e.g. '_ post: Post'; closures, views and links refer to it by that name",
        ]),
        BadSpec(problem: "a feature file name that is not UpperCamelCase", yaml: "screens:\n  home: {}\n", diagnostics: [
            "Specs/user_detail.routes.yaml: error: the feature name 'user_detail' comes from the file name and must be an UpperCamelCase Swift identifier other than a keyword; rename the file to 'UserDetail.routes.yaml'",
        ], path: "Specs/user_detail.routes.yaml"),
        BadSpec(problem: "a feature name too long for its generated file names", yaml: "screens:\n  home: {}\n", diagnostics: [
            "Specs/\(String(repeating: "A", count: 228)).routes.yaml: error: the feature name is 228 characters long, so the generated file name 'AAAAAAAAAAAA…' would be longer than the 255 bytes file systems allow; shorten the spec's file name to at most 227 characters before '.routes.yaml'",
        ], path: "Specs/\(String(repeating: "A", count: 228)).routes.yaml"),
    ]

    static let types = [
        BadSpec(problem: "an unfinished generic type", yaml: "screens:\n  home:\n    params:\n      page: Array<\n", diagnostics: [
            "Specs/Home.routes.yaml:4:19: error: invalid type 'Array<' for parameter 'page' of screen 'home': expected a type",
        ]),
        BadSpec(problem: "code injected through a type", yaml: "screens:\n  home:\n    params:\n      name: \"String) ; import Evil; enum X {\"\n", diagnostics: [
            "Specs/Home.routes.yaml:4:20: error: invalid type 'String) ; import Evil; enum X {' for parameter 'name' of screen 'home': unexpected ')' after the type",
        ]),
        BadSpec(problem: "types a route cannot hold", yaml: "screens:\n  home:\n    params:\n      f: \"[(Int) -> Void]\"\n      g: String!\n      h: \"[any Hashable]\"\n", diagnostics: [
            "Specs/Home.routes.yaml:4:12: error: invalid type '[(Int) -> Void]' for parameter 'f' of screen 'home': a function type is allowed only as a whole parameter type or its optional, not inside '[': routegen wraps a parameter's closure so that the route stays Hashable",
            "Specs/Home.routes.yaml:5:16: error: invalid type 'String!' for parameter 'g' of screen 'home': implicitly unwrapped optionals are not allowed; use 'String?'",
            "Specs/Home.routes.yaml:6:12: error: invalid type '[any Hashable]' for parameter 'h' of screen 'home': an existential ('any P') is allowed only as a whole parameter type or its optional, not inside '[': routegen boxes a parameter's existential so that the route stays Hashable",
        ]),
        BadSpec(problem: "an unquoted list of two types", yaml: "screens:\n  home:\n    params:\n      users: [User, Admin]\n", diagnostics: [
            "Specs/Home.routes.yaml:4:14: error: parameter 'users' of screen 'home' has a YAML list where a type is expected; quote the type, e.g. 'users: \"[String]\"'",
        ]),
        BadSpec(problem: "a type the generated Route would shadow", yaml: "screens:\n  home:\n    params:\n      kind: Screen\n      kinds: \"[Screen.Kind]\"\n", diagnostics: [
            "Specs/Home.routes.yaml:4:13: error: type 'Screen' of parameter 'kind' of screen 'home' would refer to the generated 'HomeRoute.Screen'; qualify it with its module, e.g. 'Models.Screen'",
            "Specs/Home.routes.yaml:5:14: error: type '[Screen.Kind]' of parameter 'kinds' of screen 'home' would refer to the generated 'HomeRoute.Screen'; qualify it with its module, e.g. 'Models.Screen'",
        ]),
    ]

    static let defaults = [
        BadSpec(problem: "code injected through a default", yaml: "screens:\n  home:\n    params:\n      page: { type: Int, default: \"1) }; func evil() {\" }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:37: error: invalid default value '1) }; func evil() {' for parameter 'page' of screen 'home': unexpected ')' after the expression",
        ]),
        BadSpec(problem: "a parameter injected through a default", yaml: "screens:\n  home:\n    params:\n      page: { type: Int, default: \"1, evil: Int = 2\" }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:37: error: invalid default value '1, evil: Int = 2' for parameter 'page' of screen 'home': unexpected ',' after the expression",
        ]),
        BadSpec(problem: "a comment in a default", yaml: "screens:\n  home:\n    params:\n      page: { type: Int, default: \"1 // comment\" }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:38: error: invalid default value '1 // comment' for parameter 'page' of screen 'home': comments are not allowed in a default value",
        ]),
        BadSpec(problem: "string interpolation in a default", yaml: "screens:\n  home:\n    params:\n      x: { type: String, default: '\"\\(evil())\"' }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:37: error: invalid default value '\"\\(evil())\"' for parameter 'x' of screen 'home': string interpolation is not allowed in a default value",
        ]),
        BadSpec(problem: "an empty default", yaml: "screens:\n  home:\n    params:\n      page: { type: Int, default: }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:35: error: the default of parameter 'page' of screen 'home' is empty; write a Swift expression, e.g. 'default: nil'",
        ]),
        BadSpec(problem: "a default written as a YAML list", yaml: "screens:\n  home:\n    params:\n      ids: { type: \"[Int]\", default: [1, 2] }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:38: error: the default of parameter 'ids' of screen 'home' is a YAML list; quote the Swift expression, e.g. 'default: \"[1, 2]\"'",
        ]),
        BadSpec(problem: "a String default that YAML unquoted", yaml: "screens:\n  home:\n    params:\n      greeting: { type: String, default: \"hello\" }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:42: warning: the default of parameter 'greeting' of screen 'home' is the Swift expression 'hello', not a string: YAML removed the quotes; write default: '\"hello\"' for a string literal",
        ]),
    ]

    static let settings = [
        BadSpec(problem: "an unknown access level", yaml: "access: private\nscreens:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:9: error: 'private' is not an access level; use public, package or internal",
        ]),
        BadSpec(problem: "an unknown modal style", yaml: "screens:\n  home: {}\nmodals:\n  sheet:\n    style: drawer\n", diagnostics: [
            "Specs/Home.routes.yaml:5:12: error: 'drawer' is not a modal style; use sheet, fullScreenCover or popover",
        ]),
        BadSpec(problem: "a misspelt popover style", yaml: "screens:\n  home: {}\nmodals:\n  sheet:\n    style: popovr\n", diagnostics: [
            "Specs/Home.routes.yaml:5:12: error: 'popovr' is not a modal style; did you mean 'popover'?",
        ]),
        BadSpec(problem: "a miscased modal style", yaml: "screens:\n  home: {}\nmodals:\n  sheet:\n    style: fullscreencover\n", diagnostics: [
            "Specs/Home.routes.yaml:5:12: error: 'fullscreencover' is not a modal style; did you mean 'fullScreenCover'?",
        ]),
        BadSpec(problem: "imports as a mapping", yaml: "imports: { Models: true }\nscreens:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:10: error: 'imports' must be a list of module names, e.g. 'imports: [Models]'; found a mapping",
        ]),
        BadSpec(problem: "code injected through an import", yaml: "imports: [Foo Bar, 'Models; import Evil']\nscreens:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:11: error: 'Foo Bar' is not a module name; imports are Swift identifiers such as 'Models'",
            "Specs/Home.routes.yaml:1:20: error: 'Models; import Evil' is not a module name; imports are Swift identifiers such as 'Models'",
        ]),
        BadSpec(problem: "an import listed twice", yaml: "imports: [Models, Models]\nscreens:\n  home: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:19: warning: 'Models' is already imported at 1:11",
        ]),
        BadSpec(problem: "a control character in a doc", yaml: "screens:\n  home:\n    doc: \"Bell\\a here\"\n", diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: the doc of screen 'home' contains the control character U+0007; remove it",
        ]),
    ]

    static let appWiring = [
        BadSpec(problem: "a view that is not a type name", yaml: "screens:\n  home: { view: 'ProfileView?' }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:17: error: 'view' of screen 'home' must name a view type such as 'ProfileView' or 'Profile.Screen'; 'ProfileView?' is not a type name",
        ]),
        BadSpec(problem: "code injected as a view", yaml: "screens:\n  home: { view: 'Text(\"x\"); exit(0)' }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:22: error: invalid view type 'Text(\"x\"); exit(0)' for screen 'home': unexpected '(' after the type",
        ]),
        BadSpec(problem: "a view given as a list", yaml: "modals:\n  share: { view: [A] }\nscreens: { home: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:18: error: 'view' of modal 'share' must be a view type, e.g. 'view: ProfileView'; found a sequence",
        ]),
        BadSpec(problem: "a module that is not an identifier", yaml: "module: Home-Feature\nscreens: { home: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:1:9: error: 'Home-Feature' is not a module name; 'module' names the module that defines the views, a Swift identifier such as 'HomeFeature'",
        ]),
        BadSpec(problem: "a style on the root", yaml: "root:\n  style: sheet\nscreens: { home: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: unknown key 'style' in the root screen; expected doc, params, view or url",
        ]),
        BadSpec(problem: "a screen named like the root's closure", yaml: "root: {}\nscreens: { root: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:12: error: screen 'root' has the same name as the root screen's closure of the view-building client (declared at 1:1); rename it",
        ]),
        BadSpec(problem: "screens, a modal and a root without views in live mode", yaml: "root: { doc: Grid. }\nscreens:\n  home: {}\n  detail: { view: DetailView }\nmodals:\n  share: {}\nevents:\n  done: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: the root screen has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: RootView'",
            "Specs/Home.routes.yaml:3:3: error: screen 'home' has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: HomeView'",
            "Specs/Home.routes.yaml:6:3: error: modal 'share' has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: ShareView'",
        ], mode: .live),
    ]

    static let yamlFeatures = [
        BadSpec(problem: "a YAML tag", yaml: "screens:\n  home:\n    doc: !!str Hello\n", diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: YAML tags are not supported; remove '!!str'",
        ]),
        BadSpec(problem: "a merge key in parameters", yaml: "common: &common { id: String }\nscreens:\n  home:\n    params:\n      <<: *common\n      page: Int\n", diagnostics: [
            "Specs/Home.routes.yaml:1:1: error: unknown key 'common' at the top level; expected access, imports, module, root, screens, modals or events",
            "Specs/Home.routes.yaml:5:7: error: merge keys ('<<') are not supported; write the keys out, or reuse a whole body with an alias ('*name')",
        ]),
        BadSpec(problem: "an alias to no anchor", yaml: "screens:\n  home: *missing\n", diagnostics: [
            "Specs/Home.routes.yaml:2:9: error: unknown alias '*missing'; define '&missing' before using it",
        ]),
        BadSpec(problem: "two YAML documents", yaml: "screens:\n  home: {}\n---\nscreens:\n  other: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:3:1: error: a spec holds a single YAML document; remove this second one",
        ]),
        BadSpec(problem: "an alias bomb", yaml: (1...7).map { level in
            let name = Character(UnicodeScalar(UInt8(96 + level)))
            let items = level == 1 ? Array(repeating: "x", count: 10) : Array(repeating: "*\(Character(UnicodeScalar(UInt8(95 + level))))", count: 10)
            return "\(name): &\(name) [\(items.joined(separator: ", "))]"
        }.joined(separator: "\n") + "\n", diagnostics: [
            "Specs/Home.routes.yaml:6:36: error: aliases expand this document beyond 1000000 nodes",
        ]),
    ]

    /// Unlabelled parameters, closures, hosted stacks, root parameters and presentation.
    static let routeShapes = [
        BadSpec(problem: "an unlabelled parameter named with a keyword or a non-identifier", yaml: "screens:\n  home:\n    params:\n      _ for: Int\n      _  user-id: String\n", diagnostics: [
            "Specs/Home.routes.yaml:4:9: error: 'for' is a Swift keyword and cannot name a parameter of screen 'home'",
            "Specs/Home.routes.yaml:5:10: error: parameter name 'user-id' of screen 'home' must be a Swift identifier (ASCII letters, digits and '_'), e.g. 'userId'",
        ]),
        BadSpec(problem: "two parameters with one name", yaml: "screens:\n  post:\n    params: { _ post: Int, post: String }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:28: error: parameter name 'post' of screen 'post' is already used at 3:17; each parameter needs its own name",
        ]),
        BadSpec(problem: "a name repeated among many parameters", yaml: "screens:\n  many:\n    params: { p1: Int, p2: Int, p3: Int, p4: Int, p5: Int, p6: Int, p7: Int, p8: Int, p9: Int, p10: Int, p11: Int, p12: Int, p13: Int, p14: Int, p15: Int, p16: Int, p17: Int, p18: Int, _ p2: String, _ p17: Bool }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:188: error: parameter name 'p2' of screen 'many' is already used at 3:24; each parameter needs its own name",
            "Specs/Home.routes.yaml:3:202: error: parameter name 'p17' of screen 'many' is already used at 3:166; each parameter needs its own name",
        ]),
        BadSpec(problem: "view state and existentials as parameters", yaml: """
            screens:
              editor:
                params:
                  text: Binding<String>
                  env: SwiftUI.EnvironmentValues
                  owner: AnyObject
                  result: Result<Int, Error>
                  any: Any
                  model: "Set<SwiftUI.Bindable<Model>>"
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:13: error: type 'Binding<String>' of parameter 'text' of screen 'editor' cannot be a route parameter: 'Binding' ties the route to a view's state and is neither Hashable nor Sendable; return a value to the screen that pushed instead (push(_:onResult:) and returnResult(_:)), send an event, or pass an ID the destination loads",
            "Specs/Home.routes.yaml:5:12: error: type 'SwiftUI.EnvironmentValues' of parameter 'env' of screen 'editor' cannot be a route parameter: the environment belongs to the view hierarchy, not to a route; read it with @Environment in the destination view",
            "Specs/Home.routes.yaml:6:14: error: type 'AnyObject' of parameter 'owner' of screen 'editor' cannot be a route parameter: 'AnyObject' is not Hashable; pass an ID, or a value of a concrete Hashable and Sendable type",
            "Specs/Home.routes.yaml:7:15: error: type 'Result<Int, Error>' of parameter 'result' of screen 'editor' cannot be a route parameter: 'Error' is a protocol, and 'any Error' is not Hashable; use a concrete error type that is Hashable and Sendable (an enum, say), or report the failure with an event",
            "Specs/Home.routes.yaml:8:12: error: invalid type 'Any' for parameter 'any' of screen 'editor': 'Any' is not Hashable, so the route would not be; use a concrete Hashable and Sendable type, or pass an ID",
            "Specs/Home.routes.yaml:9:14: error: type 'Set<SwiftUI.Bindable<Model>>' of parameter 'model' of screen 'editor' cannot be a route parameter: 'Bindable' ties the route to a view's state and is neither Hashable nor Sendable; return a value to the screen that pushed instead (push(_:onResult:) and returnResult(_:)), send an event, or pass an ID the destination loads",
        ]),
        BadSpec(problem: "closures with defaults other than nil, and a doubly optional closure", yaml: """
            screens:
              picker:
                params:
                  onSelect: { type: (Tag) -> Void, default: nil }
                  onCancel: { type: "(() -> Void)?", default: .none }
                  onDone: "((Int) -> Void)??"
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:49: error: the default of parameter 'onSelect' of screen 'picker' can only be 'nil', for an optional function type such as '((Tag) -> Void)?'; closures cannot be written in a spec",
            "Specs/Home.routes.yaml:5:51: error: the default of parameter 'onCancel' of screen 'picker' can only be 'nil', for an optional function type such as '((Tag) -> Void)?'; closures cannot be written in a spec",
            "Specs/Home.routes.yaml:6:15: error: type '((Int) -> Void)??' of parameter 'onDone' of screen 'picker' is an optional of an optional function; write '((Int) -> Void)?'",
        ]),
        BadSpec(problem: "an attribute a closure parameter cannot have", yaml: "screens:\n  picker:\n    params:\n      onSelect: '@objc (Tag) -> Void'\n", diagnostics: [
            "Specs/Home.routes.yaml:4:17: error: invalid type '@objc (Tag) -> Void' for parameter 'onSelect' of screen 'picker': '@objc' is not allowed; a function type may have @MainActor, @Sendable and @escaping",
        ]),
        BadSpec(problem: "stacks that do not name a feature, or with a view", yaml: """
            screens: { home: {} }
            modals:
              settings: { stack: settings }
              editor: { stack: Editor, view: EditorView }
              empty: { stack: }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:22: error: 'stack' of modal 'settings' must name a feature: the UpperCamelCase name of its spec file before '.routes.yaml', e.g. 'Settings'",
            "Specs/Home.routes.yaml:4:34: error: modal 'editor' hosts the Editor feature's navigation stack, so it has no 'view': the stack shows its root, which the Editor feature's client builds; remove 'view: EditorView'",
            "Specs/Home.routes.yaml:5:19: error: 'stack' of modal 'empty' is empty; name the feature whose navigation stack it presents, e.g. 'stack: Settings'",
        ]),
        BadSpec(problem: "an event named like a modal that hosts a stack", yaml: "screens: { home: {} }\nmodals:\n  settings: { stack: Settings }\nevents:\n  settings: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:5:3: error: event 'settings' has the same name as the modal at 3:3, which hosts the Settings stack: that stack's events reach the app layer as the event 'settings(SettingsEvent)'; rename one",
        ]),
        BadSpec(problem: "bad detents", yaml: """
            screens: { home: {} }
            modals:
              cover: { style: fullScreenCover, detents: [medium] }
              filters: { detents: [tiny, fraction(1.5), height(0), large, large, "fraction(.5)"] }
              sort: { style: popover, detents: { medium: true } }
              empty: { detents: [] }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:46: error: 'detents' of modal 'cover' apply to sheets and popovers, not to a full-screen cover; remove them or use 'style: sheet'",
            "Specs/Home.routes.yaml:4:24: error: 'tiny' is not a detent of modal 'filters'; use medium, large, fraction(0.5) (of the screen's height, above 0, at most 1) or height(300) (points)",
            "Specs/Home.routes.yaml:4:30: error: 'fraction(1.5)' is not a detent of modal 'filters'; use medium, large, fraction(0.5) (of the screen's height, above 0, at most 1) or height(300) (points)",
            "Specs/Home.routes.yaml:4:45: error: 'height(0)' is not a detent of modal 'filters'; use medium, large, fraction(0.5) (of the screen's height, above 0, at most 1) or height(300) (points)",
            "Specs/Home.routes.yaml:4:63: error: detent 'large' of modal 'filters' is listed twice",
            "Specs/Home.routes.yaml:4:70: error: 'fraction(.5)' is not a detent of modal 'filters'; use medium, large, fraction(0.5) (of the screen's height, above 0, at most 1) or height(300) (points)",
            "Specs/Home.routes.yaml:5:36: error: 'detents' of modal 'sort' must be a list of detents, e.g. 'detents: [medium, large]'; found a mapping",
            "Specs/Home.routes.yaml:6:21: error: 'detents' of modal 'empty' is empty; list the heights the sheet may take, e.g. 'detents: [medium, large]'",
        ]),
        BadSpec(problem: "a root parameter named router", yaml: "root:\n  params: { router: AppRouter, _ id: Int }\nscreens: { home: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:2:13: error: the root screen's parameter cannot be named 'router': the stack's initializer takes its router under that name; rename it",
        ]),
    ]

    /// Defaults that parse as Swift but that swiftc refuses, or warns about, where they are used.
    static let uncompilableDefaults = [
        BadSpec(problem: "defaults swiftc refuses: a raw tab in a string, self, overflowing literals", yaml: """
            screens:
              a:
                params:
                  s: { type: String, default: "\\"a\\tb\\"" }
                  v: { type: Int, default: self.x }
                  d: { type: Double, default: 1e99999 }
                  e: { type: Int8, default: 300 }
                  f: { type: Int, default: 99999999999999999999 }
                  g: { type: UInt8, default: -1 }
                  h: { type: Int8, default: -128 }
                  i: { type: Int, default: Self.x }
                  j: { type: Swift.UInt16, default: 0xFFFF }
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:35: error: invalid default value '\"a\\tb\"' for parameter 's' of screen 'a': a tab inside a string literal must be written '\\t'",
            "Specs/Home.routes.yaml:5:32: error: invalid default value 'self.x' for parameter 'v' of screen 'a': 'self' does not exist where a default value is evaluated; write 'Self.member' or the type's name",
            "Specs/Home.routes.yaml:6:35: error: invalid default value '1e99999' for parameter 'd' of screen 'a': the number literal '1e99999' is too large for any floating-point type",
            "Specs/Home.routes.yaml:7:33: error: the default '300' of parameter 'e' of screen 'a' does not fit in Int8 (-128...127)",
            "Specs/Home.routes.yaml:8:32: error: the default '99999999999999999999' of parameter 'f' of screen 'a' does not fit in Int (-9223372036854775808...9223372036854775807)",
            "Specs/Home.routes.yaml:9:34: error: the default '-1' of parameter 'g' of screen 'a' does not fit in UInt8 (0...255)",
        ]),
    ]

    /// Link templates, parents and earlier names.
    static let links = [
        BadSpec(problem: "a link to a root that takes parameters", yaml: "root:\n  params: { id: Int }\n  url: home\nscreens: { a: {} }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:8: error: the root screen takes parameters (such as 'id'), which are the stack's initializer's, not its router's; a link cannot pass them, so remove its 'url'",
        ]),
        BadSpec(problem: "template placeholders that name no parameter, or one twice", yaml: """
            screens:
              profile:
                url: users/{userId}
                params: { userID: String }
              photos:
                url: "users/{userID}/photos/{userID}"
                params: { userID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:16: error: '{userId}' in link template 'users/{userId}' is not a parameter of screen 'profile'; did you mean '{userID}'?",
            "Specs/Home.routes.yaml:6:33: error: '{userID}' appears twice in link template 'users/{userID}/photos/{userID}' of screen 'photos'",
        ]),
        BadSpec(problem: "malformed templates", yaml: """
            screens:
              photos:
                url: ["u/{userID}/p-{x}", "a//b", "x/**/y", "q?{userID}", "s?q=literal", "share#x", "café"]
                params: { userID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:25: error: '{x}' in link template 'u/{userID}/p-{x}' is not a parameter of screen 'photos'; its parameters are userID",
            "Specs/Home.routes.yaml:3:34: error: invalid link template 'a//b' for screen 'photos': a template cannot have an empty segment ('//')",
            "Specs/Home.routes.yaml:3:45: error: invalid link template 'x/**/y' for screen 'photos': '**' matches every remaining segment, so it must be the last",
            "Specs/Home.routes.yaml:3:52: error: invalid link template 'q?{userID}' for screen 'photos': a query item's name is literal: write 'item={parameter}' (e.g. 'search?q={query}'), 'item=value' (a fixed value), 'item=*' (there, with any value), '!item' (refuses links that hold it) or '{parameter=$url}' ($host, $path: the link itself)",
            "Specs/Home.routes.yaml:3:63: error: link template 's?q=literal' of screen 'photos' does not carry its required parameter 'userID': put it in the path ('{userID}') or in the query ('userID={userID}')",
            "Specs/Home.routes.yaml:3:84: error: invalid link template 'share#x' for screen 'photos': a template cannot hold '#': a route carried in the fragment is declared per host in the app spec (routeIn: fragment)",
            "Specs/Home.routes.yaml:3:93: error: invalid link template 'café' for screen 'photos': a template is ASCII without spaces: write literal segments with letters, digits and -._~!$&'()+,;=:@",
        ]),
        BadSpec(problem: "parameters a link cannot carry", yaml: """
            screens:
              search:
                url: "search?q={query}"
                params: { query: String, page: Int }
              editor:
                url: editor/{tags}
                params: { tags: "[String]", flags: "[String: Bool]", kinds: "Set<Kind>" }
              picker:
                url: picker
                params: { onSelect: (Int) -> Void }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: link template 'search?q={query}' of screen 'search' does not carry its required parameter 'page': put it in the path ('{page}') or in the query ('page={page}')",
            "Specs/Home.routes.yaml:6:10: error: parameter 'flags' of screen 'editor' cannot be carried by a link: a link carries single values and repeated query items, not a dictionary; as it has no default, every link must carry it: give it a type a link can carry, or a default and the template 'editor/{tags}?'",
            "Specs/Home.routes.yaml:6:10: error: parameter 'kinds' of screen 'editor' cannot be carried by a link: 'Set<Kind>' is a collection; a link carries one value per path segment, and arrays ('[T]') as repeated query items; as it has no default, every link must carry it: give it a type a link can carry, or a default and the template 'editor/{tags}?'",
            "Specs/Home.routes.yaml:6:17: error: parameter 'tags' of screen 'editor' cannot be carried in a link's path: a path segment always holds one value; carry '[String]' in the query",
            "Specs/Home.routes.yaml:9:10: error: screen 'picker' takes the closure 'onSelect', which a link cannot carry; remove its 'url', or make the closure optional",
        ]),
        BadSpec(problem: "a catch-all on a modal that hosts a stack", yaml: "screens: { a: {} }\nmodals:\n  settings: { stack: Settings, url: 'settings/**' }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:37: error: link template 'settings/**' of modal 'settings' ends with '**', but what follows a hosting modal's template is the Settings feature's own link; remove the '**'",
        ]),
        BadSpec(problem: "two templates that match the same links", yaml: "screens:\n  a:\n    url: users/{id}\n    params: { id: Int }\n  b:\n    url: ['users/{name}', users/x]\n    params: { name: String }\n", diagnostics: [
            "Specs/Home.routes.yaml:6:11: error: link template 'users/{name}' of screen 'b' matches the same links as 'users/{id}' of screen 'a' at 3:10; make one more specific, e.g. with another literal segment",
        ]),
        BadSpec(problem: "parents that are unknown, cyclic, missing a value or without a link", yaml: """
            screens:
              profile:
                params: { userID: String }
              detail:
                url: detail/{id}
                parent: profil
                params: { id: Int }
              loopA:
                url: a/{id}
                parent: loopB
                params: { id: Int }
              loopB:
                url: b/{id}
                parent: loopA
                params: { id: Int }
              needsUser:
                url: n/{id}
                parent: profile
                params: { id: Int }
              noURL:
                parent: profile
            """, diagnostics: [
            "Specs/Home.routes.yaml:6:13: error: 'parent' of screen 'detail' names no screen of this feature: 'profil'; did you mean 'profile'?",
            "Specs/Home.routes.yaml:10:13: error: the 'parent' chain of screen 'loopA' comes back to screen 'loopA'; parents must lead to a screen without one",
            "Specs/Home.routes.yaml:14:13: error: the 'parent' chain of screen 'loopB' comes back to screen 'loopB'; parents must lead to a screen without one",
            "Specs/Home.routes.yaml:18:13: error: parent screen 'profile' of screen 'needsUser' needs 'userID: String', which a link to screen 'needsUser' does not carry; give screen 'needsUser' that parameter, or give it a default in 'profile'",
            "Specs/Home.routes.yaml:21:13: error: 'parent' of screen 'noURL' names the screen its links stand on, so it needs a 'url'",
        ]),
        BadSpec(problem: "earlier names that clash or are not names", yaml: """
            screens:
              profile: {}
              renamed:
                renamedFrom: [profile, Old-Name]
            modals:
              share:
                renamedFrom: [old]
              other:
                renamedFrom: old
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:19: error: 'profile' in 'renamedFrom' of screen 'renamed' is the name of screen 'profile'; a saved 'profile' must restore as one screen only",
            "Specs/Home.routes.yaml:4:28: error: 'Old-Name' in 'renamedFrom' of screen 'renamed' is not a case name; list the names the case had before, e.g. 'renamedFrom: [oldName]'",
            "Specs/Home.routes.yaml:9:18: error: 'old' in 'renamedFrom' of modal 'other' is already in 'renamedFrom' of modal 'share'; a saved 'old' must restore as one modal only",
        ]),
        BadSpec(problem: "empty and mistyped link keys", yaml: "screens:\n  a:\n    url: []\n    parent: \n  b:\n    url: { path: x }\n    renamedFrom: [~]\n", diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: 'url' of screen 'a' is empty; write one or a list of link templates, e.g. 'url: users/{userID}'",
            "Specs/Home.routes.yaml:4:12: error: 'parent' of screen 'a' is empty; name the screen a link to it stands on, e.g. 'parent: profile'",
            "Specs/Home.routes.yaml:6:10: error: 'url' of screen 'b' must be one or a list of link templates, e.g. 'url: users/{userID}'; found a mapping",
            "Specs/Home.routes.yaml:7:19: error: an item of 'renamedFrom' of screen 'b' is empty",
        ]),
    ]

    @Test(arguments: specs)
    func reportsExactly(_ spec: BadSpec) {
        #expect(SpecFixture.diagnostics(spec.yaml, path: spec.path, mode: spec.mode) == spec.diagnostics)
    }

    @Test func coversAtLeastTwentyFiveBadSpecs() {
        #expect(Self.specs.count >= 25)
    }

    @Test func everyErrorFailsGenerationAndWarningsDoNot() {
        for spec in Self.specs {
            let result = Generator.generate(
                [SpecSource(path: spec.path, text: spec.yaml)], templates: SpecFixture.templates, settings: GenerationSettings(mode: spec.mode)
            )
            let hasError = spec.diagnostics.contains { $0.contains(": error: ") }
            #expect(result.files.isEmpty == hasError, "\(spec.problem)")
        }
    }
}
