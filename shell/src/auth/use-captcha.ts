import { useState } from 'react';
import { captchaImageUrl } from '@atrium/api';
import { tenant } from '@atrium/platform';

/**
 * The URL of an image code (spec §2: codeType and a timestamp) and a way to ask for another.
 * The server keeps one answer per visitor and purpose, so the newest image is the one to answer.
 */
export function useCaptcha(codeType: 'LOGIN' | 'REGISTER') {
  const [stamp, setStamp] = useState(() => Date.now());
  return {
    src: captchaImageUrl(tenant().apiBase, codeType, stamp),
    // Always a new URL, even twice in one millisecond, so the browser never reuses the old image.
    refresh: () => setStamp((previous) => Math.max(Date.now(), previous + 1)),
  };
}
