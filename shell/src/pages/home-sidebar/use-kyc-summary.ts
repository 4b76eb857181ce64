import { useEffect, useState } from 'react';
import { getKycInfo, type KycStatus } from '@atrium/api';

/** The user's identity-verification state in one word: the advanced level once primary is approved. */
export function useKycSummary(): KycStatus | null {
  const [status, setStatus] = useState<KycStatus | null>(null);
  useEffect(() => {
    let live = true;
    // Closing the sidebar cancels the read; a cancel shows nothing.
    const controller = new AbortController();
    getKycInfo({ signal: controller.signal })
      .then((info) => live && setStatus(info.primary.status === 'approved' && info.advanced.status !== 'none' ? info.advanced.status : info.primary.status))
      .catch(() => undefined);
    return () => {
      live = false;
      controller.abort();
    };
  }, []);
  return status;
}
