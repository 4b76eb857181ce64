import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks passwords and codes in query strings, and leaves the rest', () => {
    expect(redactUrl('/api/user/backPwd?email=a%40b.io&newPwd=secret1&emailCode=123456')).toBe(
      '/api/user/backPwd?email=a%40b.io&newPwd=***&emailCode=***',
    );
    expect(redactUrl('/api/user/tardPwdSet?pwd=1&oldPwd=2')).toBe('/api/user/tardPwdSet?pwd=***&oldPwd=***');
    expect(redactUrl('/api/notice/list?key=NOTICE')).toBe('/api/notice/list?key=NOTICE');
    expect(redactUrl('/api/user/getInfo')).toBe('/api/user/getInfo');
  });
});
