import type { Mail } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verifyMail(options: { to: string; username: string; link: string; clubName: string }): Mail {
  const { to, username, link, clubName } = options;
  return {
    to,
    kind: 'verification',
    subject: `Confirm your ${clubName} recovery email`,
    text: [
      `Hello ${username},`,
      '',
      `This address was given as the recovery email of your ${clubName} account.`,
      'Open this link within 48 hours to confirm it (it works once):',
      '',
      link,
      '',
      'If it was not you, ignore this message: the address stays unconfirmed.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>This address was given as the recovery email of your ${escapeHtml(clubName)} account.
Open this link within 48 hours to confirm it (it works once):</p>
<p><a href="${escapeHtml(link)}">Confirm my recovery email</a></p>
<p>If it was not you, ignore this message: the address stays unconfirmed.</p>`,
  };
}
