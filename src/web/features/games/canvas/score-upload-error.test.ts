import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { scoreUploadError } from './score-upload-error';

const FALLBACK = 'An unexpected error occurred.';

describe('scoreUploadError', () => {
  it('prefers the server message', () => {
    expect(
      scoreUploadError(new ApiError(400, 'Request failed (400)', 'Score is not possible'), FALLBACK),
    ).toBe('Score is not possible');
  });

  it('falls back to the error message, then to the game sentence', () => {
    expect(scoreUploadError(new ApiError(500, 'Request failed (500)'), FALLBACK)).toBe(
      'Request failed (500)',
    );
    expect(scoreUploadError(new TypeError('Failed to fetch'), FALLBACK)).toBe('Failed to fetch');
    expect(scoreUploadError(new Error(''), FALLBACK)).toBe(FALLBACK);
    expect(scoreUploadError('boom', FALLBACK)).toBe(FALLBACK);
    expect(scoreUploadError(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
