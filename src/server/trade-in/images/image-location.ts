import path from 'node:path';

/** The images' folder under the data dir (the default image store). */
export const imagesDir = (config: { dataDir: string }): string => path.join(config.dataDir, 'trade-in-images');
