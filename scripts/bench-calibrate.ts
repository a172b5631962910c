/**
 * The budgets' first step: how fast this machine is now, against the reference PC of
 * tests/bench/budgets.json ("calibration"). The budgets after it read the figure
 * (scripts/bench/calibration.ts) and measure that PC, whatever the day's speed.
 * `--print-only` measures without keeping the result (to choose a new reference).
 */
import { calibrate, describeCalibration, measureCalibration } from './bench/calibration';

const calibration = process.argv.includes('--print-only')
  ? await measureCalibration()
  : await calibrate();
console.log(
  `calibration: ${describeCalibration(calibration)}; Node ${calibration.nodeMs.toFixed(1)} ms (Node figures scaled ×${calibration.nodeFactor.toFixed(2)})`,
);
