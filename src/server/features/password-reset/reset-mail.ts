import type { Mail } from '../../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetMail(options: { to: string; username: string; link: string; clubName: string }): Mail {
  const { to, username, link, clubName } = options;
  return {
    to,
    kind: 'password-reset',
    subject: `Reset your ${clubName} password`,
    text: [
      `Hello ${username},`,
      '',
      `Someone asked to reset the password of your ${clubName} account.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(clubName)} account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}
