/// The mistakes people make every day, each told what they did and how to fix it (issue 11):
/// libyaml's own words are replaced where the shape of the text shows the cause.
extension BadSpecTests {
    static let everyday = yamlTrips + indentation + suggestions + typeMistakes + defaultMistakes

    /// A key of 1,025 characters, one more than libyaml reads as a key.
    static let longKey = "screen" + String(repeating: "X", count: 1019)

    /// Text YAML cannot read, explained from the line it stopped on.
    static let yamlTrips = [
        BadSpec(problem: "a key without its colon", yaml: "screens:\n  home\n  detail: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:7: error: 'home' has no ':' after it, so YAML reads it and the next line as one value; write 'home:'",
        ]),
        BadSpec(problem: "a key without its colon after a sibling", yaml: "screens:\n  home: {}\n  detail\n  other: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:3:9: error: 'detail' has no ':' after it, so YAML cannot read it as a key; write 'detail:'",
        ]),
        BadSpec(problem: "a key without its colon after a nested body", yaml: "screens:\n  home:\n    doc: hi # the start\n  detail # no colon\n\n  other: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:4:9: error: 'detail' has no ':' after it, so YAML cannot read it as a key; write 'detail:'",
        ]),
        BadSpec(problem: "a first key longer than YAML reads", yaml: "screens:\n  - \(longKey): {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:5: error: the key '\(longKey.prefix(60))…' is longer than 1,024 characters, the most YAML reads as a key; shorten it",
        ]),
        BadSpec(problem: "a later key longer than YAML reads", yaml: "screens:\n  home: {}\n  \(longKey): {}\n", diagnostics: [
            "Specs/Home.routes.yaml:3:3: error: the key '\(longKey.prefix(60))…' is longer than 1,024 characters, the most YAML reads as a key; shorten it",
        ]),
        BadSpec(problem: "a doc holding ': '", yaml: "screens:\n  home:\n    doc: Note: this\n", diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: the value of 'doc' holds ': ', which YAML reads as the start of a mapping; quote the value, e.g. doc: \"Note: this\"",
        ]),
        BadSpec(problem: "a call default holding ': ' and a string", yaml: "screens:\n  home:\n    params:\n      x:\n        type: Foo\n        default: Foo.make(a: 1, b: \"x\")\n", diagnostics: [
            "Specs/Home.routes.yaml:6:18: error: the value of 'default' holds ': ', which YAML reads as the start of a mapping; quote the value, e.g. default: 'Foo.make(a: 1, b: \"x\")'",
        ]),
        BadSpec(problem: "a call default holding ', ' in a flow mapping", yaml: "screens:\n  home:\n    params:\n      x: { type: Foo, default: Foo.make(a: 1, b: 2) }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:32: error: inside '{ … }', YAML ends a value at ',' and reads ': ' as a key; quote the value of 'default', e.g. default: \"Foo.make(a: 1, b: 2)\"",
        ]),
        BadSpec(problem: "an unquoted optional array", yaml: "screens:\n  home:\n    params:\n      x: [String]?\n", diagnostics: [
            "Specs/Home.routes.yaml:4:18: error: YAML reads '[…]' as a list, so the '?' after it cannot follow; quote the type, e.g. x: \"[String]?\"",
        ]),
        BadSpec(problem: "an unquoted optional nested dictionary", yaml: "screens:\n  home:\n    params:\n      x: [String: [Int]]?\n", diagnostics: [
            "Specs/Home.routes.yaml:4:25: error: YAML reads '[…]' as a list, so the '?' after it cannot follow; quote the type, e.g. x: \"[String: [Int]]?\"",
        ]),
        BadSpec(problem: "an empty dictionary default in a flow mapping", yaml: "screens:\n  home:\n    params:\n      x: { type: \"[String: Int]\", default: [:] }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:44: error: YAML cannot read '[:]'; quote the empty dictionary: default: \"[:]\"",
        ]),
        BadSpec(problem: "an empty dictionary default in block style", yaml: "screens:\n  home:\n    params:\n      x:\n        type: \"[String: Int]\"\n        default: [:]\n", diagnostics: [
            "Specs/Home.routes.yaml:6:18: error: YAML cannot read '[:]'; quote the empty dictionary: default: \"[:]\"",
        ]),
        BadSpec(problem: "a generic type split at its comma in a flow mapping", yaml: "screens:\n  home:\n    params: { x: Result<Int, Error>, y: Int }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:18: error: YAML split the type of parameter 'x' of screen 'home' at ',': inside '{ … }' a comma ends a value; quote the type, e.g. x: \"Result<Int, Error>\"",
        ]),
        BadSpec(problem: "Dictionary<String, Int> split in a flow mapping", yaml: "screens:\n  home:\n    params: { d: Dictionary<String, Int> }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:18: error: YAML split the type of parameter 'd' of screen 'home' at ',': inside '{ … }' a comma ends a value; quote the type, e.g. d: \"Dictionary<String, Int>\"",
        ]),
        BadSpec(problem: "an unquoted closure type starting with '@'", yaml: "screens:\n  home:\n    params:\n      onPick: @MainActor (Int) -> Void # picked\n", diagnostics: [
            "Specs/Home.routes.yaml:4:15: error: a YAML value cannot start with '@'; quote it, e.g. onPick: \"@MainActor (Int) -> Void\"",
        ]),
        BadSpec(problem: "an unquoted closure type starting with '@' in a flow mapping", yaml: "screens:\n  home:\n    params: { onPick: @MainActor (Int, String) -> Void, id: Int }\n", diagnostics: [
            "Specs/Home.routes.yaml:3:23: error: a YAML value cannot start with '@'; quote it, e.g. onPick: \"@MainActor (Int, String) -> Void\"",
        ]),
        BadSpec(problem: "an unquoted closure type starting with '@' under 'type'", yaml: "screens:\n  home:\n    params:\n      onDone:\n        type: @escaping () -> Void\n", diagnostics: [
            "Specs/Home.routes.yaml:5:15: error: a YAML value cannot start with '@'; quote it, e.g. type: \"@escaping () -> Void\"",
        ]),
        BadSpec(problem: "a tab indenting a key", yaml: "screens:\n  home:\n\tparams: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:3:1: error: a tab cannot indent YAML or start a value; use spaces",
        ]),
    ]

    /// Keys at the wrong depth, recognised from the shape YAML made of them.
    static let indentation = [
        BadSpec(problem: "parameters at the indentation of 'params'", yaml: "screens:\n  home:\n    params:\n    id: Int\n    name: String\n    doc: Hi\n", diagnostics: [
            "Specs/Home.routes.yaml:4:5: error: 'id' is indented like a key of screen 'home', so the 'params' above it are empty; indent the parameters under 'params:' by two more spaces",
            "Specs/Home.routes.yaml:5:5: error: 'name' is indented like a key of screen 'home', so the 'params' above it are empty; indent the parameters under 'params:' by two more spaces",
        ]),
        BadSpec(problem: "a screen's keys at the indentation of screens", yaml: "screens:\n  home:\n  params:\n    id: Int\n", diagnostics: [
            "Specs/Home.routes.yaml:3:3: error: 'params' is indented like a screen name, next to 'home', so it is read as a screen of its own, not as a key of screen 'home'; indent it under 'home:' by two more spaces",
        ]),
        BadSpec(problem: "a key indented by one space too few", yaml: "screens:\n  home:\n    params:\n      id: Int\n    doc: hi\n   view: HomeView\n", diagnostics: [
            "Specs/Home.routes.yaml:6:4: error: 'view' is indented by 3 spaces, which lines up with no key above it; YAML nests by indentation, so line it up with the keys it belongs with",
        ]),
        BadSpec(problem: "a key indented into the value above", yaml: "screens:\n  home:\n    doc: hi\n      view: HomeView\n", diagnostics: [
            "Specs/Home.routes.yaml:4:7: error: 'view' is indented more than 'doc:' above it, so YAML reads it as more of that value; line it up with 'doc'",
        ]),
    ]

    /// "Did you mean" and "e.g." name something valid and free.
    static let suggestions = [
        BadSpec(problem: "two swapped letters in a key", yaml: "screens:\n  home:\n    veiw: HomeView\n", diagnostics: [
            "Specs/Home.routes.yaml:3:5: error: unknown key 'veiw' in screen 'home'; did you mean 'view'?",
        ]),
        BadSpec(problem: "names whose obvious fixes are keywords or taken", yaml: "events:\n  Case: {}\n  Type: {}\nscreens:\n  Type: {}\n  _: {}\n  m3: {}\n  M3: {}\n", diagnostics: [
            "Specs/Home.routes.yaml:2:3: error: event name 'Case' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'caseEvent'",
            "Specs/Home.routes.yaml:3:3: error: 'Type' is a Swift keyword and cannot name an event; choose another name, e.g. 'type'",
            "Specs/Home.routes.yaml:5:3: error: 'Type' is a Swift keyword and cannot name a screen; choose another name, e.g. 'type'",
            "Specs/Home.routes.yaml:6:3: error: '_' is a Swift keyword and cannot name a screen; choose another name",
            "Specs/Home.routes.yaml:8:3: error: screen name 'M3' must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. 'm3Screen'",
        ]),
        BadSpec(problem: "a misspelt 'type' is not also reported missing", yaml: "screens:\n  home:\n    params:\n      t: { typ: Int }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:12: error: unknown key 'typ' in parameter 't' of screen 'home'; did you mean 'type'?",
        ]),
    ]

    /// Types that parse but are not what the user meant.
    static let typeMistakes = [
        BadSpec(problem: "lowercased standard types and a YAML boolean as a type", yaml: "screens:\n  home:\n    params:\n      id: int\n      flag: yes\n      names: \"[string]\"\n", diagnostics: [
            "Specs/Home.routes.yaml:4:11: warning: type 'int' of parameter 'id' of screen 'home' names 'int', which is not a Swift type unless you declared it; did you mean 'Int'?",
            "Specs/Home.routes.yaml:5:13: warning: type 'yes' of parameter 'flag' of screen 'home' names 'yes', a YAML boolean, not a type; write the parameter's type, e.g. 'Bool'",
            "Specs/Home.routes.yaml:6:14: warning: type '[string]' of parameter 'names' of screen 'home' names 'string', which is not a Swift type unless you declared it; did you mean 'String'?",
        ]),
        BadSpec(problem: "a dictionary type in braces", yaml: "screens:\n  home:\n    params:\n      d: \"{String: Int}\"\n      e: {String: Int}\n", diagnostics: [
            "Specs/Home.routes.yaml:4:10: error: invalid type '{String: Int}' for parameter 'd' of screen 'home': Swift writes a dictionary type with brackets; write d: \"[String: Int]\"",
            "Specs/Home.routes.yaml:5:10: error: parameter 'e' of screen 'home' has a YAML mapping where a type is expected; Swift writes a dictionary type with brackets: 'e: \"[String: Int]\"'",
        ]),
        BadSpec(problem: "a case holding its own enum", yaml: "screens:\n  home:\n    params:\n      next: HomeRoute\n      more: \"[HomeRoute]?\"\nmodals:\n  picker:\n    params:\n      over: HomeModal\n      route: HomeRoute\n", diagnostics: [
            "Specs/Home.routes.yaml:4:13: error: type 'HomeRoute' of parameter 'next' of screen 'home' holds HomeRoute, the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID",
            "Specs/Home.routes.yaml:9:13: error: type 'HomeModal' of parameter 'over' of modal 'picker' holds HomeModal, the enum this case belongs to, which would make it recursive; pass the values the destination needs, or an ID",
        ]),
        BadSpec(problem: "a variadic parameter type", yaml: "screens:\n  home:\n    params:\n      ids: Int...\n", diagnostics: [
            "Specs/Home.routes.yaml:4:15: error: invalid type 'Int...' for parameter 'ids' of screen 'home': variadic parameters ('Int...') are not allowed: an enum case cannot take one; use an array, '[Int]'",
        ]),
        BadSpec(problem: "a variadic closure parameter", yaml: "screens:\n  home:\n    params:\n      onPick: \"(Int...) -> Void\"\n", diagnostics: [
            "Specs/Home.routes.yaml:4:20: error: invalid type '(Int...) -> Void' for parameter 'onPick' of screen 'home': a closure parameter in a spec cannot be variadic ('Int...'); take an array instead, '[Int]'",
        ]),
        BadSpec(problem: "an opaque view type", yaml: "screens:\n  home:\n    view: some View\n", diagnostics: [
            "Specs/Home.routes.yaml:3:11: error: 'view' of screen 'home' must name a view type such as 'ProfileView' or 'Profile.Screen', which the client constructs; 'some View' is an opaque type, which cannot be constructed",
        ]),
    ]

    /// Defaults that parse as Swift but cannot compile, or are not what YAML made of them.
    static let defaultMistakes = [
        BadSpec(problem: "defaults that are nil for a non-optional, a bare word for a String, yes for a Bool", yaml: "screens:\n  home:\n    params:\n      x: { type: Int, default: nil }\n      s: { type: String, default: hello }\n      b: { type: Bool, default: yes }\n      c: { type: Bool?, default: off }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:32: error: the default of parameter 'x' of screen 'home' is 'nil', but its type 'Int' is not optional; write 'Int?' or remove the default",
            "Specs/Home.routes.yaml:5:35: warning: the default of parameter 's' of screen 'home' is the Swift variable 'hello', not a string; write default: '\"hello\"' for a string literal",
            "Specs/Home.routes.yaml:6:33: error: the default of parameter 'b' of screen 'home' is 'yes', which Swift does not know; write 'default: true'",
            "Specs/Home.routes.yaml:7:34: error: the default of parameter 'c' of screen 'home' is 'off', which Swift does not know; write 'default: false'",
        ]),
        BadSpec(problem: "YAML nulls as defaults", yaml: "screens:\n  home:\n    params:\n      n: { type: Int?, default: ~ }\n      m: { type: Int?, default: null }\n", diagnostics: [
            "Specs/Home.routes.yaml:4:33: error: the default of parameter 'n' of screen 'home' is '~', which YAML reads as null, not Swift's nil; write 'default: nil' for no value",
            "Specs/Home.routes.yaml:5:33: error: the default of parameter 'm' of screen 'home' is 'null', which YAML reads as null, not Swift's nil; write 'default: nil' for no value",
        ]),
    ]
}
