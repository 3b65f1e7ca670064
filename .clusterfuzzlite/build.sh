#!/bin/bash -eu
# Builds plumb-fuzz with libFuzzer and puts one fuzz target per layout in $OUT
# (plumb-fuzz-<layout>: the binary checks the layout its name ends with).
#
# In ClusterFuzzLite's image, precompile_swift sets SWIFTFLAGS (sanitizers, -parse-as-library)
# for every module. Outside it (.ci/run runs this script so the steps cannot rot) only the example
# layouts carry coverage (PLUMB_FUZZ_COVERAGE=layouts, see Package.swift): the fuzzer then steers
# by the layouts' branches and comparisons alone, and runs about twice as fast. The targets go to
# .build-fuzz/out.
cd "$(dirname "$0")/.."
if command -v precompile_swift >/dev/null 2>&1; then . precompile_swift; fi
out=${OUT:-.build-fuzz/out}
if [ -n "${SWIFTFLAGS:-}" ]; then
    # shellcheck disable=SC2086
    swift build -c release --product plumb-fuzz --build-path .build-fuzz $SWIFTFLAGS -Xswiftc -DPLUMB_LIBFUZZER
else
    PLUMB_FUZZ_COVERAGE=layouts swift build -c release --product plumb-fuzz --build-path .build-fuzz
fi
mkdir -p "$out"
# The correct examples: a finding there is a bug in the layout or in Plumb.
for layout in FlowLayout; do
    cp .build-fuzz/release/plumb-fuzz "$out/plumb-fuzz-$layout"
done
echo "fuzz targets in $out: $(ls "$out" | tr '\n' ' ')"
