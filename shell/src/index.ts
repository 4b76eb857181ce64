import { startConfigScript } from './boot/config-script';

// The config download starts now, in parallel with the app's own chunks (rule 13); the
// dynamic import is the async boundary the federation runtime needs before shared modules.
const config = startConfigScript();
void import('./bootstrap').then(({ boot }) => boot(config));
