import { expect, type APIRequestContext } from '@playwright/test';
import { loadStackState } from './stack-state';

/**
 * Runs the server's privacy jobs as of `at` (ADR 059): the internal listener's test-only call,
 * served because the e2e stacks start the server with PRIVACY_JOBS_CLOCK_CONTROL (server-settings.ts).
 */
export async function runPrivacyJobsAsOf(request: APIRequestContext, at: Date): Promise<Record<string, number>> {
  const response = await request.post(`${loadStackState().internalUrl}/api/internal/v1/privacy-jobs/run`, {
    headers: { 'X-Service-Key': process.env.SERVICE_KEY ?? 'dev-service-key-change-me' },
    data: { asOf: at.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: Record<string, number> }).content;
}
