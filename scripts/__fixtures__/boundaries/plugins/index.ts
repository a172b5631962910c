// The one plugin list: it may import every plugin.
import alpha from './alpha/index';
import beta from './beta/index';

export const plugins = [alpha, beta];
