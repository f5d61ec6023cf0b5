import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyReportPdf, stockImageFiles, writeStockImages } from './images.ts';

const files = [...stockImageFiles()];

describe('stock images', () => {
  it('is a bounded set of uniquely named files under /stock-images/', () => {
    expect(files.length).toBeLessThan(5000);
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length);
    for (const f of files) expect(f.file).toMatch(/^\/stock-images\/[a-z0-9/-]+\.(svg|pdf)$/);
  });

  it('gives gallery images a fixed 4:3 viewBox and panoramas 2:1', () => {
    for (const f of files.filter((x) => x.file.endsWith('.svg'))) {
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(f.content);
      const ratio = f.file.includes('/spin/interior-') ? 2 : 4 / 3;
      expect(Number(viewBox?.[1]) / Number(viewBox?.[2])).toBeCloseTo(ratio);
    }
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = historyReportPdf();
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref).startsWith('xref')).toBe(true);
  });

  it('rewrites nothing when the files are already current', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-images-'));
    try {
      expect(writeStockImages(dir)).toEqual({ total: files.length, written: files.length });
      expect(writeStockImages(dir)).toEqual({ total: files.length, written: 0 });
      expect(fs.readFileSync(path.join(dir, files[0]?.file ?? ''), 'utf8')).toBe(files[0]?.content);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
