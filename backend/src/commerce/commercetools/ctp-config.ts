/** What the commercetools adapter needs; present only when the CTP_* variables are set. */
export interface CtpConfig {
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authUrl: string;
  readonly apiUrl: string;
  readonly scopes: readonly string[];
}

const VARIABLES = ['CTP_PROJECT_KEY', 'CTP_CLIENT_ID', 'CTP_CLIENT_SECRET', 'CTP_AUTH_URL', 'CTP_API_URL'] as const;

/**
 * None set → undefined: the shop runs on the embedded engine. All set → commercetools. Some set
 * → start-up fails naming the missing ones, because half a configuration silently falling back
 * to demo data would be worse than not starting.
 */
export function ctpConfigFromEnv(env: Readonly<Record<string, string | undefined>>): CtpConfig | undefined {
  const present = VARIABLES.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`commercetools is partly configured: set ${missing.join(', ')} too, or unset ${present.join(', ')} to use the embedded engine`);
  }
  const projectKey = env['CTP_PROJECT_KEY']!.trim();
  return {
    projectKey,
    clientId: env['CTP_CLIENT_ID']!.trim(),
    clientSecret: env['CTP_CLIENT_SECRET']!.trim(),
    authUrl: env['CTP_AUTH_URL']!.trim(),
    apiUrl: env['CTP_API_URL']!.trim(),
    scopes: (env['CTP_SCOPES']?.trim() || `manage_project:${projectKey}`).split(/[\s,]+/).filter(Boolean),
  };
}
