// dependency-cruiser (`npm run lint`, so `npm test`): no import cycle between the areas of
// app/domain/. ESLint (eslint.config.js, DOMAIN_TIERS) keeps each area from importing a tier above
// its own; this keeps the areas of one tier from importing each other in a circle, which a
// per-file lint rule cannot see. Both are explained in docs/architecture.md.
//
// The check works on folders (`scope: "folder"`): an area is a folder directly under app/domain/,
// and folder A depends on folder B when any file of A imports a file of B, `import type` included
// (a circle of types is a circle of ideas all the same). Tests may import anything and are left out.

export default {
  forbidden: [
    {
      name: "no-area-cycle",
      severity: "error",
      comment:
        "Areas of app/domain/ point one way (docs/architecture.md): this folder is in an import cycle with another area. Move the piece both need down into the lower area (or app/lib/ when it is pure), or move the flow that needs both up into an area above them.",
      scope: "folder",
      from: { path: "^app/domain/[^/]+$" },
      to: { path: "^app/domain/[^/]+$", circular: true },
    },
  ],
  options: {
    includeOnly: "^app/domain/",
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    skipAnalysisNotInRules: true,
  },
};
