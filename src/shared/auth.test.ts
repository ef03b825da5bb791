import { loginBody, registerBody, updateUserBody } from './auth';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth field messages', () => {
  it('says a missing field is required', () => {
    expect(messages(registerBody.safeParse({}))).toEqual({
      name: 'name is required',
      email: 'email is required',
      password: 'password is required',
    });
  });

  it('says a field of the wrong type must be text instead of calling it missing', () => {
    expect(messages(loginBody.safeParse({ email: 42, password: ['x'] }))).toEqual({
      email: 'email must be text',
      password: 'password must be text',
    });
  });
});

describe('auth text rules', () => {
  it('refuses control characters in every field, naming it', () => {
    expect(messages(registerBody.safeParse({ name: 'a\u0000b', email: 'a\u0007@example.test', password: 'long-enough\u001b' }))).toEqual({
      name: 'name must not contain control characters',
      email: 'email must not contain control characters',
      password: 'password must not contain control characters',
    });
  });

  it('keeps a password exactly as typed, spaces included', () => {
    expect(loginBody.parse({ email: ' Ann@Example.test ', password: '  spaced out  ' })).toEqual({ email: 'Ann@Example.test', password: '  spaced out  ' });
  });

  it('accepts https avatars only, and says why a long one is refused', () => {
    expect(updateUserBody.parse({ image: 'https://cdn.example.test/me.png' })).toEqual({ image: 'https://cdn.example.test/me.png' });
    expect(messages(updateUserBody.safeParse({ image: 'http://cdn.example.test/me.png' }))).toEqual({ image: 'image must be an https URL' });
    expect(messages(updateUserBody.safeParse({ image: `https://cdn.example.test/${'a'.repeat(2048)}` }))).toEqual({
      image: 'image must be at most 2048 characters',
    });
  });
});
