/**
 * Faults the remote origin can be told to inject, for the end-to-end tests of fault isolation
 * (development mode only): `down` drops the connection as a stopped server would, `hang`
 * never answers, `404` answers not found.
 */
export type RemoteFault = 'down' | 'hang' | '404';

const faults = new Map<string, RemoteFault>();

export const remoteFaults = {
  set(remote: string, fault: RemoteFault | 'none') {
    if (fault === 'none') faults.delete(remote);
    else faults.set(remote, fault);
  },
  get: (remote: string) => faults.get(remote),
  clear: () => faults.clear(),
};

export const isRemoteFault = (v: unknown): v is RemoteFault | 'none' => v === 'down' || v === 'hang' || v === '404' || v === 'none';
