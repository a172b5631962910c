import { count } from '../core/host'; // violation: emulator imports front-end code
import { request } from '../core/api/request'; // violation: core/api outside wire/
import { header } from '../core/api/wire/token'; // allowed: the wire contract

export const started = `${count} ${request()} ${header}`;
