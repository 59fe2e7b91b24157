// The interface every feature imports. Its specs (*.routes.yaml) are here; routegen's build
// plugin generates each one's route, router, view-building client and stack into this module.
//
// SwiftPM shows a target's specs to the plugins of the targets that depend on it only when
// the target has a Swift file of its own: this one.
