import { useState } from 'react';
import { imageRefusal, SNIFF_BYTES } from '../../lib/trade-in/image-type.ts';
import { STRINGS } from '../../lib/strings.ts';

export interface ImagesStepProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/**
 * 'Upload Images': the shopper adds photos (optional), each checked by its size and first bytes
 * before anything is sent; a refused file is named with the spec's message and left out.
 */
export default function ImagesStep({ files, onChange }: ImagesStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  async function add(chosen: FileList | null) {
    if (!chosen) return;
    const next = [...files];
    let refused: string | null = null;
    for (const file of Array.from(chosen)) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const why = imageRefusal({ size: file.size, head }, next.length);
      if (why) refused ??= why;
      else next.push(file);
    }
    setRefusal(refused);
    onChange(next);
  }

  return (
    <div className="ti-images">
      <p id="trade-in-images-hint">{STRINGS.tradeInImagesHint}</p>
      <label htmlFor="trade-in-images">{STRINGS.tradeInChooseImages}</label>
      <input
        id="trade-in-images"
        type="file"
        multiple
        accept="image/png,image/gif,image/jpeg,image/heic,.heic"
        aria-describedby="trade-in-images-hint"
        onChange={(e) => {
          const input = e.currentTarget;
          void add(input.files).then(() => {
            input.value = '';
          });
        }}
      />
      {refusal ? (
        <p className="lf-error" role="alert" data-testid="trade-in-image-refusal">
          {refusal}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="ti-files" data-testid="trade-in-files">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="btn secondary"
                onClick={() => {
                  setRefusal(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                {STRINGS.tradeInRemoveImage(file.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
