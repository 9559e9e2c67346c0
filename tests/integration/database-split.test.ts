/**
 * The split of the integration files between the two databases (tests/support/database-split.ts) is
 * kept up to date: every file that sends requests side by side or opens storage of its own has been
 * looked at and sorted, with its reason, and every name in the lists is a file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOOKS_DATABASE_DEPENDENT, ON_EVERY_DATABASE, ONCE_THOUGH_IT_LOOKS_OTHERWISE } from "../support/database-split";
import { ROOT } from "../support/server";

const DIR = path.join(ROOT, "tests/integration");
const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".test.ts"));

describe("the integration files' split between PGlite and PostgreSQL", () => {
  it("names only files that exist, each in one list, each with a reason", () => {
    const every = Object.keys(ON_EVERY_DATABASE);
    const once = Object.keys(ONCE_THOUGH_IT_LOOKS_OTHERWISE);
    expect([...every, ...once].filter((f) => !files.includes(f))).toEqual([]);
    expect(every.filter((f) => once.includes(f))).toEqual([]);
    for (const reason of [...Object.values(ON_EVERY_DATABASE), ...Object.values(ONCE_THOUGH_IT_LOOKS_OTHERWISE)])
      expect(reason.length).toBeGreaterThan(10);
  });

  it("has sorted every file that sends requests side by side or opens storage of its own", () => {
    const unsorted = files.filter(
      (f) =>
        !(f in ON_EVERY_DATABASE) &&
        !(f in ONCE_THOUGH_IT_LOOKS_OTHERWISE) &&
        LOOKS_DATABASE_DEPENDENT.test(fs.readFileSync(path.join(DIR, f), "utf8")),
    );
    expect(unsorted, "add each to ON_EVERY_DATABASE or ONCE_THOUGH_IT_LOOKS_OTHERWISE in tests/support/database-split.ts").toEqual([]);
  });
});
