import { useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';

/** Downloads `{slug}.pdf`, built in the browser from the print page; 'Preparing...' while it works. */
export default function PdfButton({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn secondary"
      data-testid="pdf"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { downloadVehiclePdf } = await import('../../lib/vehicle/pdf/download.ts');
          await downloadVehiclePdf(slug);
        } catch (error) {
          window.alert(error instanceof Error ? error.message : String(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? STRINGS.preparing : VEHICLE_COPY.downloadPdf}
    </button>
  );
}
