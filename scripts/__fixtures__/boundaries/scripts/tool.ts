export const tool = 'a script';
