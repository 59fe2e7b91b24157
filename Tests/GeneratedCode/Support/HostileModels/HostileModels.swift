// Specs/Hostile names no model type of its own: its parameters are `String` and `Double`. The
// module is here because every reference app's navigation module depends on its models module.

/// The Hostile reference app's models: none.
public enum HostileModels {}
