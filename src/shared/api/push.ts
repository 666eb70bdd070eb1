import { z } from 'zod';

/**
 * Web Push devices (issue 34): a member turns pushes on per device (browser) in Settings, sees the
 * devices that receive them, and removes any. The server keeps each subscription's endpoint and
 * keys; the endpoint is never shown back in full (it is a capability URL of the push service).
 */

/** GET /api/push/key: the club's public VAPID key, base64url (the browser's applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** POST /api/me/push-subscriptions: what `PushSubscription.toJSON()` gives, plus a device label. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes raw). */
    p256dh: z.string().min(80).max(100),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().min(16).max(32),
  }),
  /** A name the member recognises ("Chrome on Android"), made by the page from the user agent. */
  label: z.string().trim().min(1).max(80),
});

/** One device that receives pushes. `id` is public; the endpoint is not sent back. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The push service's host (fcm.googleapis.com, updates.push.services.mozilla.com…). */
  service: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, or null before the first push. */
  lastPushAt: z.string().nullable(),
  /** Whether this is the subscription of the browser asking (it sent `endpoint` as ?current=). */
  current: z.boolean(),
});

export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export const pushDeviceIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What a push carries to the service worker: never more than the member's inbox shows. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page it opens, a path on this site ("/events/12"). */
  url: z.string().startsWith('/'),
  /** Pushes with one tag replace each other on the device (one per notification group). */
  tag: z.string(),
});

export type PushKey = z.infer<typeof pushKeySchema>;
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export type PushDevicesResponse = z.infer<typeof pushDevicesResponseSchema>;
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** GET /api/me/push-subscriptions?current=<endpoint>: the asking browser's endpoint, to mark it. */
export const pushDevicesQuery = z.object({ current: z.string().max(2048).optional() });

/** push-devices.json in the member's data export: the devices, without endpoints or keys. */
export const exportedPushDeviceSchema = pushDeviceSchema.omit({ id: true, current: true });
export type ExportedPushDevice = z.infer<typeof exportedPushDeviceSchema>;
