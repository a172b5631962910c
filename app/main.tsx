import '../core/styles/base.css';
import { boot } from '../core/boot/boot';
import { plugins } from '../plugins';

const container = document.getElementById('root');
if (container) void boot(plugins, container);
