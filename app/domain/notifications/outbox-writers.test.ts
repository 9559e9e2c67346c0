/**
 * One writer of messages (docs/messages.md): every file of the shop is read, and any insert into
 * the outbox outside notifications/messages.server.ts (recordMessages) fails this test — a drizzle
 * `.insert(outbox)` or raw SQL `INSERT INTO outbox`. The delivery job (delivery.server.ts) and the
 * back office's resend (message-admin.server.ts) only move a recorded message's state. Tests set up what they test and are left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const WRITER = "app/domain/notifications/messages.server.ts";

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the outbox's one writer", () => {
  it("records messages only through recordMessages", () => {
    const writers = ["app", "server", "scripts"]
      .flatMap(sources)
      .filter((path) => /\.insert\(\s*outbox\s*\)|INSERT\s+INTO\s+"?outbox"?/i.test(readFileSync(join(ROOT, path), "utf8")));
    expect(writers).toEqual([WRITER]);
  });
});
