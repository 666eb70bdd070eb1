import { createHmac, randomBytes } from 'node:crypto';
import type { JobRow } from '../db/jobs-repo';
import type { AppDeps } from '../deps';
import { appSecret } from '../security/app-secret';
import { hashToken } from '../security/tokens';

/** The app secret the link tokens of mail jobs are derived with (one per club, in app_secrets). */
const SECRET_NAME = 'mail-link-tokens';
const linkSecret = (deps: AppDeps) => appSecret(deps, SECRET_NAME);

/** What a mail job with a single-use link does with its token. */
export interface LinkSteps {
  /** Makes the link (only its hash) work; older links of the member stop working. */
  store(tokenHash: string): Promise<void>;
  /** After an earlier attempt stored it: whether that link still works (not used, replaced or expired). */
  stillWorks(tokenHash: string): Promise<boolean>;
  /** Mails the link. */
  send(token: string): Promise<void>;
}

/**
 * Sends a mail whose link is made once per job, so a job run again (its worker died after the
 * mail server took the mail, or the send failed) mails the same working link, not a new one that
 * ends the first. The job keeps a random nonce in its payload; the token is HMAC(app secret,
 * nonce), so the jobs table holds nothing usable and the link's table only the token's hash.
 * The nonce is written after the link is stored and before anything is sent: a run that finds it
 * resends that link if it still works, and sends nothing once it was used, replaced or expired
 * (so a retry never brings a used link back).
 */
export async function sendJobLink(deps: AppDeps, job: JobRow, steps: LinkSteps): Promise<void> {
  const payload = JSON.parse(job.payload) as Record<string, unknown>;
  const secret = await linkSecret(deps);
  const kept = typeof payload.linkNonce === 'string' ? payload.linkNonce : undefined;
  const nonce = kept ?? randomBytes(16).toString('base64url');
  const token = createHmac('sha256', secret).update(`${job.kind}:${nonce}`).digest('base64url');
  const tokenHash = hashToken(token);
  if (kept) {
    if (!(await steps.stillWorks(tokenHash))) return;
  } else {
    await steps.store(tokenHash);
    // Not held any more (the lease ran out and another worker took the job): that worker makes
    // and sends its own link; this one sends nothing, or the member would get a dead link.
    if (!(await deps.jobs.repo.keepPayload(job, { ...payload, linkNonce: nonce }))) return;
  }
  await steps.send(token);
}
