import { describe, expect, it } from '@jest/globals';
import { httpLimitsFromEnv, timeoutCheckIntervalMs } from './http-limits.js';

describe('HTTP limits from the environment (issue 11, item 4)', () => {
  it('has production defaults: headers 10 s, request 30 s, keep-alive 72 s, idle 60 s, 128 connections per address', () => {
    expect(httpLimitsFromEnv({})).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, idleTimeoutMs: 60_000, connectionsPerIp: 128 });
  });

  it('reads every variable', () => {
    expect(
      httpLimitsFromEnv({
        HTTP_HEADERS_TIMEOUT_MS: '200',
        HTTP_REQUEST_TIMEOUT_MS: '300',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '400',
        HTTP_IDLE_TIMEOUT_MS: '500',
        HTTP_CONNECTIONS_PER_IP: '3',
      }),
    ).toEqual({ headersTimeoutMs: 200, requestTimeoutMs: 300, keepAliveTimeoutMs: 400, idleTimeoutMs: 500, connectionsPerIp: 3 });
  });

  it('takes 0 connections per address as no budget', () => {
    expect(httpLimitsFromEnv({ HTTP_CONNECTIONS_PER_IP: '0' }).connectionsPerIp).toBe(0);
  });

  it.each([
    ['HTTP_HEADERS_TIMEOUT_MS', '10s'],
    ['HTTP_REQUEST_TIMEOUT_MS', '0'],
    ['HTTP_REQUEST_TIMEOUT_MS', '-5'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '1.5'],
    ['HTTP_IDLE_TIMEOUT_MS', '3600001'],
    ['HTTP_CONNECTIONS_PER_IP', 'many'],
    ['HTTP_CONNECTIONS_PER_IP', '1e3'],
  ])('stops start-up naming %s when it is %p', (name, value) => {
    expect(() => httpLimitsFromEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be a whole number from \\d+ to \\d+, got '${value.replace('.', '\\.')}'$`));
  });

  it('refuses a headers timeout longer than the request timeout, naming both', () => {
    expect(() => httpLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS \(5000\).*HTTP_REQUEST_TIMEOUT_MS \(4000\)/);
  });

  it('checks for expired requests at a quarter of the shorter timeout, at most every second', () => {
    expect(timeoutCheckIntervalMs(httpLimitsFromEnv({}))).toBe(1000);
    expect(timeoutCheckIntervalMs(httpLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '200', HTTP_REQUEST_TIMEOUT_MS: '400' }))).toBe(50);
  });
});
