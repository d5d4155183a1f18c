import type { FullConfig, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

/** The annotation each test's page loads are reported in. */
export const PAGE_LOADS = "page loads";

/**
 * The e2e run's own two lines: the sample's seed first, so any run can be replayed, and at the end the page loads of
 * all its tests, which each test reports as an annotation (tests/support/site-test.ts).
 */
export default class BrowserRunReporter implements Reporter {
  private e2e = false;
  private pageLoads = 0;

  printsToStdio() {
    return false;
  }

  onBegin(_config: FullConfig, suite: Suite) {
    this.e2e = suite.suites.some((project) => project.title === "e2e" && project.allTests().length > 0);
    const seed = process.env.TEST_SEED;
    if (this.e2e) console.log(`Browser tests: sample seed ${seed} (replay with TEST_SEED=${seed} npm run test:e2e)`);
  }

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const annotation of result.annotations)
      if (annotation.type === PAGE_LOADS) this.pageLoads += Number(annotation.description);
  }

  onEnd() {
    if (this.e2e) console.log(`Browser tests: ${this.pageLoads} page loads (sample seed ${process.env.TEST_SEED})`);
  }
}
