import { checkInvalidationAuth } from './invalidation-auth.server';
import { contentCache } from './content-cache.server';
import { readTag } from './invalidation-tag';

/** A body larger than this is not a tag request. */
const MAX_BODY_BYTES = 4_096;

/**
 * The backend caches CMS documents too (5 min) but has no endpoint to drop them; its answers
 * refresh within its TTL. Said in every answer, so whoever invalidates knows.
 */
const BACKEND_NOTE = 'the backend has no content-cache endpoint: its cached documents refresh within 5 minutes';

const json = (body: unknown, status: number, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** 503 when the endpoints are not configured, 401 for a missing or wrong token; null when the request may go on. */
function refusal(request: Request): Response | null {
  const auth = checkInvalidationAuth(request.headers.get('authorization'), process.env.CACHE_INVALIDATION_TOKEN);
  if (auth === 'not-configured') return json({ error: 'Cache invalidation is not configured (CACHE_INVALIDATION_TOKEN is not set)' }, 503);
  if (auth === 'unauthorized') return json({ error: 'A valid bearer token is required' }, 401, { 'www-authenticate': 'Bearer realm="cache-invalidation"' });
  return null;
}

export const methodNotAllowed = (): Response => json({ error: 'Use POST' }, 405, { allow: 'POST' });

/** POST /cache-invalidate: drops every cached CMS document. */
export function invalidateAll(request: Request): Response {
  if (request.method !== 'POST') return methodNotAllowed();
  const refused = refusal(request);
  if (refused) return refused;
  const dropped = contentCache.clear();
  console.info(`Content cache invalidated: ${dropped} documents dropped`);
  return json({ dropped, backend: BACKEND_NOTE }, 200);
}

/** The tag from `?tag=`, a JSON body `{ "tag": … }` or a form body `tag=…`. */
async function tagOf(request: Request): Promise<{ value: unknown } | { problem: string }> {
  const fromQuery = new URL(request.url).searchParams.get('tag');
  if (fromQuery !== null) return { value: fromQuery };
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return { problem: `the body must be at most ${MAX_BODY_BYTES} bytes` };
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return { problem: `the body must be at most ${MAX_BODY_BYTES} bytes` };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      return { value: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>)['tag'] : undefined };
    } catch {
      return { problem: 'the body is not valid JSON' };
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return { value: new URLSearchParams(body).get('tag') ?? undefined };
  return { value: undefined };
}

/** POST /component-cache/invalidate-tag: drops the cached documents carrying the tag. */
export async function invalidateTag(request: Request): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();
  const refused = refusal(request);
  if (refused) return refused;
  const input = await tagOf(request);
  if ('problem' in input) return json({ error: input.problem }, 400);
  const tag = readTag(input.value);
  if (!tag.ok) return json({ error: tag.problem }, 400);
  const dropped = contentCache.invalidateTag(tag.tag);
  console.info(`Content cache tag ${JSON.stringify(tag.tag)} invalidated: ${dropped} documents dropped`);
  return json({ tag: tag.tag, dropped, backend: BACKEND_NOTE }, 200);
}
