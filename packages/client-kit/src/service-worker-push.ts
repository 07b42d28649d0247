import type { PushPayload } from '@hotel/contracts/push';

/**
 * What both apps' service workers do with a Web Push message (docs/decisions/0157): show it as a system
 * notification, and open the app at its `url` when it is tapped. Written against the few members of the service
 * worker's globals it uses, so it needs no WebWorker typings and is tested with fakes. No zod here: a service
 * worker ships nothing it does not need, and a malformed message must still show something (a push the worker
 * does not show is one the browser words itself, "This site has been updated in the background").
 */

/** A notification as the worker shows it. */
export interface PushNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean; data: { url: string } };
}

/** The parts of a push message's data the worker reads (`PushMessageData`). */
export interface PushMessageDataLike {
  json(): unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field of at most `max` characters, or undefined. */
function text(record: Record<string, unknown>, key: string, max: number): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined;
}

/**
 * The message's payload (`PushPayload`): what the server sent, field by field. A body that is not JSON, or a
 * field missing or of the wrong type, leaves that field out rather than throwing: the caller shows a generic
 * notification for what is missing. A `url` must be a path of this site (one slash, not `//host`).
 */
export function readPushPayload(data: PushMessageDataLike | null | undefined): Partial<PushPayload> {
  let parsed: unknown;
  try {
    parsed = data?.json();
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const url = text(parsed, 'url', 2048);
  return {
    title: text(parsed, 'title', 200),
    body: text(parsed, 'body', 1000),
    url: url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : undefined,
    tag: text(parsed, 'tag', 200),
  };
}

/**
 * The notification for a payload: the app's own name (`fallbackTitle`: the hotel's name, the console's) when the
 * message has no title, the app's start (`startUrl`) when it names no page. The same `tag` replaces an earlier
 * notification about the same thing and, with `renotify`, alerts again (a request still waiting).
 */
export function pushNotification(
  payload: Partial<PushPayload>,
  defaults: { fallbackTitle: string; startUrl: string; icon?: string | undefined },
): PushNotification {
  const options: PushNotification['options'] = {
    body: payload.body ?? '',
    data: { url: payload.url ?? defaults.startUrl },
  };
  if (defaults.icon) options.icon = defaults.icon;
  if (payload.tag) {
    options.tag = payload.tag;
    options.renotify = true;
  }
  return { title: payload.title ?? defaults.fallbackTitle, options };
}

/** A window the worker can bring forward (`WindowClient`). */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The worker's `clients`, as far as a notification's tap needs them. */
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Which pages are the app's: those under its worker's scope, less the paths of another app inside it (the guest
 * app's scope is the whole site, which holds the console under /staff).
 */
export interface AppPages {
  scope: string;
  /** Paths of another app inside the scope ('/staff': itself and everything under it). */
  others?: readonly string[];
}

function isAppPage(url: string, app: AppPages): boolean {
  if (!url.startsWith(app.scope)) return false;
  const { pathname } = new URL(url);
  return !(app.others ?? []).some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The address a tapped notification opens: its `url` when that is a page of the app, or else the app's start (a
 * console notification never opens a guest page, nor the other way round).
 */
export function notificationTarget(data: unknown, app: AppPages): string {
  const url = isRecord(data) && typeof data.url === 'string' ? data.url : '';
  try {
    const target = new URL(url, app.scope).href;
    return isAppPage(target, app) ? target : app.scope;
  } catch {
    return app.scope;
  }
}

/**
 * A tap on a notification: a window of the app already open is brought forward and taken to the target (the
 * guest keeps one tab, not one per notification); with none open, one is opened there.
 */
export async function openNotificationTarget(
  clients: ClientsLike,
  data: unknown,
  app: AppPages,
): Promise<void> {
  const target = notificationTarget(data, app);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => isAppPage(client.url, app));
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) {
    // A window this worker does not control cannot be navigated by it (it throws): then a new one opens.
    try {
      await open.navigate(target);
    } catch {
      await clients.openWindow(target);
    }
  }
}
