#!/bin/sh
# Makes src/assets/fonts/baht-sign-{400,700}.woff2: the baht sign (U+0E3F) alone, cut from Noto Sans Thai
# (SIL Open Font License 1.1, src/assets/fonts/OFL.txt) with fontTools, from Debian's packages:
#   apt-get install fonts-noto-core fonttools python3-brotli
# Why the app carries it: docs/decisions/0127-the-baht-sign-in-the-stylesheet.md.
set -eu
fonts=/usr/share/fonts/truetype/noto
out="$(dirname "$0")/../src/assets/fonts"
for weight in 400:Regular 700:Bold; do
  pyftsubset "$fonts/NotoSansThai-${weight#*:}.ttf" --unicodes=U+0E3F --flavor=woff2 --no-hinting \
    --desubroutinize --output-file="$out/baht-sign-${weight%%:*}.woff2"
done
