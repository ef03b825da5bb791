import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { IssuedInvitation, WorkspaceRole, WorkspaceSummary } from '../../src/shared/workspaces';
import { apiCall } from './api';

/** A colleague signed in, in a browser of their own, to the workspace they were invited into. */
export interface Colleague {
  page: Page;
  context: BrowserContext;
  workspace: WorkspaceSummary;
}

/**
 * The signed-in owner (`owner`) invites a new person to their personal workspace (a demo's, say) with
 * `role` (through the API, as the Workspace page does: no SMTP here, so the link is in the answer); the
 * person opens the link in a second browser, signs up with the invited address and lands in that
 * workspace, as e2e/workspaces.spec.ts walks through in the interface.
 */
export async function inviteColleague(owner: Page, browser: Browser, role: WorkspaceRole, name: string): Promise<Colleague> {
  const workspaces = (await (await apiCall(owner, 'GET', '/api/workspaces')).json()) as WorkspaceSummary[];
  const workspace = workspaces.find((candidate) => candidate.personal)!;
  const email = `${role}-${Date.now()}@example.test`;
  const answer = await apiCall(owner, 'POST', `/api/workspaces/${workspace.id}/invitations`, { email, role });
  expect(answer.status(), await answer.text()).toBe(201);
  const { link } = (await answer.json()) as IssuedInvitation;

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText(`invited ${email} as ${role}`)).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return { page, context, workspace };
}
