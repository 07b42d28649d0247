import { stdSerializers } from 'pino';

/**
 * Session tokens travel in socket paths (guest/{hotel}/{token}) and query strings (?token=): they must
 * never reach a log line.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|session_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/ws\/guest\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]');
}

/** Fields of a query or driver error that hold the statement's values (pg's `detail` quotes a key's value). */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'] as const;
/** A value shorter than this is not looked for in texts (it would blank out ordinary words and numbers). */
const MIN_VALUE_LENGTH = 4;

/**
 * Pino's error serializer, minus the statement's values: a failed query is logged with its text
 * (placeholders $1…) and its SQLSTATE (`code`), never with its parameters, which may be a session's
 * token hash or a guest's name. Drizzle's DrizzleQueryError carries `params` and repeats them in its
 * message ("Failed query: …\nparams: …"), and PostgreSQL quotes a value in some messages (invalid input
 * syntax for type integer: "…"): every value the error chain carries is cut from the message and the
 * stack, and the value fields are dropped.
 */
export function redactError(error: Error): LoggedError {
  const serialized: unknown = stdSerializers.err(error);
  // Not error-like: pino logs it as it is.
  if (serialized === error || typeof serialized !== 'object' || serialized === null) {
    return serialized as LoggedError;
  }
  const out = serialized as LoggedError;
  for (const field of VALUE_FIELDS) delete out[field];
  const values = valuesIn(error);
  if (typeof out.message === 'string') out.message = scrub(out.message, values);
  if (typeof out.stack === 'string') out.stack = scrub(out.stack, values);
  const nested = (error as unknown as { errors?: unknown }).errors;
  if (Array.isArray(nested)) out.aggregateErrors = (nested as Error[]).map(redactError);
  const sqlState = sqlStateOf(error);
  if (sqlState && out.code === undefined) out.code = sqlState;
  return out;
}

/** An error's message as `redactError` would log it (for log fields that carry a reason as text). */
export function redactErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return scrub(message, valuesIn(error));
}

/** What pino writes for an `err` (the shape Fastify's logger options ask of a serializer). */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface Values {
  /** "params: a,b,c" exactly as Drizzle wrote it (a value may hold a newline). */
  lists: string[];
  each: string[];
}

function causes(error: unknown): object[] {
  const chain: object[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function valuesIn(error: unknown): Values {
  const values: Values = { lists: [], each: [] };
  for (const link of causes(error)) {
    for (const field of ['params', 'parameters'] as const) {
      const list = (link as Record<string, unknown>)[field];
      if (!Array.isArray(list)) continue;
      values.lists.push(`params: ${String(list)}`);
      for (const value of list) {
        const text = value instanceof Uint8Array ? '' : String(value);
        if (text.length >= MIN_VALUE_LENGTH) values.each.push(text);
      }
    }
  }
  // Longest first, so a value that contains another is cut whole.
  values.each.sort((x, y) => y.length - x.length);
  return values;
}

function scrub(text: string, values: Values): string {
  let result = text;
  for (const list of values.lists) result = result.split(list).join('params: [redacted]');
  for (const value of values.each) result = result.split(value).join('[redacted]');
  // Whatever else reads like Drizzle's parameter line (an error from elsewhere that quotes one).
  return result.replace(/(\bparams: )(?!\[redacted\])[^\n]*/g, '$1[redacted]');
}

function sqlStateOf(error: unknown): string | undefined {
  for (const link of causes(error)) {
    // A driver's error (pg, PGlite) has a severity; Node's own codes (EPIPE) are not SQLSTATEs.
    const { code, severity } = link as { code?: unknown; severity?: unknown };
    if (typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
