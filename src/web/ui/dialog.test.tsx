// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installBackForwardGate } from './back-forward';
import { Dialog } from './dialog';

/** Every location the router showed, in order: a step it should not see shows up here. */
let seen: string[] = [];

function Where() {
  const { pathname, key } = useLocation();
  if (seen.at(-1) !== `${pathname} ${key}`) seen.push(`${pathname} ${key}`);
  return <output aria-label="Where">{pathname}</output>;
}

function Confirming() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <Dialog open={open} title="Sure?" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          Keep it
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            navigate('/done');
          }}
        >
          Do it
        </button>
      </Dialog>
    </>
  );
}

function renderApp() {
  render(
    <StrictMode>
      <BrowserRouter>
        <Where />
        <Link to="/ask">Go ask</Link>
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/ask" element={<Confirming />} />
          <Route path="/done" element={<p>Done</p>} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Go ask' }), { button: 0 });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(open()).toBe(true);
}

const where = () => screen.getByRole('status', { name: 'Where' }).textContent;
const open = () => screen.queryByRole('dialog', { name: 'Sure?' }) !== null;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const layerEntry = () => (window.history.state as { layer?: string } | null)?.layer !== undefined;

beforeAll(installBackForwardGate);
beforeEach(() => {
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.history.replaceState(null, '', '/');
  seen = [];
});
afterEach(cleanup);

describe('Back with a dialog open', () => {
  it('closes the dialog and keeps the page, which the router never leaves; Back again leaves', async () => {
    renderApp();
    expect(layerEntry()).toBe(true);
    const before = [...seen];

    window.history.back();
    await waitFor(() => expect(open()).toBe(false));
    expect(window.location.pathname).toBe('/ask');
    expect(where()).toBe('/ask');
    expect(layerEntry()).toBe(false);
    expect(seen).toEqual(before);

    window.history.back();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('after closing it with a button, one Back leaves the page (its entry came off)', async () => {
    renderApp();
    press('Keep it');
    expect(open()).toBe(false);
    await waitFor(() => expect(layerEntry()).toBe(false));
    expect(where()).toBe('/ask');

    window.history.back();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('after a button that closes it and opens another page, Back returns to the page in one step', async () => {
    renderApp();
    press('Do it');
    await waitFor(() => expect(where()).toBe('/done'));

    window.history.back();
    await waitFor(() => expect(where()).toBe('/ask'));
    expect(open()).toBe(false);
    expect(window.location.pathname).toBe('/ask');
    // Forward steps over the dialog's old entry too.
    window.history.forward();
    await waitFor(() => expect(where()).toBe('/done'));
    window.history.back();
    await waitFor(() => expect(where()).toBe('/ask'));
    window.history.back();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('opened again, adds one entry again (StrictMode runs its effect twice)', async () => {
    renderApp();
    window.history.back();
    await waitFor(() => expect(open()).toBe(false));
    const length = window.history.length;
    press('Ask');
    expect(open()).toBe(true);
    expect(window.history.length).toBe(length); // the entry ahead was replaced, not added to
    window.history.back();
    await waitFor(() => expect(open()).toBe(false));
    expect(where()).toBe('/ask');
  });
});
