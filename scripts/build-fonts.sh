#!/usr/bin/env bash
# Rebuilds Fonts/ from Debian's font packages, converting PCF to BDF with pcf2bdf. Running it
# twice gives the same files. Needs root for apt-get when the packages are missing.
#
#   Fonts/Terminus  ter-u{12..32}{n,b}.bdf   unmodified (xfonts-terminus), OFL-1.1
#   Fonts/Unifont   unifont.bdf              unmodified, the whole BMP (xfonts-unifont), OFL-1.1
#   Fonts/Fixed     fixed-*-vi.bdf           Vietnamese subsets of misc-fixed (xfonts-base), public domain
#   Fonts/Efont     efont-*-vi.bdf           Vietnamese subsets of efont (xfonts-efont-unicode*), BSD-3
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(xfonts-terminus xfonts-unifont xfonts-base xfonts-efont-unicode xfonts-efont-unicode-ib pcf2bdf)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "needs: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

misc=/usr/share/fonts/X11/misc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# convert NAME.pcf.gz OUT.bdf
convert() {
  zcat "$misc/$1.pcf.gz" > "$work/in.pcf"
  pcf2bdf -o "$2" "$work/in.pcf"
}

rm -rf Fonts/Terminus Fonts/Unifont Fonts/Fixed Fonts/Efont
mkdir -p Fonts/Terminus Fonts/Unifont Fonts/Fixed Fonts/Efont

for size in 12 14 16 18 20 22 24 28 32; do
  for weight in n b; do
    convert "ter-u${size}${weight}_unicode" "Fonts/Terminus/ter-u${size}${weight}.bdf"
  done
done
convert unifont Fonts/Unifont/unifont.bdf

# Vietnamese fallbacks matched to Terminus sizes (research/fonts.md): only the letters and
# marks Terminus lacks are kept, so each file stays small.
for pair in 6x13:6x13 8x13:8x13 7x13:7x13 9x18:9x18 10x20:10x20; do
  convert "${pair%%:*}" "$work/fixed.bdf"
  python3 scripts/subset_bdf.py "$work/fixed.bdf" "Fonts/Fixed/fixed-${pair##*:}-vi.bdf"
done
for pair in h16_b:h16b h24:h24 h24_b:h24b; do
  convert "${pair%%:*}" "$work/efont.bdf"
  python3 scripts/subset_bdf.py "$work/efont.bdf" "Fonts/Efont/efont-${pair##*:}-vi.bdf"
done

# Licences.
{
  echo "Terminus Font 4.48, from Debian's xfonts-terminus, converted from PCF to BDF with pcf2bdf;"
  echo "the glyph data is unchanged."
  echo
  sed -n '/^Terminus Font is licensed/,/^=====/p' /usr/share/doc/xfonts-terminus/copyright | sed '$d'
} > Fonts/Terminus/OFL.txt
{
  echo "GNU Unifont 15.0.01, from Debian's xfonts-unifont, converted from PCF to BDF with pcf2bdf."
  echo "Unifont is dual-licensed (SIL OFL 1.1, or GPLv2+ with the GNU font embedding exception);"
  echo "Cellshot uses it under the SIL Open Font License 1.1, below. No Reserved Font Name is"
  echo "declared. Copyright (C) 1998-2022 Roman Czyborra, Paul Hardy, Qianqian Fang, Andrew Miller,"
  echo "Johnnie Weaver, David Corbett, Nils Moskopp, Rebecca Bettencourt, et al."
  echo
  sed -n '/^SIL OPEN FONT LICENSE Version 1.1/,/^OTHER DEALINGS IN THE FONT SOFTWARE/p' \
    /usr/share/doc/xfonts-terminus/copyright
} > Fonts/Unifont/OFL.txt
{
  echo "The misc-fixed fonts (6x13, 7x13, 8x13, 9x18, 10x20), from Debian's xfonts-base, carry the"
  echo "notice \"Public domain font.  Share and enjoy.\" These files are subsets (Vietnamese letters"
  echo "and combining marks) converted from PCF to BDF with pcf2bdf."
} > Fonts/Fixed/PUBLIC-DOMAIN.txt
{
  echo "The efont fonts (h16_b, h24, h24_b), from Debian's xfonts-efont-unicode and"
  echo "xfonts-efont-unicode-ib; these files are subsets (Vietnamese letters and combining marks)"
  echo "converted from PCF to BDF with pcf2bdf. Debian's copyright file for the package:"
  echo
  cat /usr/share/doc/xfonts-efont-unicode/copyright
} > Fonts/Efont/LICENSE.txt
ls -l Fonts/*
