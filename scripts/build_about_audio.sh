#!/bin/sh
# Builds static/audio/article-lv-about.oga, the Wisdom Hub's spoken introduction (spec section 2,
# Wisdom Hub About card). Speech comes from Debian's espeak-ng, so the clip is ours to ship and can
# be rebuilt from this text. Ogg Opus at a speech bitrate keeps it to about 100 KB; it is named .oga
# because that is the extension Hono serves as audio/ogg (it does not know .ogg).
# Needs: apt-get install -y espeak-ng opus-tools
set -eu
cd "$(dirname "$0")/.."
text="Welcome to Article Fifty-Five, the Wisdom Hub. \
Here you can read the King James Bible, the Lotus Sutra and the writings of Nichiren, \
draw a quote from any book, or download it to read offline. \
Open Breathe for a guided box breathing session: breathe in for four, hold for four, out for four, and hold for four. \
When words are not enough, the image generator paints a contemplative picture from your own description. \
Be still, and take your time."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
espeak-ng -v en-us -s 150 -w "$tmp/about.wav" "$text"
opusenc --quiet --bitrate 24 --speech "$tmp/about.wav" static/audio/article-lv-about.oga
ls -l static/audio/article-lv-about.oga
