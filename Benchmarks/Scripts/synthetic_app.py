#!/usr/bin/env python3
"""Writes the compile benchmark's synthetic app: 100 feature specs and the models they name.

The shape follows Benchmarks/Benchmarks/RouteGenBenchmarks/SyntheticApp.swift (a root and 30
screens of 0 to 4 parameters per feature, docs on every third screen, optionals, defaults, a
view each, events `closed` and `itemChosen`), plus a third modal that hosts the next feature's
stack, so that the Routers' hosted-stack code is compiled too.

With --links every screen and the two modals with a view get a link template (`url:`), whose
path carries each parameter without a default; their parameters are then drawn from
LINK_PARAMETER_POOL, types a link can carry (String, Int, UUID, Bool).

With --app an app spec, Synthetic.app.yaml, lists every feature (and, with --links, takes the
links of the scheme synth), so that the app's files are generated too.

With --shape NAME each feature has another shape instead, SCREENS_PER_FEATURE giving the
number of its arms (issue 24's fourteenth round: what one arm of a switch costs grows with the
values it handles):
  events   one screen, and that many events of four parameters;
  heavy    that many screens of six parameters, all carried by the screen's link (two in the
           path, four in the query, two of them with defaults);
  modals   one screen, and that many modals of four parameters, every other one with a link
           carrying them, the others presented as popovers;
  eventlinks  one screen, and that many events of four parameters, each with a link carrying
           them (two in the path, two in the query, one with a default);
  renamed  that many screens of one parameter, each with two earlier names (`renamedFrom`);
  hosting  a root, one screen, and that many modals each hosting the feature's own stack;
  wide     that many screens of twelve parameters, all carried by the screen's link (four in
           the path, eight in the query: optionals and defaults of String, Int, Bool and UUID);
  typed    that many screens of eight parameters of types without a reader named for them,
           all carried by the screen's link (four in the path, four in the query): the app's
           own types, a qualified name, and standard types other than the seven named ones, each
           read through the overloaded `LinkValue.parser`;
  deep     that many screens in chains of ten, each screen's parent the one before it (`parent:`),
           each with a value of its own (with a default, which its parents take) and the
           chain's, both carried by its link.

Usage: synthetic_app.py SPECS_FOLDER MODELS_FILE [FEATURE_COUNT] [SCREENS_PER_FEATURE] [--links] [--app] [--shape NAME]
"""
import os
import sys

PARAMETER_POOL = [
    "itemID: Item.ID",
    "title: String",
    "note: String?",
    "page: { type: Int, default: 1 }",
    "tags: [Tag]",
    "showsHeader: { type: Bool, default: true }",
    "sort: { type: ListOrder, default: .newest }",  # not SortOrder: Foundation has one
]

# The parameters of the --links app: each without a default is a path parameter of the link.
LINK_PARAMETER_POOL = [
    "itemID: String",
    "count: Int",
    "page: { type: Int, default: 1 }",
    "token: UUID",
    "showsHeader: { type: Bool, default: true }",
    "title: String",
]

MODELS = """\
// The types the compile benchmark's synthetic specs name (`imports: [AppModels]`).

/// An item a synthetic screen shows.
public struct Item: Hashable, Sendable, Codable, Identifiable {
    /// The item's identifier.
    public var id: String
    /// Creates an item.
    public init(id: String) { self.id = id }
}

/// A tag a synthetic screen filters by.
public struct Tag: Hashable, Sendable, Codable {
    /// The tag's name.
    public var name: String
    /// Creates a tag.
    public init(name: String) { self.name = name }
}

/// The order of a synthetic list.
public enum ListOrder: String, Hashable, Sendable, Codable {
    /// Newest first.
    case newest
    /// Oldest first.
    case oldest
}
"""


def feature_name(index):
    return "Feature%03d" % index


