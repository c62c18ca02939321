#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: chromium, postgresql, and
# poppler-utils (pdftotext, to read the invoices the server draws).
# Usage: ensure-system-deps.sh [chromium] [postgresql] [poppler]
set -euo pipefail
need=()
for dep in "$@"; do
  case "$dep" in
    chromium) [ -x /usr/bin/chromium ] || need+=(chromium) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql) ;;
    poppler) [ -x /usr/bin/pdftotext ] || need+=(poppler-utils) ;;
    *) echo "ensure-system-deps: unknown dependency $dep" >&2; exit 2 ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
echo "ensure-system-deps: installing ${need[*]} from Debian" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
