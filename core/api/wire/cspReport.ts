/**
 * The platform's CSP report endpoint: the brands' header policy reports violations here
 * (scripts/serve/csp.ts) and the emulator keeps them (emulator/http/cspReport.ts). Not a call
 * of the endpoint table: browsers post to it themselves, with no merchant and no token.
 */
export const CSP_REPORT_PATH = '/wps/csp-report';
