import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '../../../shared/api/push';
import type { VapidKeys } from '../../config-push';
import type { PushTarget } from '../../db/push-subscriptions-repo';
import { endpointProblem, publicOnlyLookup } from './endpoint-rule';

export interface SendSettings {
  keys: VapidKeys;
  subject: string;
  ttlSeconds: number;
  allowLoopbackEndpoints: boolean;
}

/** What a push service answered: its status, or 0 when it could not be reached. */
export type PushOutcome = { status: number; error?: string };

const TIMEOUT_MS = 10_000;
/** RFC 8030 Topic: at most 32 characters of the base64url alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Sends one push: web-push encrypts the message to the browser's keys (RFC 8291, aes128gcm) and
 * signs the VAPID header (RFC 8292); the request itself is ours, so that it goes only where
 * endpoint-rule.ts allows (the name's addresses are checked as the socket connects) and an
 * http receiver on this machine can stand for a push service in tests.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  settings: SendSettings,
): Promise<PushOutcome> {
  const problem = endpointProblem(target.endpoint, settings.allowLoopbackEndpoints);
  if (problem) return { status: 0, error: problem };
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: settings.subject, ...settings.keys },
      TTL: settings.ttlSeconds,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
      ...(TOPIC.test(message.tag) ? { topic: message.tag } : {}),
    },
  );
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: details.headers as Record<string, string | number>,
        lookup: publicOnlyLookup(settings.allowLoopbackEndpoints),
        timeout: TIMEOUT_MS,
        // No pooled socket: each push resolves and checks its host again.
        agent: false,
      },
      (response) => {
        response.resume();
        // 'close' also comes when the answer is cut short: its status was still given.
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', (error) => resolve({ status: 0, error: error.message }));
    request.end(details.body);
  });
}
