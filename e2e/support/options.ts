/**
 * Per-project options for the e2e fixtures (set in playwright.config.ts under each project's `use`).
 * Kept apart from fixtures.ts so that the config can import the type without importing the test runner.
 */
export interface E2EOptions {
  /**
   * Base URL of the stand-alone mock HTTP server (mocks/server) the project's build talks to, e.g.
   * http://127.0.0.1:3101. Undefined for the demo project, whose mocks run in the page (MSW service worker)
   * and whose state lives in the page's localStorage.
   */
  mockServerURL: string | undefined;
}

/** Ports used by the e2e projects; each is bound with --strictPort, so a clash fails loudly. */
export const E2E_PORTS = {
  demoPreview: 4311,
  serverPreview: 4312,
  mockServer: 3101,
} as const;
