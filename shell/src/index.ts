import { startConfigScript } from './boot/config-script';
import { startEarlyGets } from './boot/early-gets';

// The config download starts now, in parallel with the app's own chunks (rule 13), and the first
// screen's public reads as soon as it has run; the dynamic import is the async boundary the
// federation runtime needs before shared modules.
const config = startConfigScript();
startEarlyGets(config);
void import('./bootstrap').then(({ boot }) => boot(config));
