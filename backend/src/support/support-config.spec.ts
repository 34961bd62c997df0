import { describe, expect, it } from '@jest/globals';
import { supportConfigFromEnv } from './support-config.js';

const CRM = {
  CRM_URL: 'https://webto.salesforce.com/servlet/servlet.WebToCase',
  CRM_ORG_ID: '00D5g000004ABCD',
  CRM_RECORD_TYPE: '0125g000000XYZ',
  CRM_RETURN_URL: 'https://www.example.sk/thanks?from=crm',
};

describe('supportConfigFromEnv', () => {
  it('has no CRM and no operators\' list by default, and keeps requests in the outbox file', () => {
    expect(supportConfigFromEnv({ NODE_ENV: 'test' })).toEqual({ timeoutMs: 10_000, outboxFile: ':memory:' });
    expect(supportConfigFromEnv({ ENGINE_DATABASE_FILE: '/var/shop/shop.sqlite' }).outboxFile).toBe('/var/shop/outbox.sqlite');
  });

  it('reads the CRM settings, the debug e-mail only when given', () => {
    expect(supportConfigFromEnv({ NODE_ENV: 'test', ...CRM }).crm).toEqual({
      url: CRM.CRM_URL, orgId: CRM.CRM_ORG_ID, recordType: CRM.CRM_RECORD_TYPE, returnUrl: CRM.CRM_RETURN_URL,
    });
    expect(supportConfigFromEnv({ NODE_ENV: 'test', ...CRM, CRM_DEBUG_EMAIL: 'qa@example.sk' }).crm?.debugEmail).toBe('qa@example.sk');
  });

  it.each([
    [{ CRM_URL: CRM.CRM_URL }, /CRM_ORG_ID, CRM_RECORD_TYPE, CRM_RETURN_URL must be set too/],
    [{ ...CRM, CRM_URL: 'ftp://crm.example.com' }, /CRM_URL must be http or https/],
    [{ ...CRM, CRM_URL: `${CRM.CRM_URL}?orgId=1` }, /CRM_URL must not have a query/],
    [{ ...CRM, CRM_RETURN_URL: 'thanks' }, /CRM_RETURN_URL is not a URL/],
    [{ ...CRM, CRM_DEBUG_EMAIL: 'nobody' }, /CRM_DEBUG_EMAIL is not an e-mail address/],
    [{ CRM_ORG_ID: CRM.CRM_ORG_ID }, /CRM_ORG_ID set without CRM_URL/],
    [{ OPERATOR_TOKEN: 'short' }, /OPERATOR_TOKEN must be at least 24 characters/],
  ])('stops start-up on %j naming the setting', (env, message) => {
    expect(() => supportConfigFromEnv({ NODE_ENV: 'test', ...env })).toThrow(message);
  });
});
