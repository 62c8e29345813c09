import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with the plain line CI reads, "Vitest: N passed, N failed, N skipped", so a run
 * that executed no test is visible as such.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    console.log(`\nVitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
