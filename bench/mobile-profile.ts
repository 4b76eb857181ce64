/**
 * Lighthouse's mobile profile (a Moto G Power on slow 4G), taken from Lighthouse's own constants
 * so the page measurements and the Lighthouse runs throttle alike: 4× CPU slowdown, 562.5 ms
 * round trip, 1,474.56 Kbps down, 675 Kbps up, a 412×823 touch screen at DPR 1.75.
 */
import type { BrowserContextOptions, CDPSession } from 'playwright-core';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

export const THROTTLING = lighthouseConstants.throttling.mobileSlow4G;
export const SCREEN = lighthouseConstants.screenEmulationMetrics.mobile;
export const USER_AGENT = lighthouseConstants.userAgents.mobile;

/**
 * The screen half of the profile, as a Playwright context (which keeps it across navigations).
 * Without the app's service worker: the network conditions (throttle, below) are the page's, and
 * the worker's own fetches do not get them. It registers at the load event and takes control of
 * the page, so everything asked for after it (/nft's pictures, the tab icons, the other
 * remotes' files) came over an unthrottled network, in 20-100 ms instead of a 562.5 ms round
 * trip. Warm loads then come from the browser's HTTP cache (hashed files are immutable).
 */
export const mobileContext: BrowserContextOptions = {
  serviceWorkers: 'block',
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: USER_AGENT,
};

const kbpsToBytesPerSecond = (kbps: number) => Math.round((kbps * 1024) / 8);

/** The CPU and network half, over the DevTools protocol, for one page (before it navigates). */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.requestLatencyMs,
    downloadThroughput: kbpsToBytesPerSecond(THROTTLING.downloadThroughputKbps),
    uploadThroughput: kbpsToBytesPerSecond(THROTTLING.uploadThroughputKbps),
  });
}
