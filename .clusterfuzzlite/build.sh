#!/bin/bash -eu
# Builds plumb-fuzz with libFuzzer and puts one fuzz target per layout in $OUT
# (plumb-fuzz-<layout>: the binary checks the layout its name ends with).
#
# In ClusterFuzzLite's image, precompile_swift sets SWIFTFLAGS (sanitizers, -parse-as-library).
# Outside it (.ci/run runs this script so the steps cannot rot), the flags are Plumb's own and
# the targets go to .build-fuzz/out.
cd "$(dirname "$0")/.."
if command -v precompile_swift >/dev/null 2>&1; then . precompile_swift; fi
flags=${SWIFTFLAGS:--Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld}
out=${OUT:-.build-fuzz/out}
# shellcheck disable=SC2086
swift build -c release --product plumb-fuzz --build-path .build-fuzz $flags -Xswiftc -DPLUMB_LIBFUZZER
mkdir -p "$out"
# The correct examples: a finding there is a bug in the layout or in Plumb.
for layout in FlowLayout; do
    cp .build-fuzz/release/plumb-fuzz "$out/plumb-fuzz-$layout"
done
echo "fuzz targets in $out: $(ls "$out" | tr '\n' ' ')"
