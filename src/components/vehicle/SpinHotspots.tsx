import { useState } from 'react';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import type { PlacedHotspot } from '../../lib/vehicle/spin-state.ts';

/** A hotspot as the car record has it: where it sits on each frame that shows it. */
export interface SpinHotspot {
  id: string;
  description: string;
  positions: { frame: number; x: number; y: number }[];
}

/** Hotspot markers over a frame; a marker shows its description when pressed. */
export default function SpinHotspots({ hotspots }: { hotspots: PlacedHotspot[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {hotspots.map((h) => (
        <button
          type="button"
          key={h.id}
          className="spin-hotspot"
          style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }}
          aria-label={VEHICLE_COPY.hotspot(h.description)}
          aria-expanded={open === h.id}
          data-testid="hotspot"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={() => setOpen(open === h.id ? null : h.id)}
        >
          <span aria-hidden="true">+</span>
          {open === h.id && (
            <span className="spin-hotspot-text" role="tooltip">
              {h.description}
            </span>
          )}
        </button>
      ))}
    </>
  );
}
