/**
 * axe-core in the browser tests: `seriousViolations(page)` runs axe's rules (WCAG 2.x A/AA and its
 * best practices) on the page as it is now and returns the findings of impact serious or critical;
 * `describeViolations` turns them into a readable failure message (rule, help, the elements).
 * axe's source is evaluated through the DevTools protocol, which the page's Content-Security-Policy
 * does not apply to, so nothing in the shop has to allow it.
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { animationsDone } from "./browser";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type Violation = { id: string; impact: string; help: string; targets: string[] };

/** A finding of `rule` on an element inside `within` (a CSS selector) that a test accepts for now, and why. */
export type Allowance = { rule: string; within: string; why: string };

export async function seriousViolations(page: Page, allow: Allowance[] = []): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (allowed) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], elementRef: true });
    const accepted = (rule: string, element: Element | undefined) => allowed.some((a) => a.rule === rule && element?.closest(a.within));
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        targets: v.nodes
          .filter((n) => !accepted(v.id, n.element))
          .map((n) => `${n.target.join(" ")}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, " ").slice(0, 160)})` : ""}`),
      }))
      .filter((v) => v.targets.length > 0);
  }, allow);
}

export function describeViolations(where: string, violations: Violation[]): string {
  if (!violations.length) return `${where}: no serious or critical axe findings`;
  const lines = violations.map(
    (v) =>
      `- ${v.id} [${v.impact}] ${v.help}\n    ${v.targets.slice(0, 8).join("\n    ")}${v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ""}`,
  );
  return `${where}: ${violations.length} serious/critical axe finding(s)\n${lines.join("\n")}`;
}

/** Fails the test with the readable list when the page has a serious or critical finding. */
export async function expectAccessible(page: Page, where: string, allow: Allowance[] = []): Promise<void> {
  const violations = await seriousViolations(page, allow);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/**
 * A journey's look at the page once its animations are done (a popup fading in is checked as it
 * stays, not through the fade): no serious or critical finding and, at phone width (`phoneWidth`),
 * no sideways scrolling.
 */
export async function expectReadable(page: Page, where: string, { phoneWidth }: { phoneWidth?: number } = {}): Promise<void> {
  await animationsDone(page);
  await expectAccessible(page, where);
  if (phoneWidth)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: wider than the phone`).toBeLessThanOrEqual(
      phoneWidth,
    );
}
