import { pong } from './pong'; // violation: cycle ping -> pong -> ping

export const ping = (): string => `ping ${pong.name}`;
