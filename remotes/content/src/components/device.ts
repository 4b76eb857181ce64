/** The app stores a visitor can use. */
export type Device = 'ios' | 'android' | 'other';

/**
 * Guesses the visitor's device from the user agent. iPadOS 13 and later present a desktop
 * Safari agent ("Macintosh"); only the touch points tell it apart from a Mac.
 */
export function detectDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): Device {
  const agent = nav.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  if (/Macintosh/.test(agent) && nav.maxTouchPoints > 1) return 'ios';
  return 'other';
}
