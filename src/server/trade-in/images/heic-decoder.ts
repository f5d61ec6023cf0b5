import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A HEIC's primary image as RGBA pixels. */
export type DecodedHeic = { width: number; height: number; rgba: Uint8Array };

/** Why a HEIC gave no pixels: more than the limit, or not a HEIC the decoder can read. */
export type HeicRefusal = { refused: 'too_many_pixels' | 'unreadable' };

const DECODE_TIMEOUT_MS = 30_000;

// Runs as a script or as a module (an eval'd worker takes the parent's --input-type), so it reaches
// modules through process.getBuiltinModule. The dimensions are read from the file's header before
// any pixel is decoded, so an image past the limit costs no memory.
const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const decode = process.getBuiltinModule('node:module').createRequire(workerData.decoder)(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const primary = images[0];
    if (primary.width * primary.height > workerData.maxPixels) return parentPort.postMessage({ refused: 'too_many_pixels' });
    const { width, height, data } = await primary.decode();
    const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, rgba }, [rgba.buffer]);
  } finally {
    images.dispose();
  }
})().catch(() => parentPort.postMessage({ refused: 'unreadable' }));
`;

// Through require.resolve, which vitest's module runner supports (import.meta.resolve it does not).
const require = createRequire(import.meta.url);
const decoderPath = require.resolve('heic-decode');

/**
 * Decodes a HEIC (HEVC in HEIF: what phones take photos in, which sharp's prebuilt libvips cannot
 * decode) with `heic-decode` (libheif compiled to WebAssembly), in a worker of its own: the
 * decoder works synchronously, a 12 MP photo for a second or more, which would otherwise stall
 * every other request. libheif applies the file's rotation and mirroring.
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic | HeicRefusal> {
  return new Promise((resolve) => {
    // A copy of its own: the decoder reads the whole ArrayBuffer under a view, and a small upload's
    // bytes sit in a view of Node's shared buffer pool.
    const own = bytes.slice();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { decoder: decoderPath, bytes: own, maxPixels }, transferList: [own.buffer] });
    const done = (answer: DecodedHeic | HeicRefusal) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ refused: 'unreadable' }), DECODE_TIMEOUT_MS);
    worker.once('message', (answer: DecodedHeic | HeicRefusal) => done(answer));
    worker.once('error', () => done({ refused: 'unreadable' }));
    worker.once('exit', () => done({ refused: 'unreadable' }));
  });
}
