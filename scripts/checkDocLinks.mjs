// `npm run docs:check`: every pointer into docs/ resolves, and the repository explains itself.
// - A reference written as docs/<name>.md, optionally with #anchor, anywhere in src/, e2e/, scripts/, .ci/,
//   README.md, docs/ or a top-level config file, names a file that exists, and its anchor is a heading of that
//   file (GitHub's slug: lowercase, spaces to '-', punctuation other than '-' and '_' dropped) or an explicit
//   <a id="…">.
// - A relative markdown link in any of those .md files leads to a file that exists, and to a heading or
//   <a id> of it when it carries an anchor (a bare #anchor points into its own file).
// - No file points to the product's design papers by section, nor to an issue by number: they are not in
//   the repository, so what a comment needs of them belongs in docs/ (see docs/README.md).
// Prints each failure as file:line and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED_FOLDERS = ['src', 'e2e', 'scripts', 'docs', '.ci'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', '.cache', '.data', '.tmp', 'test-results', 'playwright-report']);
/** Top-level files that are neither sources nor configuration (the lock file is npm's). */
const SKIPPED_TOP_LEVEL_FILES = new Set(['package-lock.json']);

/** docs/<name>.md#anchor written from the repository's root, not as part of a longer path. */
const DOC_REFERENCE = /(?<![\w./-])docs\/([\w-]+(?:\/[\w-]+)*\.md)(?:#([\w-]+))?/g;
/** [text](target) in markdown; the target's anchor, if any, follows '#'. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const EXTERNAL_TARGET = /^[a-z][a-z0-9+.-]*:/i;
/** A section of the specification or design papers, those papers by name, or an issue number. */
const FORBIDDEN_MENTION = /\b(?:SPEC|DESIGN)(?:\s*§|\.md\b)|\bissue\s*#\d+/gi;

/** Every file to scan, as paths relative to the root. */
function filesToScan() {
  const topLevel = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !SKIPPED_TOP_LEVEL_FILES.has(entry.name))
    .map((entry) => entry.name);
  return [...topLevel, ...SCANNED_FOLDERS.flatMap((folder) => filesBelow(folder))];
}

function filesBelow(folder) {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesBelow(relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The file's text, or null for a binary file (an image, a font). */
function readText(file) {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** GitHub's anchor for a heading: markup and punctuation dropped, lowercase, spaces to '-'. */
function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** The anchors a markdown file offers: its headings' slugs (numbered on repeats, as GitHub does) and <a id>s. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
  return anchorCache.get(file);
}

/** The references a line makes: { target, anchor } with target relative to the root. */
function referencesOn(line, file) {
  const references = [...line.matchAll(DOC_REFERENCE)].map(([, name, anchor]) => ({ target: `docs/${name}`, anchor }));
  if (!file.endsWith('.md')) return references;
  for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
    if (EXTERNAL_TARGET.test(link)) continue;
    const [address, anchor] = link.split('#');
    const target = address === '' ? file : path.normalize(path.join(path.dirname(file), decodeURIComponent(address)));
    if (!references.some((known) => known.target === target && known.anchor === anchor)) references.push({ target, anchor });
  }
  return references;
}

/** Why a reference does not resolve, or null when it does. */
function problemWith({ target, anchor }) {
  const absolute = path.join(root, target);
  if (target.startsWith('..') || !existsSync(absolute)) return `${target} does not exist`;
  if (!anchor) return null;
  if (!target.endsWith('.md') || statSync(absolute).isDirectory()) return `${target} has no anchors to link to (#${anchor})`;
  return anchorsOfFile(target).has(anchor) ? null : `${target} has no heading or <a id> for #${anchor}`;
}

function check() {
  const failures = [];
  let referenceCount = 0;
  let fileCount = 0;
  for (const file of filesToScan()) {
    const text = readText(file);
    if (text === null) continue;
    fileCount += 1;
    text.split('\n').forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const reference of referencesOn(line, file)) {
        referenceCount += 1;
        const problem = problemWith(reference);
        if (problem) failures.push(`${where}: ${problem}`);
      }
      for (const [mention] of line.matchAll(FORBIDDEN_MENTION)) {
        failures.push(`${where}: "${mention}" points outside the repository; say it in docs/ and point there`);
      }
    });
  }
  return { failures, referenceCount, fileCount };
}

const { failures, referenceCount, fileCount } = check();
failures.forEach((failure) => console.error(failure));
console.log(`docs:check: ${referenceCount} references in ${fileCount} files, ${failures.length} failing`);
process.exitCode = failures.length > 0 ? 1 : 0;
