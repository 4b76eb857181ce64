/**
 * One run of the floor's measurements at a served floor copy: cold and warm loads of the probe's
 * page signed out and signed in (the remote pages of the bench are measured either way), and taps
 * on Markets from /home to the probe after idle preloading.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { measureLoads } from '../page-loads';
import type { FloorRuns } from '../perf-report';
import { measureTapToContent } from '../tap-to-content';
import { PROBE } from './probe';

export async function measureFloorRun(browser: Browser, base: string, storageState: BrowserContextOptions['storageState'], into: FloorRuns, taps: number): Promise<void> {
  into.loads.signedOut.push(await measureLoads(browser, base, { path: PROBE.path, content: PROBE.content, signedIn: false, remote: PROBE.remote }, storageState));
  into.loads.signedIn.push(await measureLoads(browser, base, { path: PROBE.path, content: PROBE.content, signedIn: true, remote: PROBE.remote }, storageState));
  for (let tap = 0; tap < taps; tap++) into.taps.push(await measureTapToContent(browser, base, 'preloaded', PROBE.content));
}
