import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { CallExceptionFilter } from './call-exception.filter.js';

/** What one failed call may write to the log at most (message and stack), however long the error's text. */
const MAX_LOGGED_CHARS = 6000;

/**
 * Issue 11 item 5: an error's text may carry what the request sent (a 40,000-character key once
 * logged 400 kB per request). Each log line of the call filter is bounded, keeping its start.
 */
describe('CallExceptionFilter: log lines stay short whatever the error says', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const huge = 'k'.repeat(40_000);
  const logged = (exception: unknown): string[] => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.filter((arg) => typeof arg === 'string').join('\n'));
    };
    jest.spyOn(Logger.prototype, 'error').mockImplementation(capture);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(capture);
    new CallExceptionFilter().bodyFor(exception);
    return lines;
  };

  it.each([
    ['an unexpected error', new TypeError(`Invalid regular expression: /${huge}/`), 'Unexpected failure of a commerce call: Invalid regular expression'],
    ['a commerce failure', new CommerceError(503, huge), '503 General'],
    ['a GraphQL failure', Object.assign(new Error('x'), { graphQLErrors: [{ message: huge }] }), '502: kkk'],
  ])('bounds what it logs for %s', (_, exception, start) => {
    const lines = logged(exception);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(start)).toBe(true);
    expect(lines[0]!.length).toBeLessThan(MAX_LOGGED_CHARS);
  });
});
