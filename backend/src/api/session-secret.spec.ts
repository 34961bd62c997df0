import { describe, expect, it, jest } from '@jest/globals';
import { DEVELOPMENT_SESSION_SECRET, resolveSessionSecret } from './session-secret.js';

describe('resolveSessionSecret', () => {
  const logger = () => ({ warn: jest.fn() });

  it('uses SESSION_SECRET when set, silently', () => {
    const log = logger();
    expect(resolveSessionSecret({ SESSION_SECRET: ' s3cret ', NODE_ENV: 'production' }, log)).toBe('s3cret');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to the development default outside production, with a warning', () => {
    const log = logger();
    expect(resolveSessionSecret({ SESSION_SECRET: '  ' }, log)).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET is not set'));
  });

  it('stops start-up in production without a secret', () => {
    expect(() => resolveSessionSecret({ NODE_ENV: 'production' }, logger())).toThrow('SESSION_SECRET must be set in production');
  });
});
