/// Plumb: the checker — cases, the seeded generator, the runner — built on PlumbUI and the
/// PlumbProperties catalog, both re-exported.
@_exported import PlumbProperties
@_exported import PlumbUI
