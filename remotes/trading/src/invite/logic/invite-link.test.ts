import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('points at the shell’s invite route with the code', () => {
    expect(inviteLink('https://app.example.com', 'AB12CD')).toBe('https://app.example.com/i&AB12CD');
  });

  it('escapes a code that is not URL-safe rather than breaking the link', () => {
    expect(inviteLink('https://x.io', 'a b/c')).toBe('https://x.io/i&a%20b%2Fc');
  });
});
