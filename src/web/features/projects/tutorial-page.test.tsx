// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderRoute, samplePhoto, signInMember, stubFetch, tearDown } from './test-render';
import TutorialPage from './tutorial-page';
import { sampleStep, sampleTutorial } from './tutorial-samples';

const show = (path = '/tutorials/9') => renderRoute(path, '/tutorials/:id', <TutorialPage />);

describe('/tutorials/:id', () => {
  afterEach(tearDown);

  it('shows the tutorial: maker, project, date, intro, what you need and numbered steps', async () => {
    const photo = samplePhoto({ credit: 'Sam Lens' });
    stubFetch({
      'GET /api/tutorials/9': json(
        200,
        sampleTutorial({
          steps: [sampleStep({ photos: [photo] }), sampleTutorial().steps[1] ?? sampleStep()],
        }),
      ),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raiden Shogun armour from foam' }),
    ).toBeTruthy();
    const byline = screen.getByText(/^By/);
    expect(byline.textContent).toBe('By Robin Tailor · Made for Raiden Shogun · Published June 2, 2030');
    // Visitors see the maker's name without a link; the project is linked.
    expect(within(byline).queryByRole('link', { name: 'Robin Tailor' })).toBeNull();
    expect(within(byline).getByRole('link', { name: 'Raiden Shogun' }).getAttribute('href')).toBe(
      '/projects/5',
    );
    expect(screen.getByText('armour').tagName).toBe('STRONG');

    const needs = screen.getByRole('region', { name: 'You will need' });
    const materials = within(needs).getByRole('list', { name: 'Materials' });
    expect(
      within(materials)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Worbla sheet2 sheets', 'Purple satin1.5 yards']);
    expect(within(needs).getByRole('list', { name: 'Techniques' }).textContent).toBe('WorblaSewing');

    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Step 1 — Pattern the armour', 'Step 2']);
    expect(screen.getByText('pattern').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: photo.alt })).toBeTruthy();
    expect(screen.getByText('Photo: Sam Lens')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Enlarge photo: ${photo.alt}` }));
    expect(screen.getByRole('dialog', { name: 'Photo' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Use the Circle calculator' }).getAttribute('href')).toBe(
      '/measurements#circle',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // Others have nothing to change.
    expect(screen.queryByRole('link', { name: 'Edit tutorial' })).toBeNull();
    expect(screen.queryByText('Draft: only you see this')).toBeNull();
  });

  it('links the maker to members', async () => {
    stubFetch({ 'GET /api/tutorials/9': json(200, sampleTutorial()) });
    signInMember();
    show();
    expect((await screen.findByRole('link', { name: 'Robin Tailor' })).getAttribute('href')).toBe(
      '/public/robin',
    );
  });

  it('shows its maker a draft banner whose Publish sends published: true', async () => {
    const draft = sampleTutorial({ mine: true, published: false, publishedAt: null });
    const calls = stubFetch({
      'GET /api/tutorials/9': json(200, draft),
      'PATCH /api/tutorials/9': json(200, {
        ...draft,
        published: true,
        publishedAt: Date.UTC(2030, 6, 1, 18),
      }),
    });
    signInMember();
    show();
    const banner = await screen.findByRole('complementary', { name: 'Draft' });
    expect(banner.textContent).toContain('Draft: only you see this');
    expect(screen.getByRole('link', { name: 'Edit tutorial' }).getAttribute('href')).toBe(
      '/tutorials/9/edit',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Publish' }));
    await screen.findByText('July 1, 2030');
    expect(screen.queryByText('Draft: only you see this')).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ published: true });
  });

  it('lets another member report the tutorial to the organisers', async () => {
    const calls = stubFetch({
      'GET /api/tutorials/9': json(200, sampleTutorial()),
      'POST /api/tutorials/9/reports': json(201, {
        message: 'Thank you. An organiser will look at your report.',
      }),
    });
    signInMember();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Report this tutorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this tutorial' });
    expect(within(dialog).getByText(/Robin Tailor is not told who reported them/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    const report = calls.find((c) => c.method === 'POST');
    expect(report?.url).toBe('/api/tutorials/9/reports');
    expect(report?.body).toEqual({ reason: 'spam', note: '' });
  });

  it('offers a visitor no Report', async () => {
    stubFetch({ 'GET /api/tutorials/9': json(200, sampleTutorial()) });
    show();
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this tutorial' })).toBeNull();
  });

  it('offers its maker no Report', async () => {
    stubFetch({ 'GET /api/tutorials/9': json(200, sampleTutorial({ mine: true })) });
    signInMember();
    show();
    expect(await screen.findByRole('link', { name: 'Edit tutorial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this tutorial' })).toBeNull();
  });

  it('says "No such tutorial" for a 404 (a draft of someone else, or none)', async () => {
    stubFetch({ 'GET /api/tutorials/77': json(404, { message: 'No such tutorial.' }) });
    show('/tutorials/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such tutorial' })).toBeTruthy();
  });

  it('says "No such tutorial" for an address that is no id, without asking', async () => {
    const calls = stubFetch({});
    show('/tutorials/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such tutorial' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
