import ArgumentParser
import RouteGenCore

// `--mode interface|live` parses straight into the core's mode. The names are module-qualified
// so that conforming a RouteGenCore type to an ArgumentParser protocol needs no `@retroactive`.
extension RouteGenCore.GenerationMode: ArgumentParser.ExpressibleByArgument {}
