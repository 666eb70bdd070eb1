// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../../shared/api/content-editor';
import type { ClubContent } from '../../../../shared/content-schema';
import { type Call, json, signInOrganiser, stubFetch, tearDown } from '../reports/test-render';
import { fileContent, renderContentPage, version } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const CURRENT = 'GET /api/organisers/content';
const VERSIONS = 'GET /api/organisers/content/versions?page=1&limit=10';
const SAVE = 'PUT /api/organisers/content';

const content = fileContent();
const LIST = {
  versions: [version(12, { restoredFrom: 9 }), version(11, { authorUsername: 'sam' }), version(9)],
  total: 3,
};

/** The server as the page finds it: version 12 current, three versions saved. */
function serve(extra: Parameters<typeof stubFetch>[0] = {}, current: ClubContent = content) {
  return stubFetch({
    [CURRENT]: json(200, { content: current, version: version(12, { restoredFrom: 9 }) }),
    [VERSIONS]: json(200, LIST),
    ...extra,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save club content' });
const sent = (calls: Call[], key: string) => calls.find((c) => `${c.method} ${c.url}` === key);

async function loaded() {
  await screen.findByRole('heading', { level: 2, name: 'Message of the day' });
}

describe('The club content editor', () => {
  it('loads the current content into the form, previews it and lists the saved versions', async () => {
    serve();
    renderContentPage();
    await loaded();
    expect(field('Message title').value).toBe(content.motd.title);
    expect(field('Welcome text').value).toBe(content.welcome);
    expect(screen.getAllByLabelText('Website')[0]).toHaveProperty('value', content.motd.conventions[0]!.url);
    expect(screen.getByText(/Editing/).textContent).toContain('version #12, saved by @olive 1 hour ago');

    const preview = within(screen.getByRole('complementary', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: content.motd.title })).toBeTruthy();
    expect(preview.getByText(content.welcome)).toBeTruthy();
    expect(preview.getByRole('heading', { name: 'Kansas stores' })).toBeTruthy();
    type('Message title', 'Convention season!');
    expect(preview.getByRole('heading', { name: 'Convention season!' })).toBeTruthy();

    const rows = within(
      await screen.findByRole('list', { name: 'Saved versions, newest first' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Current')).toBeTruthy();
    expect(within(rows[0]!).getByText('Restored from #9')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    // Who, and when: relative, then the date and time.
    expect(rows[1]!.textContent).toMatch(/@sam · 1 hour ago \(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\)/);
    expect(within(rows[1]!).getByRole('button', { name: 'Restore version #11' })).toBeTruthy();
  });

  it('refuses to send an invalid address: the field is named, marked and focused', async () => {
    const calls = serve();
    renderContentPage();
    await loaded();
    const website = screen.getAllByLabelText('Website')[0] as HTMLInputElement;
    fireEvent.change(website, { target: { value: 'not a web address' } });
    fireEvent.click(saveButton());

    const errors = await screen.findByRole('region', { name: /^Not saved: one field needs fixing/ });
    expect(within(errors).getByRole('link').textContent).toBe(
      'Convention 1 website: Enter a full address starting with https://',
    );
    expect(website.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(website.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('Enter a full address starting with https://');
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(sent(calls, SAVE)).toBeUndefined();
  });

  it('saves the whole content on top of the version it started from, then says so', async () => {
    const calls = serve({ [SAVE]: json(200, version(13)) });
    renderContentPage();
    await loaded();
    type('Message title', 'Convention season!');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Club content saved')).toBeTruthy();
    const expected = structuredClone(content);
    expected.motd.title = 'Convention season!';
    expect(sent(calls, SAVE)?.body).toEqual({ ...expected, baseVersion: 12 });
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(screen.getByText(/Editing/).textContent).toContain('version #13');
  });

  it('notices the shipped placeholders until the club saves its own values', async () => {
    const calls = serve({ [SAVE]: json(200, version(13)) });
    renderContentPage();
    await loaded();
    const notice = screen.getByRole('complementary', { name: 'Still the shipped placeholder' });
    const items = within(notice)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).toEqual([
      'Club email',
      'Tutorial videos',
      'Support link address',
      'Chat community address',
    ]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Club email' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Club email')));

    type('Club email', 'events@midwestcosplay.club');
    type('Support link address', 'https://ko-fi.com/midwestcosplay');
    type('Chat community address', 'https://discord.gg/midwestcosplay');
    const video = within(screen.getByRole('group', { name: 'Video 1' }));
    fireEvent.change(video.getByLabelText('Title'), { target: { value: 'How to update your account' } });
    fireEvent.change(video.getByLabelText('Embed address'), {
      target: { value: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLclub' },
    });
    // The notice is about what members see: it stays until the save.
    expect(screen.getByRole('complementary', { name: 'Still the shipped placeholder' })).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Club content saved')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Still the shipped placeholder' })).toBeNull();
    const body = sent(calls, SAVE)?.body as ClubContent;
    expect(body.clubEmail).toBe('events@midwestcosplay.club');
    expect(body.tutorials).toEqual([
      {
        title: 'How to update your account',
        embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLclub',
      },
    ]);
    expect(body.calendar).toEqual({ title: content.calendar.title });
    // Five fields typed and a save: slow on a busy machine.
  }, 40_000);

  it('says when someone saved meanwhile, and Reload brings in the newest content', async () => {
    let current = { content, version: version(12) };
    serve({
      [CURRENT]: () => json(200, current),
      [SAVE]: () => json(409, { message: CONTENT_MESSAGES.stale }),
    });
    renderContentPage();
    await loaded();
    type('Message title', 'Mine');
    fireEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone saved a newer version; reload to see it.');
    current = { content: { ...content, motd: { ...content.motd, title: 'Theirs' } }, version: version(14) };
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Message title').value).toBe('Theirs'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Editing/).textContent).toContain('version #14');
  });

  it('restores a version only after confirming, then edits the restored content', async () => {
    const restored = { ...content, welcome: 'The welcome of version 11' };
    let current = { content, version: version(12) };
    const calls = serve({
      [CURRENT]: () => json(200, current),
      'POST /api/organisers/content/versions/11/restore': () => {
        current = { content: restored, version: version(15, { restoredFrom: 11 }) };
        return json(200, current.version);
      },
    });
    renderContentPage();
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version #11' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Restore version #11?' }));
    expect(sent(calls, 'POST /api/organisers/content/versions/11/restore')).toBeUndefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version #11 restored')).toBeTruthy();
    expect(sent(calls, 'POST /api/organisers/content/versions/11/restore')).toBeTruthy();
    await waitFor(() => expect(field('Welcome text').value).toBe('The welcome of version 11'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers all twelve states and adds a store to one that has none', async () => {
    const calls = serve({ [SAVE]: json(200, version(13)) });
    renderContentPage();
    await loaded();
    const states = within(screen.getByRole('group', { name: 'State' })).getAllByRole('radio');
    expect(states).toHaveLength(12);
    expect(screen.getByRole('radio', { name: /Kansas, 8 stores/ })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: /Iowa, none yet/ }));
    expect(screen.getByText('No stores in Iowa yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a store in Iowa' }));
    const row = within(screen.getByRole('group', { name: 'Store 1' }));
    await waitFor(() => expect(document.activeElement).toBe(row.getByLabelText('Name')));
    fireEvent.change(row.getByLabelText('Name'), { target: { value: 'Corn Crafts' } });
    fireEvent.change(row.getByLabelText('Town'), { target: { value: 'Ames' } });
    fireEvent.change(row.getByLabelText('What it sells'), { target: { value: 'Foam and fabric' } });
    fireEvent.change(row.getByLabelText('Website'), { target: { value: 'https://corn.example.org/' } });
    expect(screen.getByRole('radio', { name: /Iowa, 1 store/ })).toBeTruthy();
    expect(
      within(screen.getByRole('complementary', { name: 'Preview' })).getByRole('link', {
        name: /^Corn Crafts/,
      }),
    ).toBeTruthy();

    fireEvent.click(saveButton());
    await screen.findByText('Club content saved');
    const body = sent(calls, SAVE)?.body as ClubContent;
    expect(body.stores.iowa).toEqual({
      stores: [
        { name: 'Corn Crafts', sells: 'Foam and fabric', town: 'Ames', website: 'https://corn.example.org/' },
      ],
    });
    expect(Object.keys(body.stores).sort()).toEqual(['iowa', 'kansas', 'missouri']);
  });

  it('uploads a new template image and puts its address in the form', async () => {
    const calls = serve({
      'POST /api/organisers/content/assets': json(201, { url: '/api/content/assets/abc' }),
    });
    renderContentPage();
    await loaded();
    const file = new File([new Uint8Array([1, 2, 3])], 'template.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [file] } });
    await waitFor(() => expect(field('Template image address').value).toBe('/api/content/assets/abc'));
    const body = sent(calls, 'POST /api/organisers/content/assets')?.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
    const form = within(screen.getByRole('form', { name: 'Club content' }));
    expect(form.getByRole('img', { name: content.motd.template.alt }).getAttribute('src')).toBe(
      '/api/content/assets/abc',
    );
  });

  it('asks before leaving with unsaved edits, and not after they are saved', async () => {
    serve({ [SAVE]: json(200, version(13)) });
    const { router } = renderContentPage();
    await loaded();
    type('Welcome text', 'Half-written');
    fireEvent.click(screen.getByRole('link', { name: 'Organiser reports' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Leave without saving?' }));
    expect(dialog.getByText('Your changes to the club content have not been saved yet.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/organisers/content');

    fireEvent.click(saveButton());
    await screen.findByText('Club content saved');
    fireEvent.click(screen.getByRole('link', { name: 'Organiser reports' }));
    expect(router.state.location.pathname).toBe('/organisers/reports');
  });
});
