import { useEffect, useEffectEvent } from 'react';
import { userSocket, type UserServerFrame } from '@atrium/platform';

/** Listens to the user socket (opened by the shell) while the calling screen is mounted. */
export function useUserFrames(onFrame: (frame: UserServerFrame) => void): void {
  const handle = useEffectEvent(onFrame);
  useEffect(() => userSocket.onFrame((frame) => handle(frame)), []);
}
