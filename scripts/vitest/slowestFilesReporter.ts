import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names. */
const SHOWN = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Names the ten slowest unit test files after the run, each with where its time went (import,
 * environment, tests and hooks), so the file that starts to cost the suite shows at once.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules.map((module) => {
      const { duration, collectDuration, environmentSetupDuration } = module.diagnostic();
      return {
        file: module.relativeModuleId,
        total: duration + collectDuration + environmentSetupDuration,
        parts: `import ${seconds(collectDuration)}, environment ${seconds(environmentSetupDuration)}, tests ${seconds(duration)}`,
      };
    });
    console.log(`\nunit: the ${SHOWN} slowest test files (of ${modules.length})`);
    for (const { file, total, parts } of timed.sort((a, b) => b.total - a.total).slice(0, SHOWN))
      console.log(`  ${seconds(total).padStart(7)}  ${file}  (${parts})`);
  }
}
