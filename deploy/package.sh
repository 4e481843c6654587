#!/usr/bin/env bash
# A Debian package for a Panel program: deploy/package.sh PROGRAM [options] (--help), or
# --all for panel-app and every example (`make package`). Packages go to .build/packages.
set -euo pipefail
exec python3 "$(dirname "$0")/kioskdeb" "$@"
