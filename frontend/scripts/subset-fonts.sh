#!/usr/bin/env bash
# Subsets Inter (variable, weights 400-700) to what the interface writes: ASCII with a few marks, and the
# Ukrainian Cyrillic letters. Two files of about 30 KB together instead of 100 KB; other characters (in names
# and addresses) fall back to the system font through unicode-range (src/styles/fonts.css).
# Needs fontTools (Debian: apt-get install -y python3-fonttools python3-brotli). Run: make fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files
out=src/assets/fonts
python=${PYTHON:-/usr/bin/python3}
latin='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2116,U+2192,U+2212'
cyrillic='U+0400-045F,U+0490-0491'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
subset() { # name unicodes features
  "$python" - "$src/inter-$1-wght-normal.woff2" "$tmp/$1.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 700)})
font.flavor = None
font.save(sys.argv[2])
PY
  "$python" -m fontTools.subset "$tmp/$1.ttf" --unicodes="$2" --layout-features="$3" --flavor=woff2 \
    --no-hinting --desubroutinize --output-file="$out/inter-$1.woff2"
}
subset latin "$latin" kern,calt,tnum
subset cyrillic "$cyrillic" kern,calt
ls -l "$out"
