#!/usr/bin/env bash
# `pnpm test`: every check and every test, in the order that fails fastest for the cheapest.
# Each step runs even when an earlier one failed, so one run shows everything that is wrong.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh chromium postgresql poppler || exit 1

steps=(
  "build|pnpm build"
  "site size budgets (each route that shows a form, with its form)|node bench/size.mjs"
  "partner size budgets (embed, ProductCard)|node bench/partner-size.mjs"
  "the back office stays out of the site's bundles|node bench/admin-size.mjs"
  "release dry run (packed tarballs: publint, attw)|pnpm release:dry"
  "lint|pnpm lint"
  "typecheck|pnpm typecheck"
  "unit tests|pnpm test:unit"
  "server tests on PGlite|pnpm test:server"
  "server tests on PostgreSQL|pnpm test:server:pg"
  "story tests in Chromium|pnpm test:stories"
  "visual regression screenshots|pnpm test:visual"
  "browser journeys|pnpm test:e2e"
)

passed=0
failed=()
begun=$SECONDS
for step in "${steps[@]}"; do
  name=${step%%|*}
  cmd=${step#*|}
  echo
  echo "=== $name: $cmd"
  start=$SECONDS
  if $cmd; then
    passed=$((passed + 1))
    echo "=== $name: passed in $((SECONDS - start)) s"
  else
    failed+=("$name")
    echo "=== $name: FAILED in $((SECONDS - start)) s"
  fi
done

echo
[ ${#failed[@]} -gt 0 ] && printf 'failed: %s\n' "${failed[@]}"
echo "steps: $passed passed, ${#failed[@]} failed, in $(((SECONDS - begun) / 60)) min $(((SECONDS - begun) % 60)) s"
[ ${#failed[@]} -eq 0 ]
