/**
 * bench:messages's SMTP server (tests/support/smtp.ts, counting only) in a process of its own, which
 * bench:messages starts at the lowest priority (SCHED_IDLE): a shop's SMTP provider is not on the
 * shop's machine, so its work must not take the processor from the checkouts being measured.
 * Prints `url <smtp://…>`, then one line per recipient accepted: `<time, epoch ms> <address>`.
 */
import { startSmtpServer } from "../../tests/support/smtp";

let lines = "";
let flushing = false;
/** Acceptances are written in batches: one write per turn of the event loop. */
function print(line: string) {
  lines += line;
  if (flushing) return;
  flushing = true;
  setImmediate(() => {
    process.stdout.write(lines);
    lines = "";
    flushing = false;
  });
}

const smtp = await startSmtpServer({
  onAccepted: ({ envelope }) => {
    const at = performance.timeOrigin + performance.now();
    for (const to of envelope.to) print(`${at.toFixed(1)} ${to}\n`);
  },
});
print(`url ${smtp.url}\n`);
process.on("SIGTERM", () => void smtp.stop().finally(() => process.exit(0)));
