function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The small page a digest's unsubscribe link opens: a button that POSTs the one-click form (a
 * GET never unsubscribes), or, after it, what happened. No script and no inline style (the site's
 * Content-Security-Policy allows neither).
 */
export function unsubscribePage(input: { clubName: string; token?: string; done?: string }): string {
  const club = escapeHtml(input.clubName);
  const body =
    input.done !== undefined
      ? `<p>${escapeHtml(input.done)}</p>\n<p><a href="/notifications/settings">Notification settings</a></p>`
      : `<p>Stop the email digest from ${club}? Other mail from the club (reminders, account notices) is not affected.</p>
<form method="post" action="/api/digest/unsubscribe?token=${encodeURIComponent(input.token ?? '')}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe from the digest</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Email digest — ${club}</title></head>
<body>
<h1>Email digest</h1>
${body}
</body>
</html>
`;
}
