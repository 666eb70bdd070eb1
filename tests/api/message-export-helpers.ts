import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './helpers';
import { unzip } from './zip-helpers';

export interface ExportedConversation {
  id: number;
  kind: 'direct' | 'group';
  title: string;
  yourState: string;
  members: Array<{ username: string; state: string }>;
  messages: Array<{
    id: number;
    from: string;
    mine: boolean;
    body: string;
    photo: { file?: string; alt: string; note?: string } | null;
    hiddenByOrganisers?: boolean;
  }>;
}

/** The member's data export as files, and messages.json's conversations (200 expected). */
export async function exportOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/me/export', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const files = await unzip(res.rawPayload);
  const json = JSON.parse(files.get('messages.json')?.toString('utf8') ?? 'null') as {
    conversations: ExportedConversation[];
  };
  return { files, conversations: json.conversations };
}
