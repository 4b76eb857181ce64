import { overlays, userSocket, useSessionStore } from '@atrium/platform';

/**
 * Keeps the user socket open while someone is signed in (spec §7) and acts on its messages:
 * USER_STATUS refreshes user info (only with a token, spec §4); OWNCOIN shows a dialog with
 * amountLimit as its title and msg as its body (spec §8). SETTLEMENT and POSITION are for the
 * trading screens, which listen on the same socket.
 */
export function bridgeUserSocket(): () => void {
  const stopFrames = userSocket.onFrame((frame) => {
    const session = useSessionStore.getState();
    if (frame.type === 'USER_STATUS' && session.token) void session.refreshUserInfo().catch(() => undefined);
    if (frame.type === 'OWNCOIN') overlays.dialog({ title: frame.data.amountLimit, message: frame.data.msg });
  });
  let current: string | null = null;
  const follow = () => {
    const { token, userInfo } = useSessionStore.getState();
    const key = token && userInfo ? `${userInfo.userId}:${token}` : null;
    if (key === current) return;
    current = key;
    if (token && userInfo) userSocket.start(userInfo.userId, token);
    else userSocket.stop();
  };
  follow();
  const stopSession = useSessionStore.subscribe(follow);
  return () => {
    stopFrames();
    stopSession();
    userSocket.stop();
  };
}
