import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { watchSignIn } from './panel/watchSignIn';

const page = () => import('./pages/ContractPage');

// The contract panel watches sign-ins from here: this part loads at the first signed-in moment,
// so a visitor's page carries none of it (the manifest only names the panel's modal).
watchSignIn();

/**
 * The four agent-centre contract pages (§2), each shown only where its platform module is on and
 * the consolidated flags enable its type (`contract`, core's centre frame decides).
 */
export default defineSignedInPart({
  slots: {
    agentCentre: [
      {
        key: 'agentDividendRecordCopy2',
        label: 'menu.dividend',
        page: () => page().then((m) => ({ default: m.DividendContractsPage })),
        order: 90,
        requires: ['SIGNCONDIV3'],
        contract: 'enableCt',
      },
      {
        key: 'agentDailyWages2',
        label: 'menu.daily',
        page: () => page().then((m) => ({ default: m.DailySalaryContractsPage })),
        order: 100,
        requires: ['DAILYSALCONT3'],
        contract: 'salary',
      },
      {
        key: 'agentHourSalary',
        label: 'menu.hourly',
        page: () => page().then((m) => ({ default: m.HourlySalaryContractsPage })),
        order: 110,
        requires: ['HOURSAL3'],
        contract: 'hourSalary',
      },
      {
        key: 'agentRealtimeSalary',
        label: 'menu.realtime',
        page: () => page().then((m) => ({ default: m.RealTimeSalaryContractsPage })),
        order: 120,
        requires: ['RTSALARY3'],
        contract: 'agentRealtimeSalary',
      },
    ],
  },
});
