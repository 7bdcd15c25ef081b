import { afterEach, describe, expect, it, vi } from 'vitest';

import { base64UrlToBytes, readPushDevice, sameKey } from './push';

describe('base64UrlToBytes', () => {
  it('decodes base64url, padded or not, into bytes', () => {
    const tests: [string, number[]][] = [
      ['', []],
      ['AQ', [1]],
      ['AQ==', [1]],
      ['AQID', [1, 2, 3]],
      ['-_8', [0xfb, 0xff]], // "+/8" in plain base64
      ['_-A=', [0xff, 0xe0]],
    ];
    for (const [input, want] of tests) expect(Array.from(base64UrlToBytes(input)), input).toEqual(want);
  });

  it('decodes a VAPID public key: 65 bytes of an uncompressed P-256 point', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes).toBeInstanceOf(Uint8Array);
  });
});

describe('sameKey', () => {
  const key = new Uint8Array([4, 1, 2, 3]);
  it('tells a subscription made with the key from one made with another', () => {
    expect(sameKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe('readPushDevice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says unsupported where the page is not secure or the Push API is missing (jsdom has neither)', async () => {
    expect(await readPushDevice()).toEqual({ supported: false, permission: 'default', subscribed: false });
  });
});
