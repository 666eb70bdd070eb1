import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATABASE_POOL_SIZE', () => {
  it('is 20 unless set, and takes a whole number of connections', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
  });

  it('refuses what is not a sensible number of connections, naming the variable', () => {
    for (const value of ['0', '-3', '2.5', 'many', '500'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
