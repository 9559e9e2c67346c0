/** PostgreSQL errors a caller answers rather than fails on (drizzle wraps the driver's error as `cause`). */
type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/** A unique index refused the row (two requests racing for one e-mail, say). */
export const isUniqueViolation = (error: unknown) => {
  const e = error as PgError;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** The name of the constraint a failed statement broke, when the driver says it. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const e = error as PgError;
  return e?.constraint ?? e?.cause?.constraint;
};
