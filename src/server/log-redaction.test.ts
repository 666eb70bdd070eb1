import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('hides reset tokens in paths and query strings, and leaves other URLs alone', () => {
    expect(redactUrl('/api/resetpassword/token/abcDEF_123-xyz')).toBe('/api/resetpassword/token/[redacted]');
    expect(redactUrl('/api/resetpassword/verify-reset-token?token=abc123&x=1')).toBe(
      '/api/resetpassword/verify-reset-token?token=[redacted]&x=1',
    );
    expect(redactUrl('/resetpassword?token=secret')).toBe('/resetpassword?token=[redacted]');
    expect(redactUrl('/api/public/robin')).toBe('/api/public/robin');
  });
});
