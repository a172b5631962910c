import { count } from '../core/host'; // violation: emulator imports front-end code

export const started = count;
