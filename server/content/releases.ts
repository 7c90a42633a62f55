// A publish's output on disk (decision 089): a release is a whole copy of the client build, the
// files the build wrote hard-linked (no bytes copied) and the re-rendered pages written over them,
// compressed as the build compresses but for brotli's quality (a publish's: precompress.ts).
// `current` is a symbolic link to the live release, replaced by rename(2), so a reader sees the old
// site or the new one and never a mix. The build's own directory is never written.
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isCompressible, PUBLISH_BROTLI_QUALITY, precompressAll } from './precompress.ts';

/** A release's name: its publish id, letters, digits and dashes only (it names a directory). */
const RELEASE_ID = /^[A-Za-z0-9-]{1,64}$/;

export type StagedRelease = {
  id: string;
  /** The release's client directory (what the servers serve once it is current). */
  clientDir: string;
  /** Files whose bytes differ from the build's (paths below the client directory). */
  changed: string[];
};

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        // Another file system (a release directory on a volume of its own): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Writes release `id` under `siteDir/releases/`: the client build `clientDir` linked but for the
 * `removed` pages, `files` written over it (with their .br and .gz). Built in a scratch directory and renamed into place,
 * so a release that exists is whole. Changes nothing that is served.
 */
/** A file a release writes over the build's: a rendered page, or bytes (a share image drawn again). */
export type ReleaseFile = { path: string; contents: string | Uint8Array };

export async function stageRelease(options: {
  clientDir: string;
  siteDir: string;
  id: string;
  files: readonly ReleaseFile[];
  /** Pages of the build the release does not have (`/service/internet/provider-detail/viasat`): their files and data. */
  removed?: readonly string[];
  /**
   * Files an earlier release has as this one must (pages rendered from the same documents by the
   * same build): linked from its client directory `from` with their .br and .gz, not written again.
   */
  linked?: { from: string; paths: readonly string[] };
  /**
   * Last, on the finished client directory (still in its scratch place; `servedFrom` is where it
   * will be): what else the release carries (nginx's include).
   */
  finish?: (clientDir: string, servedFrom: string) => Promise<unknown>;
}): Promise<StagedRelease> {
  if (!RELEASE_ID.test(options.id))
    throw new Error(`release id ${JSON.stringify(options.id)} is not a plain name`);
  const releases = join(options.siteDir, 'releases');
  const final = join(releases, options.id);
  if (existsSync(final)) throw new Error(`release ${options.id} exists already`);
  // Servers sharing a data directory may stage the same release at once: each in a scratch
  // directory of its own; the first rename wins and the others keep what it wrote.
  const scratch = join(releases, `.${options.id}.${randomBytes(6).toString('hex')}.staging`);
  try {
    const clientDir = join(scratch, 'client');
    linkTree(resolve(options.clientDir), clientDir);
    // Unlinking the release's links leaves the build's files as they are.
    for (const page of options.removed ?? []) {
      const dir = resolve(clientDir, `.${page}`);
      if (relative(clientDir, dir).startsWith('..') || dir === clientDir)
        throw new Error(`${page} is outside the build`);
      rmSync(dir, { recursive: true, force: true });
      for (const ext of ['', '.br', '.gz']) rmSync(`${dir}.data${ext}`, { force: true });
    }
    for (const path of options.linked?.paths ?? []) {
      const source = resolve(options.linked?.from ?? '', path);
      const target = resolve(clientDir, path);
      if (relative(clientDir, target).startsWith('..')) throw new Error(`${path} is outside the build`);
      for (const ext of ['', '.br', '.gz']) {
        if (existsSync(`${target}${ext}`)) unlinkSync(`${target}${ext}`);
        if (!existsSync(`${source}${ext}`)) continue;
        mkdirSync(dirname(target), { recursive: true });
        linkSync(`${source}${ext}`, `${target}${ext}`);
      }
    }
    const changed: string[] = [];
    for (const file of options.files) {
      const target = resolve(clientDir, file.path);
      if (relative(clientDir, target).startsWith('..')) throw new Error(`${file.path} is outside the build`);
      if (existsSync(target) && readFileSync(target).equals(Buffer.from(file.contents))) continue;
      // Replace the link, never write through it: the build's file is shared with it.
      for (const f of [target, `${target}.br`, `${target}.gz`]) if (existsSync(f)) unlinkSync(f);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
      changed.push(file.path);
    }
    await precompressAll(
      changed.map((p) => resolve(clientDir, p)).filter(isCompressible),
      PUBLISH_BROTLI_QUALITY,
    );
    await options.finish?.(clientDir, join(final, 'client'));
    try {
      renameSync(scratch, final);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!(code === 'ENOTEMPTY' || code === 'EEXIST') || !existsSync(final)) throw error;
      rmSync(scratch, { recursive: true, force: true });
    }
    return { id: options.id, clientDir: join(final, 'client'), changed };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Removes all but the newest `keep` releases besides the live one (and scratch directories an
 * interrupted staging left an hour ago or more). A server holds the release it serves in memory,
 * and nginx the one its last reload named, so older ones are read by nobody.
 */
export function pruneReleases(siteDir: string, keep: number, now: number): string[] {
  const releases = join(siteDir, 'releases');
  if (!existsSync(releases)) return [];
  const live = currentRelease(siteDir);
  const entries = readdirSync(releases).map((name) => ({
    name,
    mtime: statSync(join(releases, name)).mtimeMs,
  }));
  const staged = entries
    .filter((e) => !e.name.startsWith('.') && e.name !== live)
    .sort((a, b) => b.mtime - a.mtime)
    .slice(keep);
  const stale = entries.filter((e) => e.name.startsWith('.') && e.mtime < now - 3_600_000);
  const removed = [...staged, ...stale].map((e) => e.name);
  for (const name of removed) rmSync(join(releases, name), { recursive: true, force: true });
  return removed;
}

/** The symbolic link to the live release. */
export const currentLink = (siteDir: string) => join(siteDir, 'current');

/** Makes release `id` the live one in a single rename(2). */
export function activateRelease(siteDir: string, id: string): void {
  if (!RELEASE_ID.test(id)) throw new Error(`release id ${JSON.stringify(id)} is not a plain name`);
  if (!existsSync(join(siteDir, 'releases', id, 'client'))) throw new Error(`release ${id} is not staged`);
  const next = join(siteDir, `.current-${id}`);
  rmSync(next, { force: true });
  symlinkSync(join('releases', id), next);
  renameSync(next, currentLink(siteDir));
}

/** The live release's id, or undefined while the build itself is served. */
export function currentRelease(siteDir: string): string | undefined {
  try {
    return readlinkSync(currentLink(siteDir)).split('/').at(-1);
  } catch {
    return undefined;
  }
}
