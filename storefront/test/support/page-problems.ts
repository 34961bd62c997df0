import type { BrowserContext, Page } from '@playwright/test';

const REPORT_BINDING = '__shopReportPolicyViolation';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

/** Runs in every frame of the context before the page's own scripts (an init script). */
function reportPolicyViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (violation: Violation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
        sample: event.sample,
      });
    },
    true,
  );
}

const pageUrl = (page: Page | null | undefined): string => page?.url() || '(a page without address)';

// Chromium also logs each violation to the console: the one witness when scripts are off
// (javaScriptEnabled: false), where the init script does not run. With scripts on, a violation
// is reported twice (event and console); the event names the directive and the blocked source.
const CSP_CONSOLE = /Content Security Policy/i;

/**
 * Reports every uncaught error and every content security policy violation of any page of
 * `context`, as one line naming the page's address.
 */
export async function watchPageProblems(context: BrowserContext, report: (problem: string) => void): Promise<void> {
  context.on('weberror', (webError) => {
    // The message's first line; the runner prints a stack of its own beneath the failure.
    report(`page error on ${pageUrl(webError.page())}: ${webError.error().message.split('\n')[0]}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) report(`CSP violation on ${pageUrl(message.page())} (console): ${message.text()}`);
  });
  await context.exposeBinding(REPORT_BINDING, ({ page }, violation: Violation) => {
    const sample = violation.sample ? ` sample "${violation.sample}"` : '';
    report(`CSP violation on ${pageUrl(page)}: ${violation.directive} blocked ${violation.blocked || '(inline)'}${violation.source ? ` at ${violation.source}` : ''}${sample}`);
  });
  await context.addInitScript(reportPolicyViolations, REPORT_BINDING);
}
