import type { Reporter } from 'vitest/node';

/** Lists the tests that passed only on a retry at the end of a vitest run. */
export default class FlakyReporter implements Reporter {}
