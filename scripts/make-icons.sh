#!/usr/bin/env bash
# Renders the app icons (committed under public/icons) from the logo SVGs. Needs rsvg-convert
# (Debian: apt-get install librsvg2-bin). The maskable icon fills the square and keeps the glyph
# inside the central safe zone, since launchers crop it to their own shape.
set -euo pipefail
cd "$(dirname "$0")/.."
rsvg-convert -w 192 -h 192 public/logo-icon.svg -o public/icons/icon-192.png
rsvg-convert -w 512 -h 512 public/logo-icon.svg -o public/icons/icon-512.png
rsvg-convert -w 512 -h 512 scripts/icons/icon-maskable.svg -o public/icons/icon-maskable-512.png