def case_lines(name, doc=None, style=None, view=None, stack=None, parameters=(), url=None):
    if doc is None and style is None and view is None and stack is None and not parameters:
        return ["  %s: {}" % name]
    lines = ["  %s:" % name]
    if doc is not None:
        lines.append("    doc: %s" % doc)
    if style is not None:
        lines.append("    style: %s" % style)
    if view is not None:
        lines.append("    view: %s" % view)
    if stack is not None:
        lines.append("    stack: %s" % stack)
    if url is not None:
        lines.append("    url: %s" % url)
    if parameters:
        lines.append("    params:")
        lines += ["      " + parameter for parameter in parameters]
    return lines


def screen_parameters(screen, links=False):
    pool = LINK_PARAMETER_POOL if links else PARAMETER_POOL
    return [pool[(screen + offset) % len(pool)] for offset in range(screen % 5)]


def link_template(path, parameters):
    """`path` followed by `/{name}` for each parameter without a default."""
    names = [parameter.split(":")[0] for parameter in parameters if "default" not in parameter]
    return "/".join([path] + ["{%s}" % name for name in names])


def spec_text(index, feature_count, screens, links=False):
    name = feature_name(index)
    lines = [
        "# %s: a synthetic feature for routegen's compile benchmark." % name,
        "access: public",
        "imports: [AppModels]",
        "module: %sUI" % name,
        "root:",
        "  doc: The feature's first screen.",
        "  view: %sRootView" % name,
        "screens:",
    ]
    for screen in range(screens):
        doc = "Screen %d of the feature." % screen if screen % 3 == 0 else None
        parameters = screen_parameters(screen, links)
        url = link_template("f%d/s%d" % (index, screen), parameters) if links else None
        lines += case_lines("screen%d" % screen, doc=doc, view="Screen%dView" % screen,
                            parameters=parameters, url=url)
    lines.append("modals:")
    lines += case_lines("picker", doc="Picks an item.", view="PickerView", parameters=["selection: Item.ID?"],
                        url="f%d/pick" % index if links else None)
    lines += case_lines("editor", doc="Edits an item full screen.", style="fullScreenCover",
                        view="EditorView", parameters=["itemID: Item.ID"],
                        url="f%d/edit/{itemID}" % index if links else None)
    lines += case_lines("next", doc="The next feature's stack, in a sheet.",
                        stack=feature_name((index + 1) % feature_count))
    lines.append("events:")
    lines += case_lines("closed")
    lines += case_lines("itemChosen", doc="Tells the app layer which item was chosen.", parameters=["itemID: Item.ID"])
    return "\n".join(lines) + "\n"


def app_spec_text(feature_count, links=False):
    """The app spec listing every feature, outside tabs; with `links`, the scheme synth carries links."""
    lines = ["features: [%s]" % ", ".join(feature_name(index) for index in range(feature_count))]
    if links:
        lines += ["links:", "  schemes:", "    synth: route"]
    return "\n".join(lines) + "\n"


FOUR_PARAMETERS = "{ id: Int, name: String, tags: '[String]', flag: Bool? }"


