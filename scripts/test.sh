#!/usr/bin/env bash
# `npm test`: everything a change needs, with one summary at the end (docs/testing.md).
#   type check       npm run typecheck
#   lint             npm run lint
#   build            npx react-router build (the integration and browser tests run the built server)
#   unit tests       vitest --project unit
#   integration      vitest --project integration on PGlite (an embedded database in a temp DATA_DIR)
#   integration      the same tests on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set: the
#                    harness creates a fresh database on that server and drops it after (the named
#                    database itself is never changed); the PGlite pass then runs only the files that
#                    test what differs between the two (tests/support/database-split.ts)
#   browser tests    vitest --project e2e, Debian's Chromium headless shell (CHROME_PATH overrides)
#
# Steps run side by side, at most TEST_JOBS (default 4) at once: the machine this runs on has 2
# cores, and most steps leave one idle (tsc and eslint are single-threaded, a test pass spends much
# of its time waiting on its own shop server or browser); more at once would only slow them all.
#   1. build, type check and unit tests: no server, nothing that waits for time;
#   2. once the build is there: one PGlite shop prepared for the PGlite passes, integration on
#      PostgreSQL, the browser tests in two halves (TEST_E2E_SHARDS) and integration on PGlite, each
#      with its own shop server and database, so they cannot disturb one another; lint last. The
#      longest steps start first: the suite is bound by CPU, so what decides its end is which step
#      is left running alone at the end.
# A failing step does not stop the others (a failed build skips stage 2), so one run shows
# everything that is wrong; the exit code is non-zero when anything failed. Each step's output goes
# to test-results/logs/<step>.log and is printed when the step ends. Screenshots of failed browser
# journeys, vitest's JSON results and the time each file took (test-results/timings-*.json, read
# with `node scripts/test-timings.mjs`) go to test-results/ too.
# TEST_SERIAL=1 runs the steps one after another, as before (slower; one step's output at a time).
set -euo pipefail
cd "$(dirname "$0")/.."

