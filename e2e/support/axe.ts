import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result as AxeResult } from 'axe-core';
import { waitUntilSettled } from './screens';

/** WCAG 2.2 AA, the level the product meets (docs/architecture.md), as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  /** How many elements break the rule. */
  count: number;
  /** A few of those elements, enough to find them. */
  targets: string[];
}

export interface ScreenAudit {
  screen: string;
  width: number;
  findings: AxeFinding[];
  /** What axe could not decide (text over a gradient or a translucent bar): for a person to check. */
  needsReview: AxeFinding[];
}

export async function auditScreen(page: Page, screen: string): Promise<ScreenAudit> {
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return {
    screen,
    width: page.viewportSize()?.width ?? 0,
    findings: results.violations.map(toFinding),
    needsReview: results.incomplete.map(toFinding),
  };
}

function toFinding(result: AxeResult): AxeFinding {
  return {
    id: result.id,
    impact: result.impact ?? 'unknown',
    count: result.nodes.length,
    targets: result.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  };
}

export const blockingFindings = (audit: ScreenAudit): AxeFinding[] => audit.findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));

const elements = (findings: AxeFinding[]) => findings.reduce((sum, finding) => sum + finding.count, 0);

/**
 * One line per screen: the elements breaking a rule (serious or critical, then all) and those axe left
 * for review; then one indented line per rule broken.
 */
export function auditTable(audits: ScreenAudit[]): string {
  const lines = ['screen                          width  serious+critical  total  needs review'];
  for (const audit of audits) {
    const figures = [elements(blockingFindings(audit)), elements(audit.findings), elements(audit.needsReview)];
    lines.push(
      `${audit.screen.padEnd(32)}${String(audit.width).padStart(5)}  ${String(figures[0]).padStart(16)}  ${String(figures[1]).padStart(5)}  ${String(figures[2]).padStart(12)}`,
    );
    for (const finding of audit.findings) lines.push(`    ${finding.id} (${finding.impact}) ×${finding.count}: ${finding.targets.join(' | ')}`);
  }
  return lines.join('\n');
}

/** The figures as JSON under e2e/.tmp (gitignored), so a run's numbers can be compared with another's. */
export function saveAudits(name: string, audits: ScreenAudit[]): void {
  const directory = path.join(__dirname, '..', '.tmp', 'axe');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `${name}.json`), JSON.stringify(audits, null, 2));
}
