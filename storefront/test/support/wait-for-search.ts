// The backend builds its search indexes after start-up; listings and quick search need them.
// Waits (bounded, with the reason in the error) until /api/health says `search: ready`.
const SEARCH_READY_TIMEOUT_MS = 120_000;

export default async function waitForSearch(): Promise<void> {
  const url = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}/api/health`;
  const deadline = Date.now() + SEARCH_READY_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const health = (await (await fetch(url)).json()) as { search?: string };
      if (health.search === 'ready') return;
      last = `search: ${health.search}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend's search indexes were not ready within ${SEARCH_READY_TIMEOUT_MS} ms (last: ${last})`);
}
