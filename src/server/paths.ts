import path from 'node:path';

// src/server/paths.ts and its compiled twin build/server/paths.js sit at the same depth, so the
// repository root resolves identically from both; data files (migrations, dist/) are read in place.
export const repoRoot = path.resolve(__dirname, '..', '..');
export const migrationsDir = path.join(repoRoot, 'src', 'server', 'db', 'migrations');
export const defaultClientDir = path.join(repoRoot, 'dist');
