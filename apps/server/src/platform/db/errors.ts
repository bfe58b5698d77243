/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505') || hasCode((error as { cause?: unknown } | null)?.cause, '23505');
}

/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503') || hasCode((error as { cause?: unknown } | null)?.cause, '23503');
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
