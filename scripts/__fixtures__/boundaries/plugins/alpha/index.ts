import { definePlugin } from '../../core/define-plugin'; // allowed: core
import { label } from './label'; // allowed: own folder
import { betaLabel } from '../beta/index'; // violation: another plugin
import { entry } from '../../app/entry'; // violation: outside core

export default definePlugin({ id: 'alpha', label: `${label} ${betaLabel} ${entry}` });
