// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProjectPage from './project-page';
import {
  json,
  renderRoute,
  sampleEntry,
  sampleProject,
  signInMember,
  stubFetch,
  tearDown,
} from './test-render';
import { sampleTutorial } from './tutorial-samples';

const show = () => renderRoute('/projects/5', '/projects/:id', <ProjectPage />);

const entries = {
  entries: [
    sampleEntry({ id: 43, date: '2030-06-09', body: '- **Primed** the armour\nthen sanded', html: '' }),
    sampleEntry({ id: 42, date: '2030-06-05', body: 'Cut the dome', html: '' }),
    sampleEntry({ id: 41, date: '2030-06-02', body: 'Traced the pattern', html: '' }),
  ],
  next: null,
};

describe('the project page’s tutorial', () => {
  afterEach(tearDown);

  it('offers the maker "Publish as tutorial": title, intro and ticked entries go in one POST', async () => {
    const calls = stubFetch({
      'GET /api/projects/5': json(200, sampleProject()),
      'GET /api/projects/5/tutorial': json(404, { message: 'No such tutorial.' }),
      'GET /api/projects/5/entries': json(200, entries),
      'POST /api/projects/5/tutorial': json(201, sampleTutorial({ id: 9, mine: true, published: false })),
    });
    signInMember();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish as tutorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish as tutorial' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Raiden Shogun');
    fireEvent.change(title, { target: { value: 'Foam armour, start to finish' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Short introduction' }), {
      target: { value: 'Cheap and light.' },
    });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Sun, Jun 9, 2030 — Primed the armour' }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Cut the dome/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a draft with 2 steps' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/tutorials/9/edit');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Foam armour, start to finish',
      intro: 'Cheap and light.',
      entryIds: [41, 43],
    });
  });

  it('says why when nothing is ticked, and sends nothing', async () => {
    const calls = stubFetch({
      'GET /api/projects/5': json(200, sampleProject()),
      'GET /api/projects/5/tutorial': json(404, { message: 'No such tutorial.' }),
      'GET /api/projects/5/entries': json(200, entries),
    });
    signInMember();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish as tutorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish as tutorial' });
    for (const box of await within(dialog).findAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a draft with 0 steps' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose at least one log entry for the steps.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('links the maker to the tutorial draft once there is one', async () => {
    stubFetch({
      'GET /api/projects/5': json(200, sampleProject()),
      'GET /api/projects/5/tutorial': json(200, { id: 9, published: false }),
    });
    signInMember();
    show();
    expect((await screen.findByRole('link', { name: 'Tutorial draft' })).getAttribute('href')).toBe(
      '/tutorials/9',
    );
    expect(screen.queryByRole('button', { name: 'Publish as tutorial' })).toBeNull();
  });

  it('links others to a published tutorial, and offers them nothing without one', async () => {
    stubFetch({
      'GET /api/projects/5': json(200, sampleProject({ mine: false })),
      'GET /api/projects/5/tutorial': json(200, { id: 9, published: true }),
    });
    show();
    expect((await screen.findByRole('link', { name: 'Tutorial' })).getAttribute('href')).toBe('/tutorials/9');
  });

  it('shows others no "Publish as tutorial"', async () => {
    stubFetch({
      'GET /api/projects/5': json(200, sampleProject({ mine: false })),
      'GET /api/projects/5/tutorial': json(404, { message: 'No such tutorial.' }),
      'GET /api/projects/5/entries': json(200, entries),
    });
    show();
    // The log's entries come after the tutorial's answer was asked for.
    await screen.findByText('Sun, Jun 2, 2030');
    expect(screen.queryByRole('button', { name: 'Publish as tutorial' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Tutorial/ })).toBeNull();
  });
});
