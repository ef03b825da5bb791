import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** src/client, where the checks that read the client's own sources start. */
const CLIENT = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every TypeScript source of the client but its tests, named from src/client with forward slashes ('lib/format.ts'). */
export function clientSources(): { name: string; text: string }[] {
  return sourceFiles(CLIENT).map((file) => ({ name: path.relative(CLIENT, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
}
