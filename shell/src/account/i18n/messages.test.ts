import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '@atrium/i18n/testing';
import { FAILURE_MESSAGES } from '../../pages/wallet/use-wallet-proof';
import { primaryIdentityErrors } from '../../pages/identity/validate-identity';
import { passwordChangeErrors } from '../../pages/security/validate-passwords';
import { emailBindingErrors, sendCodeProblem } from '../../pages/security/validate-email-binding';

const SOURCES = ['account', 'wallet', 'pages/wallet', 'pages/identity', 'pages/security'].map((dir) => join(import.meta.dirname, '..', '..', dir));
/** The English keys as the code names them: a plural group (`uploading_one`, `uploading_other`) as `uploading`. */
const known = new Set(Object.keys(englishMessages(import.meta.dirname)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [join(dir, entry.name)] : [],
  );
}

/** Keys written in the code: t('key'), t(cond ? 'a' : 'b'), and the problem keys handed to t later. */
function keysInCode(): Set<string> {
  const keys = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const call of code.matchAll(/\bt\(([^()]*)/g)) {
      // A key is the whole argument or a branch of a ternary; other literals are compared values.
      for (const literal of call[1]!.matchAll(/(?:^|[?:]\s*)'([\w:]+)'/g)) if (!literal[1]!.includes(':')) keys.add(literal[1]!);
    }
  }
  return keys;
}

describe('the account messages', () => {
  it('have every key the screens write literally', () => {
    const keys = keysInCode();
    expect(keys.size).toBeGreaterThan(60);
    expect([...keys].filter((key) => !known.has(key))).toEqual([]);
  });

  it('have every key the validators, the wallet flow and the review states produce', () => {
    const produced = [
      ...Object.values(FAILURE_MESSAGES),
      ...['pending', 'approved', 'rejected'].flatMap((s) => [`kyc_${s}_title`]),
      ...['pending', 'approved'].map((s) => `kyc_${s}_body`),
      ...Object.values(primaryIdentityErrors({ realName: '', idNumber: '' })),
      ...Object.values(primaryIdentityErrors({ realName: 'a', idNumber: '1' })),
      ...Object.values(primaryIdentityErrors({ realName: 'a1', idNumber: '12345' })),
      ...Object.values(passwordChangeErrors({ current: '', password: '', confirm: '' }, true)),
      ...Object.values(passwordChangeErrors({ current: 'x', password: '1', confirm: '2' }, true)),
      ...Object.values(passwordChangeErrors({ current: 'same-one', password: 'same-one', confirm: 'same-one' }, true)),
      ...Object.values(emailBindingErrors({ email: '', code: '' }, null)),
      ...Object.values(emailBindingErrors({ email: 'x', code: 'x' }, null)),
      ...[sendCodeProblem('', null), sendCodeProblem('a@b.co', 'a@b.co')],
      'photo_required',
    ].filter((key): key is string => typeof key === 'string');
    expect(produced.filter((key) => !known.has(key))).toEqual([]);
  });
});
