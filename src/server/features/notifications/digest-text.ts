import type { DigestContent, DigestLine } from './digest-content';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DigestMailText {
  subject: string;
  text: string;
  html: string;
}

const SECTIONS: { key: keyof DigestContent; title: string }[] = [
  { key: 'news', title: 'For you' },
  { key: 'builds', title: 'Your builds need time' },
  { key: 'events', title: 'Coming up in your states' },
  { key: 'newcomers', title: 'New members in your states' },
];

/**
 * The digest as plain text and HTML: every text from members (titles, names, places) is escaped
 * in the HTML; links are the site's own, made from PUBLIC_URL and paths we chose.
 */
export function digestMailText(
  content: DigestContent,
  input: {
    firstname: string;
    clubName: string;
    publicUrl: string;
    frequency: 'daily' | 'weekly';
    unsubscribeUrl: string;
  },
): DigestMailText {
  const { publicUrl } = input;
  const link = (line: DigestLine) => `${publicUrl}${line.path}`;
  const sections = SECTIONS.filter((s) => content[s.key].length > 0);
  const greeting = `Hi ${input.firstname || 'there'}, here is what is new at ${input.clubName}.`;
  const settings = `${publicUrl}/notifications/settings`;
  const footer = `You get this ${input.frequency} digest because it is on in your notification settings: ${settings}`;
  const text = [
    greeting,
    ...sections.map((s) => [s.title, ...content[s.key].map((l) => `- ${l.text}\n  ${link(l)}`)].join('\n')),
    footer,
    `Unsubscribe from the digest: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2>\n<ul>\n${content[s.key]
          .map((l) => `<li><a href="${escapeHtml(link(l))}">${escapeHtml(l.text)}</a></li>`)
          .join('\n')}\n</ul>`,
    ),
    `<p>You get this ${input.frequency} digest because it is on in your <a href="${escapeHtml(settings)}">notification settings</a>.</p>`,
    `<p><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe from the digest</a></p>`,
  ].join('\n');
  const subject = `${input.clubName}: your ${input.frequency} digest`;
  return { subject, text, html };
}
