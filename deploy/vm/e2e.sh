#!/usr/bin/env bash
# The end-to-end tests on a real kernel: boots the virtual kiosk as few times as possible
# and runs Tests/VM/test_*.py on it. Prints "vm: N passed, N failed, N skipped" and
# exits non-zero when a scenario failed. Arguments go to Tests/VM/vmtest.py
# (--filter SUBSTRING, --keep DIR, test files).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
scripts/install-deps.sh vm
exec python3 Tests/VM/vmtest.py "$@"
