import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startInbox(
  port = 0,
): Promise<{ url: string; port: number; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function resetTokenIn(raw: string): string | undefined {
  return /\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw))?.[1];
}

/**
 * An SMTP server that takes a message but never answers its end of DATA: the sender is left
 * waiting mid-send, as with a stalled mail server (or one whose "250 OK" is lost after it has the
 * message). `arrived` resolves when a message is held; `raws` are the held messages.
 */
export async function startHeldInbox(): Promise<{
  url: string;
  arrived: Promise<void>;
  held: () => number;
  raws: string[];
  close: () => Promise<void>;
}> {
  const raws: string[] = [];
  let onArrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (onArrive = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raws.push(Buffer.concat(chunks).toString('utf8'));
        onArrive();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    held: () => raws.length,
    raws,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
