/**
 * Which integration files run on both databases under `npm test`, and why (docs/testing.md, "One
 * database or both"). The shop's SQL is the same on both: PGlite is PostgreSQL compiled to
 * WebAssembly. What differs is around the SQL:
 *   - PGlite is one connection in one process: requests that arrive at the same moment take turns,
 *     while PostgreSQL runs them at once, and only its locks (FOR UPDATE, SKIP LOCKED, unique keys,
 *     advisory locks) keep them apart;
 *   - the job queue runs its SQL through the shop's own PGlite instance, or through a pool of its own
 *     on PostgreSQL, where several processes share it;
 *   - the storage is a data folder or a database on a server: opened, migrated and reopened differently.
 * A file that tests one of these runs on both. Every other file runs once: on PostgreSQL when the run
 * has one (the production database), otherwise on PGlite. The browser tests and the unit tests' own
 * databases are PGlite, so the embedded database still carries every journey.
 * `tests/integration/database-split.test.ts` checks that every file sending requests side by side or
 * opening storage of its own is in one of the two lists below, each with its reason.
 */

/** Files run on PGlite and on PostgreSQL, with what in them differs between the two. */
export const ON_EVERY_DATABASE: Readonly<Record<string, string>> = {
  "back-office-club-carriers.test.ts": "two managers switch off the last two card carriers at the same moment",
  "back-office-code-lock.test.ts": "wrong codes sent at the same moment are counted one by one, one lock",
  "back-office-notifications.test.ts": "two managers resend the same failed message at the same moment: it goes out once",
  "back-office-orders.test.ts": "two returns completing one order are refunded at the same moment: what it collected goes back once",
  "campaigns-page.test.ts": "one address sends many at the same moment, at most 5 pass",
  "checkout-orders.test.ts": "more guests than units pay at the same moment, each request twice",
  "club.test.ts": "members ask for an event's last places at the same moment",
  "contact.test.ts": "one e-mail's messages arrive at the same moment, at most 5 pass",
  "gift-lists.test.ts": "share e-mails sent at the same moment against the daily limit",
  "gift-orders.test.ts": "two givers pay for a gift's last units at the same moment",
  "iyzico-checkout.test.ts": "a double click's two pay calls at the same moment, while iyzico answers slowly, get one bank page",
  "jobs.test.ts": "the job queue: workers in several processes, retries, a stale lease",
  "kids.test.ts": "six children added at the same moment still make at most 4",
  "listing-price.test.ts": "buyers empty every size of a product at the same moment; its card's price follows",
  "login.test.ts": "password guesses sent at the same moment against the throttle and the captcha",
  "messages.test.ts": "messages delivered by the job queue; paying bursts with a worker and the shop killed",
  "payment-retry.test.ts": "make-pay calls at the same moment on one basket make one order",
  "processes.test.ts": "the web and worker processes, the cron, the first start of an empty database",
  "restart.test.ts": "the storage closed and reopened: what was written is there",
  "returns.test.ts": "two return requests for the same units at the same moment",
  "subscriptions.test.ts": "due orders placed by the job queue, two runners at once",
};

/**
 * Files that send requests side by side but race for nothing (each writes its own rows, or only
 * reads), or start a shop of their own only for its settings: once is enough.
 */
export const ONCE_THOUGH_IT_LOOKS_OTHERWISE: Readonly<Record<string, string>> = {
  "back-office-dashboard.test.ts": "four managers sign in side by side before the tests",
  "basket-lines.test.ts": "reads two product names side by side",
  "card-data.test.ts": "its own shop only to look for card numbers in a fresh storage",
  "compressed-assets.test.ts": "downloads the scripts side by side",
  "email-delivery.test.ts": "its own shop only for SMTP_URL (e-mail over SMTP to the test's server)",
  "member-buttons.test.ts": "its own shop only for a small catalogue",
  "netgsm.test.ts": "its own shop only for the Netgsm account's settings",
  "payment-sandbox.test.ts": "its own shop only for the payment sandbox's settings",
};

/** What makes a file a candidate for both databases: requests side by side, or storage of its own. */
export const LOOKS_DATABASE_DEPENDENT =
  /Promise\.all\(|\b(createStorage|startShop|startTestShop|openQueueTarget|withStorageSql|openStorageDb)\(/;
