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
 * the routes: it may use the domain and the db, and nothing below it imports it. server/ and scripts/
 * compose everything and are not limited. Tests (`*.test.ts`) may import anything.
 */
const LAYERS = "Layers (ENGINEERING.md): routes → components → domain → db → lib, arrows one way.";
const above = (...folders) => `^(#app/|(\\.\\./)+)(${folders.join("|")})(/|$)`;
const layer = (files, ...patterns) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});

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
    { regex: above("demo"), message: `${LAYERS} A component never reads the demo data generator (app/demo/): take the data from the route's loader.` },
  ),
  layer(["app/domain/**/*.{ts,tsx}"], {
    regex: above("components", "routes", "demo"),
    message: `${LAYERS} A domain module imports no component or route: move the text, data or rule it needs into the domain (app/domain/<area>/) or app/lib/, and import it from there in the component too.`,
  }),
  layer(["app/demo/**/*.{ts,tsx}"], {
    regex: above("components", "routes"),
    message: `${LAYERS} The demo data generator writes data through the domain and the db, never through a component or a route: take the rule or text from app/domain/<area>/.`,
  }),
  layer(["app/db/**/*.{ts,tsx}"], {
    regex: above("domain", "components", "routes", "demo"),
    message: `${LAYERS} db imports no domain module: demo data that needs domain rules lives in app/demo/, start-up work that needs the domain in server/, pure helpers in app/lib/.`,
  }),
  layer(["app/lib/**/*.{ts,tsx}"], {
    regex: above("db", "domain", "components", "routes", "demo"),
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
        message: "Read the configuration, not the environment: import { config } from \"#app/lib/config.server\" and add a new variable to its schema (and to the README's table).",
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "coverage/**", "node_modules/**", "data/**", ".react-router/**", "test-results/**", "public/**", "app/db/migrations/**"] },
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
  oneConfiguration,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setImmediate: "readonly", URL: "readonly" } },
  },
);
