import { DEMO_COOKIE, demoCookie } from './returnCookie';

const cookie = demoCookie('a-secret-of-at-least-thirty-two-characters', { secure: false });
const USER = '0b6f3c1e-4d2a-4f7e-9a51-2c8d7e6b5a40';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0];

describe('the demo return cookie', () => {
  it('names the user it was written for', () => {
    expect(cookie.userIdIn(sentBack(cookie.remember(USER)))).toBe(USER);
  });

  it('refuses another spelling of the same signature (the last character’s unused bits set)', () => {
    const header = sentBack(cookie.remember(USER));
    const [, signature] = header.slice(`${DEMO_COOKIE}=`.length).split('.');
    const last = BASE64URL.indexOf(signature.at(-1)!);
    // 32 bytes fill 42 characters and 4 bits of a 43rd: its two low bits are not part of any byte.
    expect(last & 0b11).toBe(0);
    const respelled = `${signature.slice(0, -1)}${BASE64URL[last | 0b01]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(cookie.userIdIn(`${DEMO_COOKIE}=${USER}.${respelled}`)).toBeNull();
  });

  it('refuses a changed signature, another user’s id, and a cookie without a signature', () => {
    const header = sentBack(cookie.remember(USER));
    const [, signature] = header.slice(`${DEMO_COOKIE}=`.length).split('.');
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(cookie.userIdIn(`${DEMO_COOKIE}=${USER}.${changed}`)).toBeNull();
    expect(cookie.userIdIn(`${DEMO_COOKIE}=1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.${signature}`)).toBeNull();
    expect(cookie.userIdIn(`${DEMO_COOKIE}=${USER}`)).toBeNull();
  });
});
