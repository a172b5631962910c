export type Flag = 'COMM3' | 'REG3';
