// ESLint (`npm run lint`, part of `npm test`): typescript-eslint's recommended rules, the
// Rules of Hooks, the layers of ENGINEERING.md and one configuration. Kept small on purpose;
// formatting is not linted.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers (ENGINEERING.md, "Layout"): arrows point one way, routes → components → domain → db → lib.
 * Each folder below may not import the layers above it, written either way: through the `#app/…`
 * alias or a relative path (`../../components/…`). app/demo/ (the demo data generator) stands beside
 * the routes: it may use the domain and the db, and nothing below it imports it. app/http/ (server
 * only) stands between the routes and the domain: the guards and answers that build a `Response`
 * (member calls, manager access, file refusals, JSON-or-page); only routes (and server/) import it.
 * A route reaches the database only through the domain. server/ and scripts/ compose everything and
 * are not limited. app/emails/ (the e-mail templates, React Email) stands beside the components: it
 * may use the domain and lib, and the domain may not import it. Tests (`*.test.ts`) may import anything.
 */
const LAYERS = "Layers (ENGINEERING.md): routes → components → domain → db → lib, arrows one way; routes → http → domain for HTTP answers.";
const above = (...folders) => `^(#app/|(\\.\\./)+)(${folders.join("|")})(/|$)`;
/** A layer's rule: `patterns` entries (regex) forbid folders; `paths` entries (name) forbid named imports of one module. */
const layer = (files, ...rules) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": ["error", { patterns: rules.filter((r) => !r.name), paths: rules.filter((r) => r.name) }],
  },
});
const HTTP_IN_DOMAIN = `${LAYERS} A domain function answers an outcome (\`{ok: true, …}\` / \`{ok: false, reason, status}\`), never an HTTP answer: build the Response, redirect or thrown \`data()\` in app/http/ (a guard or answer several routes share) or in the route.`;

/** What a domain file may not write: an HTTP answer. */
const NO_HTTP_SYNTAX = [
  { selector: "NewExpression[callee.name='Response']", message: HTTP_IN_DOMAIN },
  { selector: "CallExpression[callee.object.name='Response']", message: HTTP_IN_DOMAIN },
];
/**
 * One home for the shop's addresses (docs/architecture.md, "Links"): app/routes.ts lists every URL,
 * and code builds a link, a redirect, a form's action or a call to one with React Router's typed
 * `href()`, checked by `npm run typecheck` against that list. A string that starts like a path of the
 * shop ('/' and a letter) is refused in app/: it goes stale silently when a route moves. Route
 * matching (a crawler's Disallow prefixes, a path's `startsWith`) may keep its string with an
 * eslint-disable comment that says why.
 */
const RAW_PATH = `An address of the shop is built with React Router's typed href() over app/routes.ts, not written as a string: href("/urun/:slug", { slug }), a query or hash after it (\`\${href("/cart")}?sepet=hediye\`), encodeURIComponent() on a param that is not known to be URL-safe (docs/architecture.md, "Links").`;
const RAW_PATH_SYNTAX = [
  { selector: "Literal[value=/^\\/[a-z_]/]:not(CallExpression[callee.name='href'] > Literal.arguments:first-child)", message: RAW_PATH },
  { selector: "TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z_]/]", message: RAW_PATH },
];

/** What every domain file may not import (the layers above the domain, and HTTP answers); the tier blocks below repeat it, since a later block replaces the rule. */
const DOMAIN_LAYER = [
  {
    regex: above("components", "routes", "demo"),
    message: `${LAYERS} A domain module imports no component or route: move the text, data or rule it needs into the domain (app/domain/<area>/) or app/lib/, and import it from there in the component too.`,
  },
  {
    regex: above("emails"),
    message: `${LAYERS} A domain module imports no e-mail template (app/emails/ sits beside the components, above the domain): record the message's subject and text, and let the delivery job (wired in server/) compose the e-mail from it.`,
  },
  { regex: above("http"), message: HTTP_IN_DOMAIN },
  { name: "react-router", importNames: ["redirect", "redirectDocument", "replace", "data"], message: HTTP_IN_DOMAIN },
  {
    name: "#app/lib/api.server",
    importNames: ["ok", "fail", "invalid", "methodNotAllowed", "readBody", "readQuery", "readForm", "wantsJson"],
    message: HTTP_IN_DOMAIN,
  },
];

