/**
 * PostgreSQL array literals ('{"a","b"}', '{1,2}') for set-based statements: one parameter however
 * many values (`unnest(${pgTextArray(skus)}::text[])`). drizzle's sql`` spreads a JS array into one
 * parameter each, which breaks `= ANY(…)` and hits the 65,535-parameter limit.
 */
export const pgTextArray = (values: readonly (string | null)[]): string =>
  `{${values.map((v) => (v === null ? "NULL" : `"${v.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;

export const pgIntArray = (values: readonly number[]): string => `{${values.map((v) => Math.trunc(v)).join(",")}}`;
