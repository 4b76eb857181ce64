import type { FastifyInstance } from 'fastify';

/**
 * The browser features the app's pages may use, and why; the powerful features it does not use
 * are off (`()`), for the page and anything it embeds, so an injected script cannot ask for them
 * either. Only names every Chromium build knows: an unknown one is a console warning on every page
 * (desktop Linux builds know neither `web-share` nor `bluetooth`). The invite screen's share
 * button (navigator.share) keeps web-share's default, this origin only.
 */
const PERMISSIONS: Record<string, string> = {
  // The copy buttons (deposit addresses, invite code, user id) write to the clipboard.
  'clipboard-write': '(self)',
  // Nothing reads the clipboard.
  'clipboard-read': '()',
  // The KYC photos come from <input type="file" capture>: the system's camera app takes them and
  // hands over a file, which this policy does not govern. The page itself never opens the camera
  // or the microphone, nor shares the screen.
  camera: '()',
  microphone: '()',
  'display-capture': '()',
  // No map, no place-based feature.
  geolocation: '()',
  // Payments are deposits and withdrawals of the platform's own; wallets are browser extensions
  // (window.ethereum), not the Payment Request API; sign-in is by password and e-mail or SMS codes
  // typed in, not passkeys or one-time codes read from SMS.
  payment: '()',
  'publickey-credentials-get': '()',
  'publickey-credentials-create': '()',
  'otp-credentials': '()',
  // No hardware is talked to.
  usb: '()',
  serial: '()',
  hid: '()',
  midi: '()',
  gamepad: '()',
  // No motion, orientation or light sensors.
  accelerometer: '()',
  gyroscope: '()',
  magnetometer: '()',
  // No media is played, no screen kept awake, no VR.
  autoplay: '()',
  'encrypted-media': '()',
  'picture-in-picture': '()',
  fullscreen: '()',
  'screen-wake-lock': '()',
  'xr-spatial-tracking': '()',
  // No idle detection, no window placement across screens, no local font enumeration, no
  // interest-based ads.
  'idle-detection': '()',
  'window-management': '()',
  'local-fonts': '()',
  'browsing-topics': '()',
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=${allow}`)
  .join(', ');

/**
 * Sent with every answer of the host (pages, scripts, configs, manifests, the API's answers through
 * the proxy): no content-type sniffing (a file is run or rendered only as the type it is served
 * as), the referrer reduced to the origin when leaving it, and the powerful features above off.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