/**
 * The domain's tiers (docs/architecture.md): the areas of app/domain/ point one way, bottom to top.
 * An area may import its own tier and the tiers below, never a tier above; inside a tier the areas
 * may not import each other in a circle (dependency-cruiser, .dependency-cruiser.cjs, also run by
 * `npm run lint`). This table is the one place that says which tier an area is in: a new area is
 * added here (lint says so until it is), a flow that spans areas goes in the tier of the highest
 * area it uses, and a piece several areas need goes down to the lowest of them.
 */
const DOMAIN_TIERS = [
  {
    tier: "platform",
    holds:
      "what any area may use: sessions, messages out, captcha, places, settings, legal texts, the audit writer, manager permissions, the job queue, throttles",
    areas: ["sessions", "notifications", "captcha", "places", "settings", "legal", "audit", "permissions", "jobs", "throttle"],
  },
  {
    tier: "catalogue",
    holds:
      "what the shop sells and at what price: categories, items and stock, what an order costs, campaigns, search, reward rules, vouchers, gift cards",
    areas: ["categories", "catalog", "pricing", "campaigns", "search", "rewards", "vouchers", "gift-cards"],
  },
  {
    tier: "shopper",
    holds: "the visitor and member: accounts, addresses, family, the basket, lists and alerts, stores, contact, smile deals, the club",
    areas: ["accounts", "addresses", "family", "cart", "member-lists", "stores", "contact", "smile-deals", "club"],
  },
  {
    tier: "buying",
    holds:
      "an order and what follows it: payments, the order core (states, the one status writer), parcels, checkout, after-sale, invoices, subscriptions, reviews of what was bought",
    areas: ["payments", "order-core", "fulfilment", "checkout", "orders", "invoices", "subscriptions", "comments"],
  },
  {
    tier: "shop-wide",
    holds: "what reads or manages every area: the back office, member administration, carriers, the sitemap",
    areas: ["back-office", "members", "shipping", "seo"],
  },
];
const TIER_ORDER = DOMAIN_TIERS.map((t) => t.tier).join(" → ");
const TIERS = `Domain tiers (docs/architecture.md): ${TIER_ORDER}; an area imports its own tier and the tiers below, never above.`;
/** Any of `areas` of app/domain/, through the alias or a relative path. */
const areaImport = (areas) => `^(#app/domain/|(\\.\\./)+(domain/)?)(${areas.join("|")})(/|$)`;
const tierRules = DOMAIN_TIERS.map(({ tier, areas }, level) => {
  const higher = DOMAIN_TIERS.slice(level + 1);
  const upward = higher.length
    ? [
        {
          regex: areaImport(higher.flatMap((t) => t.areas)),
          message: `${TIERS} This file is in the ${tier} tier, so it may not import ${higher.map((t) => `${t.tier} (${t.areas.join(", ")})`).join("; ")}. Move the piece both need down into a ${tier} or lower area (or app/lib/ when it is pure), or move this flow up to the tier of the area it needs.`,
        },
      ]
    : [];
  return layer([`app/domain/{${areas.join(",")}}/**/*.{ts,tsx}`], ...DOMAIN_LAYER, ...upward);
});
/** A folder of app/domain/ that is in no tier (or a file outside any area) is refused until the table above places it. */
const unplacedArea = {
  files: ["app/domain/**/*.{ts,tsx}"],
  ignores: [`app/domain/{${DOMAIN_TIERS.flatMap((t) => t.areas).join(",")}}/**`],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...NO_HTTP_SYNTAX,
      ...RAW_PATH_SYNTAX,
      {
        selector: "Program",
        message: `${TIERS} This folder of app/domain/ is in no tier: add the area to DOMAIN_TIERS in eslint.config.js (the lowest tier whose areas give it all it imports), and to docs/architecture.md.`,
      },
    ],
  },
};

