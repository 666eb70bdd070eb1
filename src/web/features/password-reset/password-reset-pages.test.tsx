// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function askForReset(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'robin.t' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('forgot password', () => {
  it('shows the same answer for every username when the server answers ok', async () => {
    askForReset(async () => json(200, { message: MSG.forgotAnswer }));
    expect(await screen.findByText(MSG.forgotAnswer)).toBeTruthy();
  });

  it('words a refused request and a network failure differently', async () => {
    askForReset(async () => json(429, { message: 'Too many attempts. Please wait and try again.' }));
    expect(await screen.findByText(MSG.forgotNotOk)).toBeTruthy();
    cleanup();
    askForReset(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(MSG.forgotNetwork)).toBeTruthy();
  });
});

function openResetLink(answer: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <MemoryRouter initialEntries={['/resetpassword?token=abcdefghijklmnopqrstuvwxyz']}>
      <Routes>
        <Route path="/resetpassword" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('reset password', () => {
  it('shows the invalid-link message when the server answers with an error', async () => {
    openResetLink(async () => json(400, { error: MSG.resetInvalidLink, message: MSG.resetInvalidLink }));
    expect(await screen.findByText(MSG.resetInvalidLink)).toBeTruthy();
  });

  it('shows the verify error when the check fails without an answer', async () => {
    openResetLink(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(MSG.resetVerifyError)).toBeTruthy();
  });

  it('sets the new password on a valid link, and words a network failure on submit', async () => {
    let submitFails = true;
    openResetLink(async (url) => {
      if (url.includes('verify-reset-token')) return json(200, { valid: true });
      if (submitFails) throw new TypeError('Failed to fetch');
      return json(200, { success: true });
    });
    const fill = () => {
      fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Fresh#Start42' } });
      fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Fresh#Start42' } });
    };
    await screen.findByLabelText('New Password');
    fill();
    fireEvent.click(screen.getByRole('button', { name: /reset/i }));
    expect(await screen.findByText(MSG.resetGenericError)).toBeTruthy();
    submitFails = false;
    fireEvent.click(screen.getByRole('button', { name: /reset/i }));
    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy();
  });
});
