// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  click,
  dialog,
  edit,
  openEditedEditor,
  renderApp,
  setUpGuardedApp,
  where,
} from './leave-guard-test-app';

setUpGuardedApp();

describe('the browser’s Back and Forward buttons', () => {
  it('with unsaved edits put the page back and ask: Stay keeps it, Leave goes back', async () => {
    openEditedEditor();
    window.history.back();
    await waitFor(() => expect(dialog()).not.toBeNull());
    // The guard stepped forward again: the address is the editor's and the router never moved.
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(where()).toBe('/edit');

    answer('Stay');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(window.location.pathname).toBe('/edit');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();

    window.history.back();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    answer('Leave');
    await waitFor(() => expect(where()).toBe('/'));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Home')).toBeTruthy();
    // The history is as the member made it: the editor is still one step forward.
    window.history.forward();
    await waitFor(() => expect(where()).toBe('/edit'));
  });

  it('ask for a step forward too', async () => {
    renderApp();
    click('Open the editor');
    click('Other page');
    window.history.back();
    await waitFor(() => expect(where()).toBe('/edit'));
    edit();

    window.history.forward();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    answer('Stay');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(where()).toBe('/edit');

    window.history.forward();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    answer('Leave');
    await waitFor(() => expect(where()).toBe('/other'));
    expect(window.location.pathname).toBe('/other');
  });

  it('ask for a jump of several entries, and Leave lands where the member jumped', async () => {
    renderApp();
    click('Open the editor');
    click('Other page');
    click('Open the editor'); // entries: /, /edit, /other, /edit
    edit();

    window.history.go(-3);
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(where()).toBe('/edit');
    answer('Leave');
    await waitFor(() => expect(where()).toBe('/'));
    window.history.go(2);
    await waitFor(() => expect(where()).toBe('/other'));
  });

  it('ask for an entry the router never numbered, and Leave opens its address', async () => {
    window.history.pushState(null, '', '/other'); // "/" stays behind, made before the app started
    renderApp();
    click('Open the editor');
    edit();

    window.history.go(-2);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(window.location.pathname).toBe('/edit');
    expect(where()).toBe('/edit');
    answer('Leave');
    await waitFor(() => expect(where()).toBe('/'));
    expect(window.location.pathname).toBe('/');
  });

  it('are not asked about when nothing changed', async () => {
    renderApp();
    click('Open the editor');
    window.history.back();
    await waitFor(() => expect(where()).toBe('/'));
    expect(dialog()).toBeNull();
  });
});