const layerRules = [
  layer(
    ["app/components/**/*.{ts,tsx}"],
    {
      regex: above("routes"),
      allowTypeImports: true,
      message: `${LAYERS} A component imports no route: move what both need into components/ (UI) or app/domain/<area>/ (rules, texts). \`import type\` (a fetcher's \`typeof loader\`) is allowed.`,
    },
    {
      regex: above("db"),
      allowTypeImports: true,
      message: `${LAYERS} A component does not touch the database: take the data from the route's loader or a domain function (app/domain/<area>/). \`import type\` of a schema type is allowed.`,
    },
    {
      regex: above("demo"),
      message: `${LAYERS} A component never reads the demo data generator (app/demo/): take the data from the route's loader.`,
    },
    {
      regex: above("http"),
      message: `${LAYERS} A component does not answer HTTP requests: app/http/ is the server's layer between routes and domain; take what the page needs from the route's loader.`,
    },
  ),
  layer(
    ["app/routes/**/*.{ts,tsx}"],
    {
      regex: "^drizzle-orm(/|$)",
      message: `${LAYERS} A route never talks SQL: put the query in a domain function (app/domain/<area>/*.server.ts, \`db\` as its first argument) and call that.`,
    },
    {
      regex: above("db"),
      message: `${LAYERS} A route never reaches the database layer (app/db/), types included: call a domain function (app/domain/<area>/), and take a type from the domain module that returns it (or \`AppLoadContext["db"]\`).`,
    },
  ),
  layer(["app/http/**/*.{ts,tsx}"], {
    regex: above("routes", "components", "demo", "db"),
    message: `${LAYERS} app/http/ sits between the routes and the domain: it may use the domain and lib, never a route, a component, the demo data or the db (the request's database is \`AppLoadContext["db"]\`; queries live in app/domain/<area>/).`,
  }),
  layer(["app/domain/**/*.{ts,tsx}"], ...DOMAIN_LAYER),
  layer(
    ["app/emails/**/*.{ts,tsx}"],
    {
      regex: above("routes", "http", "demo", "components"),
      message: `${LAYERS} app/emails/ (the e-mail templates) sits beside the components: it may use the domain's types and texts and lib, never a route, app/http/, the demo data or a page component (a mail client runs no Tailwind and no script: e-mail has its own components here).`,
    },
    {
      regex: above("db"),
      allowTypeImports: true,
      message: `${LAYERS} An e-mail template does not touch the database: it is given the message's data. \`import type\` of a schema type is allowed.`,
    },
  ),
  layer(["app/demo/**/*.{ts,tsx}"], {
    regex: above("components", "routes", "http"),
    message: `${LAYERS} The demo data generator writes data through the domain and the db, never through a component, a route or app/http/: take the rule or text from app/domain/<area>/.`,
  }),
  layer(["app/db/**/*.{ts,tsx}"], {
    regex: above("domain", "components", "routes", "demo", "http", "emails"),
    message: `${LAYERS} db imports no domain module: demo data that needs domain rules lives in app/demo/, start-up work that needs the domain in server/, pure helpers in app/lib/.`,
  }),
  layer(["app/lib/**/*.{ts,tsx}"], {
    regex: above("db", "domain", "components", "routes", "demo", "http", "emails"),
    message: `${LAYERS} lib imports neither db nor domain: keep it small pure helpers. Code that needs the database or a domain rule goes to that area (app/domain/<area>/); server wiring (load context, middleware) to server/.`,
  }),
];

/**
 * One configuration (app/lib/config.server.js): the environment is read there, once, through one
 * checked schema; everything else takes `config`. Tests may set up environments of their own.
 */
const oneConfiguration = {
  files: ["app/**/*.{js,ts,tsx}", "server/**/*.{js,ts}", "server.js"],
  ignores: ["app/lib/config.server.js", "**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-properties": [
      "error",
      {
        object: "process",
        property: "env",
        message:
          'Read the configuration, not the environment: import { config } from "#app/lib/config.server" and add a new variable to its schema (and to the README\'s table).',
      },
    ],
  },
};

/** A domain module builds no HTTP answer by hand either (`new Response`, `Response.json`); and no address by hand (RAW_PATH). */
const domainAnswersNoHttp = {
  files: ["app/domain/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": ["error", ...NO_HTTP_SYNTAX, ...RAW_PATH_SYNTAX],
  },
};

/** Every app/ file builds the shop's addresses with href() (RAW_PATH); the domain blocks below repeat it, since a later block replaces the rule. Tests keep literal URLs: they check the contract from outside. */
const addressesWithHref = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": ["error", ...RAW_PATH_SYNTAX],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "coverage/**",
      "node_modules/**",
      "data/**",
      ".react-router/**",
      "test-results/**",
      "public/**",
      "app/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // `interface AppLoadContext extends ShopContext {}` is how React Router's context is typed.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  ...layerRules,
  ...tierRules,
  oneConfiguration,
  addressesWithHref,
  domainAnswersNoHttp,
  unplacedArea,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setImmediate: "readonly",
        URL: "readonly",
      },
    },
  },
);
