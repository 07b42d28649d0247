/**
 * Web Push (docs/push.md): the server's public VAPID key, a device's subscription as the browser's
 * `PushSubscription.toJSON()` gives it, and what a push message carries to the service worker.
 */
import { z } from 'zod';

/** What a staff device may ask to be alerted about; each needs the permission of the matching console queue. */
export const STAFF_PUSH_TOPICS = ['orders', 'requests', 'chat'] as const;
export type StaffPushTopic = (typeof STAFF_PUSH_TOPICS)[number];

/** Longer than any push service's endpoint seen (FCM ~190, Mozilla ~300, Apple ~200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

/** `GET /api/push/key/`: null when the server has no VAPID keys (push is off; docs/configuration.md). */
export const pushKeyResponse = z.object({ public_key: z.string().nullable() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

/**
 * A push service's address for one device, as the browser gives it: printable ASCII, no spaces (a NUL or a
 * control character could never be one, and PostgreSQL's text refuses NUL).
 */
const endpoint = z
  .string()
  .min(1)
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'Must be an address without spaces or control characters.');

const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url.');

/** A browser's subscription (`PushSubscription.toJSON()`); the endpoint is the push service's address for the device. */
export const pushSubscriptionBody = z.object({
  endpoint: endpoint.url().refine((value) => /^https?:\/\//.test(value), 'Must be an http(s) address.'),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes, 87 characters of base64url). */
    p256dh: base64Url(100),
    /** The 16-byte authentication secret (22 characters of base64url). */
    auth: base64Url(40),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** A staff device's subscription: which queues alert it. An empty list unsubscribes. */
export const staffPushSubscriptionBody = pushSubscriptionBody.extend({
  topics: z.array(z.enum(STAFF_PUSH_TOPICS)).max(STAFF_PUSH_TOPICS.length),
});
export type StaffPushSubscriptionBody = z.infer<typeof staffPushSubscriptionBody>;

/** Which subscription to end: the device's endpoint. */
export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** `GET /api/staff/push/subscription/?endpoint=`: what this device is subscribed to (empty when not). */
export const staffPushSubscriptionQuery = z.object({ endpoint });
export const staffPushSubscriptionResponse = z.object({ topics: z.array(z.enum(STAFF_PUSH_TOPICS)) });
export type StaffPushSubscriptionResponse = z.infer<typeof staffPushSubscriptionResponse>;

/**
 * The decrypted body of a push message, read by the app's service worker: it shows `title` and `body` as a
 * system notification (worded on the server in the reader's language) and opens `url` (a path of the app
 * that subscribed) when it is tapped. `tag` replaces an earlier notification about the same thing.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
