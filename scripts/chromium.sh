#!/usr/bin/env bash
# Headless Chromium for the tests that open HTML reports in a real browser.
# Installs Debian's chromium if it is missing, then prints its path.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
    echo "installing chromium from Debian packages..." >&2
    sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get install -y -qq chromium >&2 || {
        $sudo apt-get update -qq >&2
        $sudo apt-get install -y -qq chromium >&2
    }
fi
command -v chromium
