// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProfile } from './test-profile';
import { goToMembers, renderForm, save, savedFetch, sentBody, setUpJsdom } from './test-render';

setUpJsdom();

describe('leaving, saving and reordering', () => {
  const beforeUnloadBlocked = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes', async () => {
    const { router } = renderForm();
    expect(beforeUnloadBlocked()).toBe(false);
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Half-written' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(beforeUnloadBlocked()).toBe(true);

    goToMembers();
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/update/7');
    expect((screen.getByLabelText('About me') as HTMLTextAreaElement).value).toBe('Half-written');

    goToMembers();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(beforeUnloadBlocked()).toBe(false);
  });

  it('lets the member go without asking when nothing changed, or the change was undone', async () => {
    const { router } = renderForm();
    const about = screen.getByLabelText('About me');
    fireEvent.change(about, { target: { value: 'x' } });
    fireEvent.change(about, { target: { value: '' } });
    expect(beforeUnloadBlocked()).toBe(false);
    goToMembers();
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves without asking, then says "Profile saved" with a link to the public page', async () => {
    const { router } = renderForm(savedFetch());
    // Toasts of earlier tests' saves are still up: clear them.
    for (const button of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(button);
    expect(screen.queryByText('Profile saved')).toBeNull();
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Done' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Profile saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your public page' }).getAttribute('href')).toBe(
      '/public/robin',
    );
    expect(beforeUnloadBlocked()).toBe(false);
  });

  it('moves slideshow photos earlier and later, keeps focus on the moved photo and saves the order', async () => {
    const fetchMock = savedFetch();
    const profile = sampleProfile({ slideshow: ['/api/images/a', '/api/images/b', '', '', ''] });
    const { router } = renderForm(fetchMock, profile);
    const strip = within(screen.getByRole('group', { name: 'Slideshow' }));
    expect(strip.queryByRole('button', { name: 'Move photo 1 earlier' })).toBeNull();
    expect(strip.queryByRole('button', { name: /Move photo 3/ })).toBeNull(); // an empty slot

    fireEvent.click(strip.getByRole('button', { name: 'Move photo 2 earlier' }));
    const preview = (n: number) =>
      within(screen.getByRole('group', { name: `Slideshow photo ${n}` }))
        .getByRole('img')
        .getAttribute('src');
    expect(preview(1)).toBe('/api/images/b');
    expect(preview(2)).toBe('/api/images/a');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 1 later'),
    );
    expect(screen.getByText('Moved to place 1 of 5.')).toBeTruthy();

    // Photo 2 (now a) moves into the empty third slot.
    fireEvent.click(strip.getByRole('button', { name: 'Move photo 2 later' }));
    expect(preview(3)).toBe('/api/images/a');
    expect(within(screen.getByRole('group', { name: 'Slideshow photo 2' })).queryByRole('img')).toBeNull();

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const body = sentBody(fetchMock);
    expect(body.get('slideshowImage0')).toBe('/api/images/b');
    expect(body.get('slideshowImage1')).toBe('remove');
    expect(body.get('slideshowImage2')).toBe('/api/images/a');
    expect(body.has('slideshowImage3')).toBe(false);
    expect(body.has('profileImage')).toBe(false);
  });
});
