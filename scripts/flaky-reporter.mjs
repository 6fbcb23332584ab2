/**
 * A vitest reporter that lists the tests that passed only on a retry (CI gives component tests one more try,
 * vite.config.ts): a retry keeps a run green, but a test that needs one is a race to look at, so it is named at
 * the end of the run.
 * @implements {import('vitest/node').Reporter}
 */
export default class FlakyReporter {
  /** @type {string[]} */
  flaky = [];

  /** @param {import('vitest/node').TestCase} test */
  onTestCaseResult(test) {
    if (test.diagnostic()?.flaky) this.flaky.push(`${test.module.relativeModuleId} > ${test.fullName}`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.log(`\nFlaky: ${this.flaky.length} test(s) passed only on a retry:`);
    for (const name of this.flaky) console.log(`  - ${name}`);
  }
}
