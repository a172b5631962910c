// Control routes of the CSP reports the brand pages sent (http/cspReport.ts): tests read and clear them.
import { json, type ControlRoute } from './answer.js';
import { readCspReports } from '../http/cspReport.js';

/** GET /__emulator/csp-reports: every kept violation, oldest first. */
const listReports: ControlRoute = async (state) =>
  json({ reports: await readCspReports(state.db) });

/** DELETE /__emulator/csp-reports: forget them all. */
const clearReports: ControlRoute = async (state) => {
  await state.db.query('DELETE FROM csp_reports');
  return json({ cleared: true });
};

export const cspReportRoutes: [string, string, ControlRoute][] = [
  ['GET', '/__emulator/csp-reports', listReports],
  ['DELETE', '/__emulator/csp-reports', clearReports],
];
