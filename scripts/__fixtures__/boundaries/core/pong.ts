import { ping } from './ping';

export const pong = { name: 'pong', ping };
