import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { expect, test } from './support/fixtures';
import { newUser, registerInUi, replaceStoredAccessToken, signInInUi, sidebar, signInWithDemo, storedSession, type TestUser } from './support/session';

const jwtSecret = new TextEncoder().encode(process.env.E2E_JWT_SECRET);

const signInHeading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1, name: 'Welcome back' });

test.describe('registration and session', () => {
  test('registering lands on the dashboard with the user in the user card, and a reload keeps the session', async ({ page }) => {
    const user = newUser('Register');
    await registerInUi(page, user);

    await expect(sidebar(page).getByText(user.name, { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText(user.email, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(page).getByText(user.email, { exact: true })).toBeVisible();
  });

  test('an expired access token is renewed silently and the app keeps working', async ({ page }) => {
    const user = newUser('Expiry');
    await registerInUi(page, user);
    const before = await storedSession(page);
    const claims = decodeJwt(before.accessToken!);

    // Same identity and session as the real token, but it ran out a minute ago.
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud!)
      .setIssuedAt(now - 16 * 60)
      .setExpirationTime(now - 60)
      .sign(jwtSecret);
    await replaceStoredAccessToken(page, expired);

    const refreshRequest = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/refresh');
    await page.goto('/app/settings');
    const refresh = await refreshRequest;
    expect((await refresh.response())?.status()).toBe(200);

    // The page never noticed: the profile shows and the user stays in the app.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('main').getByText(user.email, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await expect.poll(async () => (await storedSession(page)).accessToken).not.toBe(expired);
    const after = await storedSession(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    const { payload } = await jwtVerify(after.accessToken!, jwtSecret, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: claims.sub, sid: claims.sid });

    // An authenticated call made with the renewed token works too (the chat initialises).
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByText('Choose a suggestion below or ask me anything')).toBeVisible();
    await expect(page.getByText('Failed to initialize chat')).toHaveCount(0);
  });

  test('a session revoked on the server sends the page to sign-in', async ({ page, request }) => {
    await registerInUi(page, newUser('Revoked'));
    const { accessToken } = await storedSession(page);

    const logout = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(logout.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInHeading(page)).toBeVisible();
    expect((await storedSession(page)).refreshToken).toBeNull();
  });

  test('signing out goes to sign-in, ends the session on the server and keeps /app closed', async ({ page, request }) => {
    await registerInUi(page, newUser('SignOut'));
    const { refreshToken } = await storedSession(page);

    await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInHeading(page)).toBeVisible();

    const refresh = await request.post('/api/auth/refresh', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);

    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInHeading(page)).toBeVisible();
  });
});

test.describe('routing while signed out', () => {
  // An unknown address goes to the landing page with a toast (navigation.spec.ts has the rest).
  test('an unknown nested route goes to the landing page and names the address in a toast', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Try the demo' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveText(/There is no page at \/no-such-page\/at-all:/);
  });

  test('/app and its pages redirect to sign-in', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInHeading(page)).toBeVisible();

    await page.goto('/app/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-in form', () => {
  let account: TestUser;

  // One account serves every sign-in case: registrations are rate-limited per IP.
  test.beforeAll(async ({ request }) => {
    account = newUser('Login');
    const response = await request.post('/api/auth/register', { data: account });
    expect(response.status()).toBe(201);
  });

  test('a wrong password shows the server error inline and stays on sign-in', async ({ page }) => {
    await signInInUi(page, { email: account.email, password: 'not-the-right-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-right-password');
  });

  test('the right password signs in, and the sign-in page then leads into the app', async ({ page }) => {
    await signInInUi(page, account);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(sidebar(page).getByText(account.email, { exact: true })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('"Try the demo" signs into a demo workspace', async ({ page }) => {
    await signInWithDemo(page);
    await expect(sidebar(page).getByText('Demo User', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText(/^demo-.+@demo\.local$/)).toBeVisible();
  });
});

test.describe('registration form', () => {
  test('client-side validation names each problem next to its field without calling the server', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/register') registerCalls.push(r.method());
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    for (const field of ['Name', 'Email', 'Password']) await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email must be a valid e-mail address');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');

    await expect(page).toHaveURL(/\/register$/);
    expect(registerCalls).toEqual([]);
  });

  test('an e-mail that is already registered is refused with a readable message', async ({ page, request }) => {
    const existing = newUser('Taken');
    expect((await request.post('/api/auth/register', { data: existing })).status()).toBe(201);

    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill('Another-Long-Passphrase-77');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});
