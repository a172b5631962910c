export const entry = 'app';
