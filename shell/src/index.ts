import { startConfigScript } from './boot/config-script';
import { startEarlyGets } from './boot/early-gets';
import { startShellPage } from './boot/start-shell-page';

// The config download starts now, in parallel with the app's own chunks (rule 13), the first
// screen's public reads as soon as it has run, and the public shell page the address names (its
// code and messages) at once; the dynamic import is the async boundary the federation runtime
// needs before shared modules.
const config = startConfigScript();
startEarlyGets(config);
startShellPage(location.pathname);
void import('./bootstrap').then(({ boot }) => boot(config));
