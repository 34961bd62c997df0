import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, originOf, widgetSources } from './content-security-policy';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';

/** The policy as directive → sources, to assert one directive at a time. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((directive) => { const [name, ...sources] = directive.split(' '); return [name!, sources]; }));

describe('contentSecurityPolicy', () => {
  it('allows the shop origin and the nonce for scripts and style elements, nothing inline without it', () => {
    const policy = directives(contentSecurityPolicy(NONCE));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(contentSecurityPolicy(NONCE)).not.toMatch(/unsafe-eval|strict-dynamic|'unsafe-inline'.*script|\*/);
  });

  it('refuses framing, plugins, other bases and posts to other sites; calls and fonts stay on the shop origin', () => {
    const policy = directives(contentSecurityPolicy(NONCE));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
  });

  it('adds exactly the origins a feature names, each once, to the directive of its kind', () => {
    const payment = { script: ['https://checkoutshopper-live.adyen.com'], frame: ['https://checkoutshopper-live.adyen.com'], formAction: ['https://checkoutshopper-live.adyen.com'] };
    const widget = { script: ['https://widget.example.com', 'https://checkoutshopper-live.adyen.com'], connect: ['https://widget.example.com'] };
    const policy = directives(contentSecurityPolicy(NONCE, [payment, widget]));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='", 'https://checkoutshopper-live.adyen.com', 'https://widget.example.com']);
    expect(policy['frame-src']).toEqual(['https://checkoutshopper-live.adyen.com']);
    expect(policy['form-action']).toEqual(["'self'", 'https://checkoutshopper-live.adyen.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://widget.example.com']);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='"]);
  });

  it.each([["'unsafe-inline'"], ['https:'], ['*'], ['https://a.example/path'], ['https://a.example; script-src *'], ['data:']])(
    'refuses %s as an added source: only origins widen the policy',
    (source) => {
      expect(() => contentSecurityPolicy(NONCE, [{ script: [source] }])).toThrow(/origins only/);
    },
  );

  it.each([[''], ["abc' 'unsafe-inline"], ['short'], ['AAECAwQFBgcICQoLDA0ODw==; img-src *']])('refuses the nonce %p', (nonce) => {
    expect(() => contentSecurityPolicy(nonce)).toThrow(/nonce/);
  });
});

describe('originOf and widgetSources', () => {
  it('take the origin of an http(s) address and nothing else', () => {
    expect(originOf('https://Consent.Example.com:8443/cmp.js?x=1')).toBe('https://consent.example.com:8443');
    expect(originOf('http://localhost:9000/s.js')).toBe('http://localhost:9000');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not an address')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });

  it('allow a widget everything from its own origin, and nothing when none is given', () => {
    expect(widgetSources([undefined, undefined])).toEqual({});
    const origin = 'https://widget.example.com';
    expect(widgetSources([origin, undefined, origin])).toEqual({ script: [origin], style: [origin], img: [origin], connect: [origin], frame: [origin] });
  });
});