RESULTS=test-results
LOGS="$RESULTS/logs"
mkdir -p "$RESULTS" "$LOGS"
rm -f "$RESULTS"/vitest-*.json "$RESULTS"/timings-*.json "$RESULTS"/summary.txt "$RESULTS"/*.png "$LOGS"/*

PG_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
# The browser tests' files are split over this many runs side by side, each with its own shop and
# browser: they spend most of their time waiting on a page, so two halves take about half as long.
E2E_SHARDS="${TEST_E2E_SHARDS:-2}"
# How many steps run at once (each a process or two with a shop server or a browser of its own).
MAX_STEPS="${TEST_JOBS:-4}"
started_all=$(date +%s)
declare -a SUMMARY=()
declare -A PIDS=() STARTED=()
failed=0

# start_step LABEL NAME COMMAND...: runs COMMAND in the background, its output in $LOGS/LABEL.log;
# its exit code, wall time and CPU time (user + system, its child processes included) are written
# to $LOGS/LABEL.status with the time it ended. With TEST_SERIAL=1 it runs in the foreground.
start_step() {
  local label=$1 name=$2
  shift 2
  # At most $MAX_STEPS steps at once: more only share the same two cores and slow every one of
  # them (and with them, whatever in a test waits for a time).
  while [ "$(jobs -rp | wc -l)" -ge "$MAX_STEPS" ]; do wait -n || true; done
  echo "▶ ${name}"
  STARTED[$label]=$(date +%s)
  (
    set +e
    TEST_RUN_LABEL=$label "$@" >"$LOGS/$label.log" 2>&1
    status=$?
    # `times` prints this shell's CPU time, then its children's: the second line is the step's. It
    # goes to a file: in a pipe or $(…) it would run in a new subshell, which has no children yet.
    times >"$LOGS/$label.times"
    cpu=$(tail -n 1 "$LOGS/$label.times" | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }')
    echo "$status $cpu $(date +%s)" >"$LOGS/$label.status"
  ) &
  PIDS[$label]=$!
  [ "${TEST_SERIAL:-}" = 1 ] && wait "${PIDS[$label]}"
  return 0
}

# finish_step LABEL NAME: waits for the step, prints its output and records PASS/FAIL, wall and CPU time.
# Returns non-zero when the step failed.
finish_step() {
  local label=$1 name=$2 status cpu ended wall
  wait "${PIDS[$label]}" || true
  read -r status cpu ended <"$LOGS/$label.status" || { status=1; cpu=0; ended=$(date +%s); }
  wall=$((ended - STARTED[$label]))
  echo
  echo "━━━ ${name} ━━━ (${wall} s; output in $LOGS/$label.log)"
  cat "$LOGS/$label.log"
  local result=PASS
  if [ "$status" != 0 ]; then result=FAIL; failed=1; fi
  SUMMARY+=("$(printf '%-4s  %-28s %5ss wall %5ss CPU' "$result" "$name" "$wall" "$cpu")")
  [ "$result" = PASS ]
}

skip_step() {
  SUMMARY+=("$(printf '%-4s  %-28s %s' SKIP "$1" "($2)")")
}

# One vitest project per step, with a JSON result file (test-results/vitest-LABEL.json) for the
# totals and the time each file took (test-results/timings-LABEL.json).
VITEST=(npx vitest run --reporter=default --reporter=json --reporter=./tests/support/timings-reporter.ts)
# The runs of stage 2 neither read nor write vitest's results cache (node_modules/.vite/vitest):
# several processes writing that one file at once could leave it half written for the next run.
# Their files run one after another, so the cache's order (slowest first) would not save time.
STAGE2=(--no-cache)
VITEST_RUNS=()
json_out() { echo "--outputFile.json=$RESULTS/vitest-$1.json"; }
NO_PG=(env -u DATABASE_URL -u TEST_DATABASE_URL)

# Stage 1: checks, build and unit tests. Lint waits for a free slot after the passes of stage 2
# are under way: it is short, and they are the long road.
start_step build "build" npx react-router build
start_step typecheck "type check" npm run typecheck
VITEST_RUNS+=(unit)
start_step unit "unit tests" "${VITEST[@]}" --project unit "$(json_out unit)"

built=0
finish_step build "build" && built=1

# Stage 2: the passes that start a shop server, once the build is there. The PGlite passes start
# from one storage template and one shop prepared for them all (tests/support/prepare-run-storage.ts)
# instead of each doing a first start's work at once; the PostgreSQL pass needs neither.
PREPARED_DIR=$(mktemp -d "${TMPDIR:-/tmp}/shop-run-XXXXXX")
trap '[ "${KEEP_TEST_DATA:-}" = 1 ] || rm -rf "$PREPARED_DIR"' EXIT
if [ "$built" = 1 ]; then
  start_step prepare "prepare PGlite shop" "${NO_PG[@]}" bash -c 'npx tsx tests/support/prepare-run-storage.ts "$1" >"$1/assignments"' _ "$PREPARED_DIR"
  if [ -n "$PG_URL" ]; then
    VITEST_RUNS+=(integration-postgres)
    start_step integration-postgres "integration (PostgreSQL)" "${NO_PG[@]}" TEST_DATABASE_URL="$PG_URL" "${VITEST[@]}" "${STAGE2[@]}" --project integration "$(json_out integration-postgres)"
  fi
  PGLITE=("${NO_PG[@]}")
  # When it fails, each PGlite pass prepares its own, as outside `npm test`.
  if finish_step prepare "prepare PGlite shop"; then
    while read -r assignment; do PGLITE+=("$assignment"); done <"$PREPARED_DIR/assignments"
  fi
  # Which browser, and the message when there is none: tests/support/browser-server.ts (scripts/chromium.ts).
  for shard in $(seq 1 "$E2E_SHARDS"); do
    VITEST_RUNS+=("e2e-$shard")
    start_step "e2e-$shard" "browser tests $shard/$E2E_SHARDS" "${PGLITE[@]}" "${VITEST[@]}" "${STAGE2[@]}" --project e2e --shard="$shard/$E2E_SHARDS" "$(json_out "e2e-$shard")"
  done
  VITEST_RUNS+=(integration-pglite)
  # With PostgreSQL in the run, every integration file runs there and the PGlite pass takes only the
  # files that test what differs between the two databases (tests/support/database-split.ts).
  PGLITE_NAME="integration (PGlite)"
  PGLITE_FILES=()
  if [ -n "$PG_URL" ]; then
    PGLITE_FILES=(TEST_INTEGRATION_FILES=every-database)
    PGLITE_NAME="integration (PGlite, split)"
  fi
  start_step integration-pglite "$PGLITE_NAME" "${PGLITE[@]}" "${PGLITE_FILES[@]}" "${VITEST[@]}" "${STAGE2[@]}" --project integration "$(json_out integration-pglite)"
fi
start_step lint "lint" npm run lint

finish_step typecheck "type check" || true
finish_step lint "lint" || true
finish_step unit "unit tests" || true

if [ "$built" = 1 ]; then
  finish_step integration-pglite "$PGLITE_NAME" || true
  if [ -n "$PG_URL" ]; then
    finish_step integration-postgres "integration (PostgreSQL)" || true
  else
    skip_step "integration (PostgreSQL)" "set DATABASE_URL or TEST_DATABASE_URL to run it"
  fi
  for shard in $(seq 1 "$E2E_SHARDS"); do finish_step "e2e-$shard" "browser tests $shard/$E2E_SHARDS" || true; done
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
echo "total time: $(($(date +%s) - started_all)) s (the steps above ran side by side; node scripts/test-timings.mjs lists the slowest files)"
echo "Tests: ${totals}" | tee "$RESULTS/summary.txt"
exit "$failed"
