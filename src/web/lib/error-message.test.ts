import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(errorMessage(new ApiError(400, 'Request failed (400)', 'Score too high'), 'Fallback')).toBe(
      'Score too high',
    );
  });

  it("uses the error's own message when the server sent none", () => {
    expect(errorMessage(new ApiError(500, 'Request failed (500)'), 'Fallback')).toBe('Request failed (500)');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Failed to fetch');
  });

  it('falls back for anything without a message', () => {
    expect(errorMessage(new Error(''), 'Fallback')).toBe('Fallback');
    expect(errorMessage('boom', 'Fallback')).toBe('Fallback');
    expect(errorMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});
