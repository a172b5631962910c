import { route } from './route';

export interface Answer {
  status: number;
}
export const routes = [route];
