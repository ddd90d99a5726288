/**
 * What the e2e stack's server gets beyond a developer's: every e2e request comes from one address
 * and many journeys run in a minute, so the limits (proven by the server suites) would only stop
 * the journeys. The Node stacks take these from global-setup.ts; the containers from
 * e2e/docker-compose.e2e.yml, which tooling/test/docker-compose.test.ts holds equal to them.
 */
export const e2eServerSettings = {
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_TARGET: '100000',
  CODE_RESEND_INTERVAL_SECONDS: '0',
  // The privacy journeys pass a closure's 14 days by running the privacy jobs as of a later time on
  // the internal listener (ADR 059); a production start refuses this setting.
  PRIVACY_JOBS_CLOCK_CONTROL: 'true',
};
