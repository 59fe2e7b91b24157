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

Usage: synthetic_app.py SPECS_FOLDER MODELS_FILE [FEATURE_COUNT] [SCREENS_PER_FEATURE] [--links] [--app]
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


def main(arguments):
    links = "--links" in arguments
    app = "--app" in arguments
    arguments = [argument for argument in arguments if argument not in ("--links", "--app")]
    if len(arguments) < 2:
        sys.exit(__doc__)
    specs, models = arguments[0], arguments[1]
    feature_count = int(arguments[2]) if len(arguments) > 2 else 100
    screens = int(arguments[3]) if len(arguments) > 3 else 30
    os.makedirs(specs, exist_ok=True)
    for index in range(feature_count):
        with open(os.path.join(specs, feature_name(index) + ".routes.yaml"), "w") as spec:
            spec.write(spec_text(index, feature_count, screens, links))
    if app:
        with open(os.path.join(specs, "Synthetic.app.yaml"), "w") as spec:
            spec.write(app_spec_text(feature_count, links))
    os.makedirs(os.path.dirname(os.path.abspath(models)), exist_ok=True)
    with open(models, "w") as file:
        file.write(MODELS)


if __name__ == "__main__":
    main(sys.argv[1:])
