/// Plumb: the checker (generator, runner, shrinker, corpus). Tracked by its own issues; this
/// module currently re-exports PlumbUI and PlumbProperties.
@_exported import PlumbProperties
