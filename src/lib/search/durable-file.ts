import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces a file so readers see the old or the new content, never a mix, and the new content
 * survives a crash once this resolves: write a temporary file beside it, fsync, rename over, fsync
 * the folder.
 */
export async function writeFileDurably(file: string, content: string): Promise<void> {
  const folder = path.dirname(file);
  await fs.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  const directory = await fs.open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** Appends `content` to `file` in one write and fsyncs it (and the folder, when it created the file) before resolving. */
export async function appendDurably(file: string, content: string): Promise<void> {
  const handle = await fs.open(file, 'a');
  let created = false;
  try {
    created = (await handle.stat()).size === 0;
    await handle.write(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (!created) return;
  const directory = await fs.open(path.dirname(file), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
