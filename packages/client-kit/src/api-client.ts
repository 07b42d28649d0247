import type { ErrorBody } from '@hotel/contracts/api-error';
import type { RouteBody, RouteOf, RoutePath, RouteQuery, RouteResponse } from '@hotel/contracts/routes';

/**
 * The one fetch client of both apps: JSON, FormData and Blob bodies, query strings, abort, the contracts' error
 * body as ApiError, 401 listeners. Each app configures one (createApiClient) with its own authentication: the
 * guest app's token and language headers, the console's CSRF header. A call to a route of the contracts' route
 * map (@hotel/contracts/routes) is typed by it; any other names its answer's type.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Anything with zod's `safeParse`; kept structural so the kit does not pull zod into a bundle. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** A failed call: the HTTP status (0 when the network failed) and the server's error body (ErrorBody). */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  /** Guidance some answers carry besides (or instead of) detail; the guest's login shows it (SPEC section 8). */
  readonly help: string | undefined;
  /** The input's field a refusal is about ('price'), when the server names one. */
  readonly field: string | undefined;
  /** Itemised problems, when the server lists them (a refused menu import). */
  readonly problems: string[];

  constructor(status: number, body: Partial<ErrorBody> = {}) {
    super(body.detail ?? (status === 0 ? 'Network request failed' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = body.detail;
    this.code = body.code;
    this.help = body.help;
    this.field = body.field;
    this.problems = body.problems ?? [];
  }
}

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  /** JSON, or FormData, or a File/Blob sent as its bytes under its own type (an image upload). */
  body?: unknown;
  /** Values that are undefined, null or '' are left out. */
  query?: Query;
  /** Added after the client's own: a call that authenticates differently wins. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False for a call whose 401 is its answer (the console's session read), not news for the 401 listeners. */
  announceUnauthorized?: boolean;
  /** The contract schema of the answer, checked when the client's `checkSchemas` is on (development). */
  schema?: ResponseSchema<T> | undefined;
}

export interface ApiClientConfig {
  /** 'include' when the API may be on a host of its own (the guest app), 'same-origin' for the console. */
  credentials: RequestCredentials;
  /** The URL of a call; by default the path with its query string (see `withQuery`). */
  url?: (path: string, query: Query | undefined) => string;
  /** The headers of the app's authentication, asked for each call (they change as the session does). */
  headers?: (method: HttpMethod) => Record<string, string>;
  /** Awaited before each call goes out (the guest app gives each call a task of its own: decision 0122). */
  beforeSend?: () => Promise<void>;
  /** Every answer's status and body, before success or failure is decided (the guest app adopts a new token). */
  onAnswer?: (status: number, body: unknown) => void;
  /** An identical POST, PUT or PATCH while one is in flight gets the same answer instead of going out twice. */
  shareIdenticalWrites?: boolean;
  /** Check each answer against the call's `schema` (on in development builds only: schemas ship zod). */
  checkSchemas?: boolean;
}

/** The options of a call to a route of the map: its body and query as the contracts type them. */
type RouteOptions<Entry, Method extends HttpMethod> = Omit<
  RequestOptions<RouteResponse<Entry>>,
  'method' | 'body' | 'query'
> & { method?: Method } & (RouteBody<Entry> extends undefined
    ? { body?: undefined }
    : { body: RouteBody<Entry> }) &
  (RouteQuery<Entry> extends undefined ? { query?: undefined } : { query?: RouteQuery<Entry> });

export interface ApiClient {
  /** A call to a route of the contracts' map: what it sends and answers are the map's. */
  request<Method extends HttpMethod = 'GET', Path extends RoutePath<Method> = RoutePath<Method>>(
    path: Path,
    options?: RouteOptions<RouteOf<Method, Path>, Method>,
  ): Promise<RouteResponse<RouteOf<Method, Path>>>;
  /**
   * Any other call: the caller names the answer's type. A path of the map is refused here unless the caller
   * names a type, so that a wrong body for a route of the map is an error rather than an untyped call.
   */
  request<T, Path extends string = string>(
    path: Path & (Path extends RoutePath<HttpMethod> ? never : unknown),
    options?: RequestOptions<T>,
  ): Promise<T>;
  /** Calls `listener` when a call answers 401; returns the unsubscribe (`useSyncExternalStore`'s shape). */
  onUnauthorized(listener: () => void): () => void;
}

/** `path` with the query's values that are set ('' counts as not set) as its query string. */
export function withQuery(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  // Whatever the content type says: a body that reads as JSON is JSON (a test's Response is text/plain).
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error body's fields that have the contract's shape; anything else is left out. */
function errorBodyOf(body: unknown): Partial<ErrorBody> {
  if (!isRecord(body)) return {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const read: Partial<ErrorBody> = {};
  const detail = text(body.detail);
  if (detail) read.detail = detail;
  if (typeof body.code === 'string') read.code = body.code;
  const help = text(body.help);
  if (help) read.help = help;
  const field = text(body.field);
  if (field) read.field = field;
  if (Array.isArray(body.problems))
    read.problems = body.problems.filter((problem): problem is string => typeof problem === 'string');
  return read;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    return body;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const unauthorizedListeners = new Set<() => void>();
  /** Writes in flight, by method + URL + body: a double tap on "Place order" must not order twice. */
  const writesInFlight = new Map<string, Promise<unknown>>();

  async function send<T>(method: HttpMethod, url: string, options: RequestOptions<T>): Promise<T> {
    await config.beforeSend?.();
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers?.(method) };
    const body = encodeBody(options.body, headers);
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        credentials: config.credentials,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error | undefined)?.name === 'AbortError') throw error;
      throw new ApiError(0);
    }

    const data = await readBody(response);
    config.onAnswer?.(response.status, data);
    if (!response.ok) {
      if (response.status === 401 && options.announceUnauthorized !== false)
        for (const listener of unauthorizedListeners) listener();
      throw new ApiError(response.status, errorBodyOf(data));
    }
    if (config.checkSchemas && options.schema) {
      const parsed = options.schema.safeParse(data);
      // Loud in development: the server and the contract disagree, and production would render garbage.
      if (!parsed.success)
        throw new Error(`Response of ${method} ${url} does not match its contract: ${parsed.error.message}`);
      return parsed.data;
    }
    return data as T;
  }

  function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = (config.url ?? withQuery)(path, options.query);
    const isWrite = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const isFile = options.body instanceof FormData || options.body instanceof Blob;
    if (!config.shareIdenticalWrites || !isWrite || isFile) return send(method, url, options);

    const key = `${method} ${url} ${options.body === undefined ? '' : JSON.stringify(options.body)}`;
    const pending = writesInFlight.get(key);
    if (pending) return pending as Promise<T>;
    const call = send(method, url, options).finally(() => writesInFlight.delete(key));
    writesInFlight.set(key, call);
    return call;
  }

  return {
    request: request as ApiClient['request'],
    onUnauthorized(listener) {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}
