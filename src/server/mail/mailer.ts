import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

type Nodemailer = typeof import('nodemailer')['default'];

export interface Mail {
  to: string;
  /**
   * What kind of mail it is, for the limit per recipient (mail/recipient-limit.ts): each kind
   * counts on its own, so mail someone else can cause (a sign-up naming the address) never uses
   * up the owner's reset or notices. Unset: "other".
   */
  kind?:
    | 'verification'
    | 'password-reset'
    | 'account-restore'
    | 'notice'
    | 'security-notice'
    | 'digest'
    | 'other';
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (the digest's List-Unsubscribe, RFC 8058); nodemailer writes them as given. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer is loaded when the first mail goes out, not at start: ~6 MB of resident memory a
 * server may not need for hours (docs/decisions/0020-compiled-server.md). The transport is made
 * then, once, and kept.
 */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then((module) => make(module.default));
    return transport;
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox/ (and the log says where), so a small club without a mail server still works.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Record<string, unknown>),
    );
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      options.log.info({ file }, `No SMTP_URL: mail to ${mail.to} written to ${file}`);
    },
  };
}
