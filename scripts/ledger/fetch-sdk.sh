#!/usr/bin/env bash
# Fetches the SwiftUI and SwiftUICore interface files of an iOS SDK for the parity ledger, into
# .ledger/sdk (git-ignored: Apple's files are never committed). Prints the folder.
#
#   bash scripts/ledger/fetch-sdk.sh            # iOS 26.0 if it can be had, else iOS 17.4
#
# Sources, public mirrors of Xcode's SDKs, pinned to a commit:
#   iOS 26.0: github.com/SunnyM00n/iOS-SDKs, iPhoneOS26.0.sdk (SwiftUI + SwiftUICore)
#   iOS 17.4: github.com/danpashin/sdks (the SDK at the repository's root; SwiftUI only, as
#             SwiftUICore was split off in iOS 18)
# Each is fetched sparsely (only the interface files), from LEDGER_MIRRORS/<owner>+<name>/repo
# when that bare repository exists (the layout the developers' fetch tool makes), else from
# GitHub. Offline, with no mirror of the 26.0 SDK, the ledger runs on iOS 17.4 plus, when
# present, fragments of iOS 26.0's interfaces in .ledger/ios26 (declarations newer than 17.4,
# copied from the 26.0 files; not made by this script).
set -euo pipefail
cd "$(dirname "$0")/../.."
dest=.ledger/sdk
mirrors=${LEDGER_MIRRORS:-/work/.mirror}
mkdir -p "$dest"

fetch() {  # repo commit path-in-repo module
  local repo=$1 commit=$2 path=$3 module=$4 git
  git=$mirrors/${repo/\//+}/repo
  if [ -d "$git" ] && git -C "$git" cat-file -e "$commit:$path" 2>/dev/null; then
    git -C "$git" show "$commit:$path" > "$dest/$module.swiftinterface"
    return 0
  fi
  local tmp=.ledger/git/${repo/\//+}
  if [ ! -d "$tmp/.git" ]; then
    rm -rf "$tmp"; mkdir -p "$tmp"
    git -C "$tmp" init -q && git -C "$tmp" remote add origin "https://github.com/$repo" || return 1
  fi
  git -C "$tmp" fetch -q --depth 1 --filter=blob:none origin "$commit" 2>/dev/null || return 1
  git -C "$tmp" show "FETCH_HEAD:$path" > "$dest/$module.swiftinterface" 2>/dev/null || return 1
}

ios26=iPhoneOS26.0.sdk/System/Library/Frameworks
if fetch SunnyM00n/iOS-SDKs 23d41e927dc9f860cefb731687a4a33ab3a115e5 \
     "$ios26/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface" SwiftUI &&
   fetch SunnyM00n/iOS-SDKs 23d41e927dc9f860cefb731687a4a33ab3a115e5 \
     "$ios26/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface" SwiftUICore
then
  echo "iOS 26.0: $dest" >&2
else
  rm -f "$dest/SwiftUICore.swiftinterface"
  fetch danpashin/sdks dd1de01a606dffa5b26670c82595ea912e4a73ab \
    System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface SwiftUI || {
    echo "could not fetch an SDK's SwiftUI interface (offline, and no mirror in $mirrors)" >&2
    exit 1
  }
  echo "iOS 17.4: $dest (iOS 26.0 could not be fetched)" >&2
fi
# Combine's and Foundation's Swift interfaces, for their ledgers (`ledger.py --framework`)
for module in Combine Foundation; do
  fetch danpashin/sdks dd1de01a606dffa5b26670c82595ea912e4a73ab \
    "System/Library/Frameworks/$module.framework/Modules/$module.swiftmodule/arm64e-apple-ios.swiftinterface" \
    "$module" || echo "could not fetch $module's interface (iOS 17.4)" >&2
done
echo "$dest"
