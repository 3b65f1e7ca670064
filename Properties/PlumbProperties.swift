/// PlumbProperties: the catalog of layout invariants checked over PlumbUI's layout traces.
///
/// The catalog itself is tracked by its own issue; this module currently only re-exports
/// PlumbUI so that the package's dependency chain (PlumbUI ← PlumbProperties ← Plumb) builds.
@_exported import PlumbUI