def shape_spec_text(shape, arms, name):
    """The feature `name` of the shape `shape` with `arms` events, screens or modals (see --shape)."""
    if shape == "events":
        lines = ["access: public", "screens:", "  s0: { params: { id: Int } }", "events:"]
        lines += [f"  e{index}: {{ params: {FOUR_PARAMETERS} }}" for index in range(arms)]
    elif shape == "heavy":
        lines = ["access: public", "screens:"]
        lines += [
            f"  s{index}: {{ url: \"s{index}/{{id}}/{{key}}\", params: {{ id: Int, key: String, "
            "name: { type: String, default: '\"a\"' }, tags: '[String]', flag: Bool?, when: { type: Int, default: 0 } } }"
            for index in range(arms)
        ]
    elif shape == "modals":
        lines = ["access: public", "screens:", "  s0: { params: { id: Int } }", "modals:"]
        for index in range(arms):
            if index % 2:
                lines.append(f"  m{index}: {{ url: \"m{index}/{{id}}\", params: {{ id: Int, name: {{ type: String, default: '\"a\"' }}, tags: '[String]', flag: Bool? }} }}")
            else:
                lines.append(f"  m{index}: {{ params: {FOUR_PARAMETERS}, style: popover }}")
    elif shape == "eventlinks":
        lines = ["access: public", "screens:", "  s0: { params: { id: Int } }", "events:"]
        lines += [
            f"  e{index}: {{ url: \"e{index}/{{id}}/{{name}}?tag={{tag}}&flag={{flag}}\", "
            "params: { id: Int, name: String, tag: { type: String, default: '\"a\"' }, flag: Bool? } }"
            for index in range(arms)
        ]
    elif shape == "renamed":
        lines = ["access: public", "screens:"]
        lines += [f"  s{index}: {{ params: {{ id: Int }}, renamedFrom: [was{index}, before{index}] }}" for index in range(arms)]
    elif shape == "hosting":
        lines = ["access: public", "root: {}", "screens:", "  s0: { params: { id: Int } }", "modals:"]
        lines += [f"  h{index}: {{ stack: {name} }}" for index in range(arms)]
    elif shape == "wide":
        lines = ["access: public", "screens:"]
        lines += [
            f"  s{index}: {{ url: \"w{index}/{{a}}/{{b}}/{{c}}/{{d}}?e={{e}}&f={{f}}&g={{g}}&h={{h}}&i={{i}}&j={{j}}&k={{k}}&l={{l}}\", "
            "params: { a: Int, b: String, c: UUID, d: Bool, e: Int?, f: String?, g: Bool?, h: UUID?, "
            "i: { type: Int, default: 0 }, j: { type: String, default: '\"a\"' }, k: { type: Bool, default: false }, l: Int? } }"
            for index in range(arms)
        ]
    elif shape == "typed":
        lines = ["access: public", "imports: [AppModels]", "screens:"]
        lines += [
            f"  s{index}: {{ url: \"t{index}/{{a}}/{{b}}/{{c}}/{{d}}?e={{e}}&f={{f}}&g={{g}}&h={{h}}\", "
            "params: { a: Item.ID, b: ListOrder, c: Foundation.UUID, d: Int32, "
            "e: { type: ListOrder, default: .newest }, f: Float?, g: UInt8, h: { type: Int64, default: 0 } } }"
            for index in range(arms)
        ]
    elif shape == "deep":
        lines = ["access: public", "screens:"]
        for index in range(arms):
            parent = f", parent: s{index - 1}" if index % 10 else ""
            lines.append(f"  s{index}: {{ url: \"c{index // 10}/{{chain}}/d{index}/{{v{index}}}\", params: {{ chain: Int, v{index}: {{ type: String, default: '\"x\"' }} }}{parent} }}")
    else:
        sys.exit(f"unknown shape '{shape}': events, heavy, modals, eventlinks, renamed, hosting, wide, typed or deep")
    return "\n".join(lines) + "\n"


def main(arguments):
    links = "--links" in arguments
    app = "--app" in arguments
    shape = None
    if "--shape" in arguments:
        at = arguments.index("--shape")
        if at + 1 >= len(arguments):
            sys.exit("--shape needs a name: events, heavy, modals, eventlinks, renamed, hosting, wide, typed or deep")
        shape = arguments[at + 1]
        del arguments[at:at + 2]
    arguments = [argument for argument in arguments if argument not in ("--links", "--app")]
    if len(arguments) < 2:
        sys.exit(__doc__)
    specs, models = arguments[0], arguments[1]
    feature_count = int(arguments[2]) if len(arguments) > 2 else 100
    screens = int(arguments[3]) if len(arguments) > 3 else 30
    os.makedirs(specs, exist_ok=True)
    for index in range(feature_count):
        with open(os.path.join(specs, feature_name(index) + ".routes.yaml"), "w") as spec:
            spec.write(shape_spec_text(shape, screens, feature_name(index)) if shape else spec_text(index, feature_count, screens, links))
    if app:
        with open(os.path.join(specs, "Synthetic.app.yaml"), "w") as spec:
            spec.write(app_spec_text(feature_count, links))
    os.makedirs(os.path.dirname(os.path.abspath(models)), exist_ok=True)
    with open(models, "w") as file:
        file.write(MODELS)


if __name__ == "__main__":
    main(sys.argv[1:])
