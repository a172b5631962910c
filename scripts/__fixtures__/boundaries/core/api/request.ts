export const request = (): string => 'sent';
