import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { configureClient, http } from './client';
import { sessionHeaders } from './request-headers';
import { fakeClient } from './testing/fake-client';

const bare = () => ({ headers: new AxiosHeaders() }) as InternalAxiosRequestConfig;

describe('the session headers', () => {
  it('carry the token as authorization and satoken, and the language as language and lang', () => {
    const config = sessionHeaders({ getToken: () => 'tok-1', getLanguage: () => 'ar' })(bare());
    expect(config.headers.toJSON()).toEqual({ authorization: 'tok-1', satoken: 'tok-1', language: 'ar', lang: 'ar' });
  });

  it('carry no token headers when signed out', () => {
    const config = sessionHeaders({ getToken: () => null, getLanguage: () => 'en' })(bare());
    expect(config.headers.toJSON()).toEqual({ language: 'en', lang: 'en' });
  });

  it('are read when the call is made, so a sign-out in the same tick still sends the token', async () => {
    const { network, wiring } = fakeClient();
    let token: string | null = 'tok-old';
    let language = 'de';
    configureClient({ ...wiring, getToken: () => token, getLanguage: () => language }, network.adapter);
    const call = http.post('/user/loginOut', {});
    token = null;
    language = 'fr';
    await call;
    expect(network.sent[0]!.headers).toMatchObject({ authorization: 'tok-old', satoken: 'tok-old', language: 'de', lang: 'de' });
  });

  it('go on every request, under the tenant base', async () => {
    const { network } = fakeClient();
    await http.get('/common/getAllSetting');
    await http.post('/user/getInfo');
    expect(network.sent.map((request) => [request.method, request.url])).toEqual([
      ['GET', 'https://api.example/api/common/getAllSetting'],
      ['POST', 'https://api.example/api/user/getInfo'],
    ]);
    for (const request of network.sent) expect(request.headers).toMatchObject({ authorization: 'tok-123', language: 'de', lang: 'de' });
  });
});
