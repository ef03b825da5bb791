import { loginBody, registerBody } from './auth';

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
