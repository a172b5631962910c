import { definePlugin } from '../../core/define-plugin';

export const betaLabel = 'beta';
export default definePlugin({ id: 'beta', label: betaLabel });
