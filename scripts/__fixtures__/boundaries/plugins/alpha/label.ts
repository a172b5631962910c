export const label = 'alpha';
