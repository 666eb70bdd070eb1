// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  click,
  clickWasPrevented,
  dialog,
  edit,
  openEditedEditor,
  renderApp,
  setUpGuardedApp,
  where,
} from './leave-guard-test-app';

setUpGuardedApp();

describe('links to another page', () => {
  it('ask first with unsaved edits: Stay keeps the page, Leave goes', async () => {
    openEditedEditor();
    click('Other page');
    expect(clickWasPrevented()).toBe(true);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText('Your changes to the test form have not been saved yet.')).toBeTruthy();
    expect(where()).toBe('/edit');

    answer('Stay');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(where()).toBe('/edit');
    expect(window.location.pathname).toBe('/edit');

    click('Other page');
    answer('Leave');
    await waitFor(() => expect(where()).toBe('/other'));
    expect(window.location.pathname).toBe('/other');
    expect(screen.getByText('The other page')).toBeTruthy();
  });

  it('once Leave is chosen, ask nothing more while the next page loads (the editor is still shown)', async () => {
    openEditedEditor();
    click('Slow page');
    answer('Leave');
    // The address changes at once; the router shows the new page only once its code has come,
    // which it never does here: the editor stays on screen, and its guard must be quiet.
    await waitFor(() => expect(window.location.pathname).toBe('/slow'));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
    click('Other page');
    expect(dialog()).toBeNull();
  });

  it('go without asking when nothing changed, or once saved', () => {
    renderApp();
    click('Open the editor');
    click('Other page');
    expect(where()).toBe('/other');
    cleanup();

    window.history.replaceState(null, '', '/');
    renderApp(true);
    click('Open the editor');
    edit();
    click('Other page');
    expect(dialog()).toBeNull();
    expect(where()).toBe('/other');
  });

  it('are not asked about for new tabs, downloads, other sites, or this page with another query or hash', () => {
    openEditedEditor();
    for (const [name, init] of [
      ['Other page', { ctrlKey: true }],
      ['Other page', { metaKey: true }],
      ['Other page', { shiftKey: true }],
      ['Other page', { button: 1 }],
      ['Other page in a new tab', {}],
      ['Download', {}],
      ['Elsewhere', {}],
      ['Notes', {}],
    ] as const) {
      click(name, init);
      expect(dialog(), name).toBeNull();
      expect(clickWasPrevented(), `${name} ${JSON.stringify(init)}`).toBe(false);
    }
    click('Second tab');
    expect(dialog()).toBeNull();
    expect(where()).toBe('/edit?tab=2');
  });
});
