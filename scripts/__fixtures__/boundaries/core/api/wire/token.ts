import type { Flag } from '../../../generated/flags'; // allowed: wire imports generated/

export const header = 'Authorization';
export const always: Flag = 'COMM3';
