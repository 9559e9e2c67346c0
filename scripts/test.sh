#!/usr/bin/env bash
# `npm test`: everything a change needs, in order, with one summary at the end.
#   1. type check and lint   npm run typecheck, npm run lint
#   2. build                 npx react-router build (the integration and browser tests run the built server)
#   3. unit tests            vitest --project unit
#   4. integration, PGlite   vitest --project integration, embedded database in a temp DATA_DIR
#   5. integration, Postgres the same tests again when DATABASE_URL or TEST_DATABASE_URL is set:
#                            the harness creates a fresh database on that server and drops it after
#                            (the named database itself is never changed)
#   6. browser tests         vitest --project e2e, Debian's /usr/bin/chromium (CHROME_PATH overrides)
# A failing step does not stop the later independent ones (a failed build skips 4–6), so one run
# shows everything that is wrong; the exit code is non-zero when anything failed.
# Screenshots of failed browser journeys and vitest's JSON results go to test-results/.
set -euo pipefail
cd "$(dirname "$0")/.."

RESULTS=test-results
mkdir -p "$RESULTS"
rm -f "$RESULTS"/vitest-*.json "$RESULTS"/summary.txt "$RESULTS"/*.png

PG_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
started_all=$(date +%s)
declare -a SUMMARY=()
failed=0

# run_step NAME COMMAND...: runs it, records PASS/FAIL and its time.
run_step() {
  local name=$1
  shift
  local t0 status
  t0=$(date +%s)
  echo
  echo "━━━ ${name} ━━━"
  if "$@"; then status=PASS; else status=FAIL; failed=1; fi
  SUMMARY+=("$(printf '%-4s  %-28s %4ss' "$status" "$name" "$(($(date +%s) - t0))")")
  [ "$status" = PASS ]
}

skip_step() {
  SUMMARY+=("$(printf '%-4s  %-28s %s' SKIP "$1" "($2)")")
}

# One vitest project per run, with a JSON result file (test-results/vitest-LABEL.json) for the totals.
VITEST=(npx vitest run --reporter=default --reporter=json)
VITEST_RUNS=()
json_out() { echo "--outputFile.json=$RESULTS/vitest-$1.json"; }
NO_PG=(env -u DATABASE_URL -u TEST_DATABASE_URL)

run_step "type check" npm run typecheck || true
run_step "lint" npm run lint || true

if run_step "build" npx react-router build; then
  built=1
else
  built=0
fi

VITEST_RUNS+=(unit)
run_step "unit tests" "${VITEST[@]}" --project unit "$(json_out unit)" || true

if [ "$built" = 1 ]; then
  VITEST_RUNS+=(integration-pglite)
  run_step "integration (PGlite)" "${NO_PG[@]}" "${VITEST[@]}" --project integration "$(json_out integration-pglite)" || true
  if [ -n "$PG_URL" ]; then
    VITEST_RUNS+=(integration-postgres)
    run_step "integration (PostgreSQL)" "${NO_PG[@]}" TEST_DATABASE_URL="$PG_URL" "${VITEST[@]}" --project integration "$(json_out integration-postgres)" || true
  else
    skip_step "integration (PostgreSQL)" "set DATABASE_URL or TEST_DATABASE_URL to run it"
  fi
  VITEST_RUNS+=(e2e)
  if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
    run_step "browser tests" "${NO_PG[@]}" "${VITEST[@]}" --project e2e "$(json_out e2e)" || true
  else
    run_step "browser tests" bash -c 'echo "no browser at ${CHROME_PATH:-/usr/bin/chromium}: apt-get install -y chromium fonts-liberation" >&2; exit 1' || true
  fi
else
  skip_step "integration (PGlite)" "build failed"
  skip_step "integration (PostgreSQL)" "build failed"
  skip_step "browser tests" "build failed"
fi

# Totals over every vitest run. A run that failed without a failed test (server did not start,
# a file did not load) or wrote no result file at all counts as one failure.
totals=$(node -e '
  const fs = require("node:fs");
  const [dir, ...labels] = process.argv.slice(1);
  let passed = 0, failedTests = 0, skipped = 0;
  for (const label of labels) {
    try {
      const r = JSON.parse(fs.readFileSync(`${dir}/vitest-${label}.json`, "utf8"));
      let failures = r.numFailedTests;
      failures += r.testResults.filter((t) => t.status === "failed" && !t.assertionResults.some((a) => a.status === "failed")).length;
      if (!r.success && failures === 0) failures = 1;
      passed += r.numPassedTests; failedTests += failures; skipped += r.numPendingTests + r.numTodoTests;
    } catch { failedTests += 1; }
  }
  console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
' "$RESULTS" "${VITEST_RUNS[@]}")

echo
echo "━━━ summary ━━━"
printf '%s\n' "${SUMMARY[@]}"
echo "total time: $(($(date +%s) - started_all)) s"
echo "Tests: ${totals}" | tee "$RESULTS/summary.txt"
exit "$failed"
