import { expect, it } from 'vitest';
import { comment, thingsOf } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';

/** The comment's HTML holds only the safe Markdown's tags; mentions never carry what a member typed. */
describeEachDatabase('comments: Markdown and mentions are safe', (ctx) => {
  const app = () => ctx().app;
  const tags = (html: string) => [...html.matchAll(/<([a-z]+)/g)].map((m) => m[1]);

  it('shows script, event handlers, javascript: links and other hosts’ images as text', async () => {
    const owner = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '![pixel](https://tracker.example/p.gif)',
      '<a href="https://evil.example" onclick="x()">hi</a>',
      '**bold** <svg onload=alert(1)>',
    ];
    for (const body of attacks) {
      const { html } = await comment(app(), owner.token, event.kind, event.id, body);
      expect(
        tags(html).every((t) =>
          ['p', 'a', 'strong', 'em', 'code', 'br', 'ul', 'ol', 'li'].includes(t as string),
        ),
        html,
      ).toBe(true);
      // Every tag's attributes: only a web, mail or profile link and its rel.
      for (const [, attrs] of html.matchAll(/<[a-z]+([^>]*)>/g))
        expect(attrs, html).toMatch(/^( href="(https?:\/\/|mailto:|\/public\/)[^"]*"( rel="[a-z ]+")?)?$/);
    }
    const image = await comment(
      app(),
      owner.token,
      event.kind,
      event.id,
      '![pixel](https://tracker.example/p.gif)',
    );
    expect(image.html).toBe(
      '<p>!<a href="https://tracker.example/p.gif" rel="nofollow ugc noopener noreferrer">pixel</a></p>',
    );
  });

  it('links only real @members, never markup typed around or inside a mention', async () => {
    const owner = await signUp(app());
    const named = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const u = named.username;
    const cases: [string, string][] = [
      [`Hi @${u}!`, `<p>Hi <a href="/public/${u}">@${u}</a>!</p>`],
      [`@${u.toUpperCase()}`, `<p><a href="/public/${u}">@${u}</a></p>`],
      ['@<img src=x onerror=alert(1)>', '<p>@&lt;img src=x onerror=alert(1)&gt;</p>'],
      [`@${u}<script>x</script>`, `<p><a href="/public/${u}">@${u}</a>&lt;script&gt;x&lt;/script&gt;</p>`],
      [`\`@${u}\``, `<p><code>@${u}</code></p>`],
      [
        `mail me@${u}.example`,
        `<p>mail <a href="mailto:me@${u}.example" rel="nofollow ugc noopener noreferrer">me@${u}.example</a></p>`,
      ],
      ['@nobody-at-all', '<p>@nobody-at-all</p>'],
      [
        `[@${u}](https://x.example)`,
        `<p><a href="https://x.example" rel="nofollow ugc noopener noreferrer">@${u}</a></p>`,
      ],
    ];
    for (const [body, html] of cases)
      expect((await comment(app(), owner.token, event.kind, event.id, body)).html, body).toBe(html);
  });
});
