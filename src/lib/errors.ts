/**
 * Application errors (architecture §5): Error subclasses with a stable code and context.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly context: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = new.target.name
  }
}

/** A CMS GraphQL document failed (schema mismatch, resolver error, database down). */
export class CmsQueryError extends AppError {
  constructor(message: string, context: Record<string, unknown>) {
    super('CMS_QUERY_FAILED', message, context)
  }
}
