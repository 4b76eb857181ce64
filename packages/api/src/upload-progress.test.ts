import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from './client';
import { uploadFile } from './common';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));

describe('an upload', () => {
  it('reports its progress as bytes sent of how many, and answers the stored file', async () => {
    network.reply({ progress: [[0, 2048], [1024, 2048], [2048, 2048]], body: { code: 200, msg: 'ok', data: { url: '/api/common/file/abc' } } });
    const progress = vi.fn<(progress: UploadProgress) => void>();
    await expect(uploadFile(new Blob(['x'.repeat(2048)]), 'id-front.png', { onUploadProgress: progress })).resolves.toEqual({ url: '/api/common/file/abc' });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 0, total: 2048 },
      { loaded: 1024, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
    const sent = network.sent[0]!;
    expect(sent).toMatchObject({ method: 'POST', url: 'https://api.example/api/common/upload/OSS' });
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('says when the browser cannot tell the size', async () => {
    network.reply({ progress: [[512, undefined]] });
    const progress = vi.fn<(progress: UploadProgress) => void>();
    await uploadFile(new Blob(['x']), 'a.png', { onUploadProgress: progress });
    expect(progress).toHaveBeenCalledWith({ loaded: 512, total: null });
  });

  it('is cancelled by its signal, silently', async () => {
    network.reply({ progress: [[10, 100]], fail: 'hang' });
    const caller = new AbortController();
    const progress = vi.fn<(progress: UploadProgress) => void>(() => caller.abort());
    await expect(uploadFile(new Blob(['x']), 'a.png', { onUploadProgress: progress, signal: caller.signal })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(progress).toHaveBeenCalledOnce();
    expect(wiring.notify).not.toHaveBeenCalled();
  });
});
