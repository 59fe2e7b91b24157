// The interface module every feature imports. Its specs (*.routes.yaml) are here; routegen's
// build plugin generates each one's Route, Router, view-building client and NavigationStack
// into this module at build time.
//
// SwiftPM shows a target's non-Swift files to the plugins of the targets that depend on it
// only when the target has a Swift file of its own: this one.
