import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on disk, as released (0.5), acknowledges a COMMIT once Postgres has written its WAL with
 * write(): the data then sits in the kernel's page cache, so it survives the process being killed
 * but not the machine losing power or crashing. Postgres runs with `-F` (fsync off), and even with
 * fsync on its calls would reach nothing: Emscripten's NODEFS has no fsync, and fdatasync is a
 * no-op (see electric-sql/pglite#1107).
 *
 * This filesystem gives NODEFS a real fsync, and Postgres runs with fsync on and
 * `wal_sync_method=fsync` (the one sync call that reaches the filesystem), so a COMMIT returns only
 * once its WAL is on disk, and checkpoints fsync the data files, as on a regular Postgres. It costs
 * one fsync per commit; see the figures in the README.
 */
export class FsyncingNodeFS extends NodeFS {
  async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as EmscriptenNodeFs | undefined;
      // Fail loudly if a PGlite upgrade moved this: silently losing durability is worse than not starting.
      if (!nodefs?.stream_ops || typeof nodefs.realPath !== 'function') throw new Error('PGlite: NODEFS is not where FsyncingNodeFS expects it');
      nodefs.stream_ops.fsync = (stream) => {
        fsyncStream(nodefs, stream);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

type EmscriptenStream = { nfd?: number; node: unknown };
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
  realPath(node: unknown): string;
};

/** NODEFS holds a host descriptor for regular files only; a directory (after a create or rename) is opened for the call. */
function fsyncStream(nodefs: EmscriptenNodeFs, stream: EmscriptenStream): void {
  if (stream.nfd !== undefined) return fs.fsyncSync(stream.nfd);
  const descriptor = fs.openSync(nodefs.realPath(stream.node), 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** PGlite's own start parameters, with fsync on and the WAL flushed by the fsync FsyncingNodeFS provides. */
export const durableStartParams: PGliteOptions['startParams'] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
