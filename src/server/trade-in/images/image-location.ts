import path from 'node:path';
import { s3ImageStore, s3SettingsFromEnv } from './s3-image-store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The images' folder under the data dir (the default image store). */
export const imagesDir = (config: { dataDir: string }): string => path.join(config.dataDir, 'trade-in-images');

/** Where the trade-in service keeps images with this environment: the S3 bucket's address, else the data folder. */
export function imageLocation(config: { dataDir: string }, env: Env): string {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? s3ImageStore(s3).location : imagesDir(config);
}
