import { readUserFrame } from './read-frames';
import { ReconnectingSocket } from './reconnecting-socket';
import { browserEnvironment, type SocketEnvironment } from './socket-environment';
import { USER_SOCKET_REFUSED, type UserClientFrame, type UserServerFrame } from './protocol';

type Listener = (frame: UserServerFrame) => void;

/**
 * The user socket `/ws/coin/{userId}` (spec §7), opened by the shell while someone is signed in.
 * Its first frame carries the token (protocol.ts); it answers HEARTBEAT with ping and relays
 * USER_STATUS, SETTLEMENT, POSITION and OWNCOIN to listeners. It comes back after a drop like
 * the market socket, but not after the server refused the token.
 */
export class UserSocket {
  private socket: ReconnectingSocket | null = null;
  private listeners = new Set<Listener>();
  /** Frames dropped as not protocol (read-frames.ts): diagnostics and tests; the socket stays. */
  rejectedFrames = 0;

  constructor(
    private readonly baseUrl: () => string,
    private readonly env: SocketEnvironment = browserEnvironment,
  ) {}

  /** Opens the socket for this user (closing one opened for another). */
  start(userId: number, token: string): void {
    this.stop();
    const send = (frame: UserClientFrame) => JSON.stringify(frame);
    const socket: ReconnectingSocket = new ReconnectingSocket(
      () => `${this.baseUrl()}/coin/${encodeURIComponent(String(userId))}`,
      {
        onOpen: (sendNow) => sendNow(send({ type: 'auth', token })),
        onMessage: (text) => this.receive(text, (frame) => socket.send(send(frame), false)),
        onClose: (code) => code !== USER_SOCKET_REFUSED,
      },
      this.env,
    );
    this.socket = socket;
    socket.start();
  }

  stop(): void {
    this.socket?.stop();
    this.socket = null;
  }

  get running(): boolean {
    return this.socket !== null;
  }

  onFrame(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(text: string, reply: (frame: UserClientFrame) => void) {
    const frame = readUserFrame(text);
    if (!frame) {
      this.rejectedFrames++;
      return;
    }
    if (frame.type === 'HEARTBEAT') return reply({ type: 'ping' });
    for (const l of this.listeners) l(frame);
  }
}
