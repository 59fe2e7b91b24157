import ArgumentParser
import RouteGenCore

// `--format mermaid|dot` parses straight into the core's format, as `--mode` does.
extension RouteGenCore.GraphFormat: ArgumentParser.ExpressibleByArgument {}
