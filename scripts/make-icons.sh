#!/usr/bin/env bash
# Renders the app icons and the favicon (committed under public/icons) from the SVGs beside this
# script: the page draws its logo itself (header/site-logo.tsx), and shows the favicon as a PNG, since
# an SVG image is a document the browser builds in a task of its own. Needs rsvg-convert
# (Debian: apt-get install librsvg2-bin). The maskable icon fills the square and keeps the glyph
# inside the central safe zone, since launchers crop it to their own shape.
set -euo pipefail
cd "$(dirname "$0")/.."
rsvg-convert -w 192 -h 192 scripts/icons/logo-icon.svg -o public/icons/icon-192.png
rsvg-convert -w 512 -h 512 scripts/icons/logo-icon.svg -o public/icons/icon-512.png
rsvg-convert -w 512 -h 512 scripts/icons/icon-maskable.svg -o public/icons/icon-maskable-512.png
rsvg-convert -w 48 -h 48 scripts/icons/favicon.svg -o public/icons/favicon-48.png
