import ArgumentParser
import RouteGenCore

// `--kind feature|app|config` parses straight into the core's kind, as `--mode` does.
extension RouteGenCore.SchemaKind: ArgumentParser.ExpressibleByArgument {}
