import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * redux-persist's record (src/client/features/session/sessionPersistence.ts): a JSON object whose
 * fields are themselves JSON-encoded. Not imported from there: that module pulls redux-persist's
 * browser storage into the Node test process.
 */
const SESSION_STORAGE_KEY = 'persist:session';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: { name: string; email: string } | null;
}

/** A fresh identity per call, with a password that is not on the server's common-password list. */
export function newUser(label: string): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `${label} ${id}`, email: `e2e-${label.toLowerCase()}-${id}@example.com`, password: `Quiet-Harbor-${id}-2048` };
}

export async function registerInUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export async function signInInUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** "Try the demo" from the sign-in page: a fresh demo workspace, no registration needed. */
export async function signInWithDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    const record = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    const field = <T>(name: string) => (record[name] ? (JSON.parse(record[name]) as T) : null);
    return { accessToken: field<string>('accessToken'), refreshToken: field<string>('refreshToken'), user: field<StoredSession['user']>('user') };
  }, SESSION_STORAGE_KEY);
}

/** Replaces only the persisted access token, as if it had been stored long ago. */
export async function replaceStoredAccessToken(page: Page, accessToken: string): Promise<void> {
  await page.evaluate(
    ([key, token]) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
      record.accessToken = JSON.stringify(token);
      window.localStorage.setItem(key, JSON.stringify(record));
    },
    [SESSION_STORAGE_KEY, accessToken] as const,
  );
}

/** The app shell's sidebar, where the user card shows the signed-in name and e-mail. */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
