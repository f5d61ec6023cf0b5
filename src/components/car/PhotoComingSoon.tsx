import type { NoPhotoStyle, Silhouette } from '../../lib/images/photo-placeholder.ts';
import { LISTING_COPY } from '../../lib/listing/copy.ts';

type Wheel = readonly [cx: number, cy: number, r: number];

/** Side views in a 120 × 60 box, facing right: the body's outline and its wheels. */
const SHAPES: Readonly<Record<Silhouette, { body: string; wheels: readonly Wheel[] }>> = {
  sedan: {
    body: 'M8 44 L9 34 Q11 30 20 29 L38 27 L50 18 Q53 16 58 16 L80 16 Q85 16 88 19 L98 27 L110 30 Q114 31 114 35 L114 44 Z',
    wheels: [
      [30, 45, 7],
      [92, 45, 7],
    ],
  },
  hatch: {
    body: 'M10 44 L10 33 Q11 29 18 28 L36 25 L48 16 Q51 14 56 14 L90 14 Q95 14 97 18 L106 29 Q110 31 110 35 L110 44 Z',
    wheels: [
      [28, 45, 7],
      [90, 45, 7],
    ],
  },
  suv: {
    body: 'M8 44 L8 29 Q9 25 16 24 L30 22 L40 11 Q42 9 47 9 L96 9 Q101 9 103 13 L110 25 Q114 27 114 31 L114 44 Z',
    wheels: [
      [30, 45, 8],
      [92, 45, 8],
    ],
  },
  ute: {
    body: 'M6 44 L6 28 Q7 24 14 23 L26 21 L36 10 Q38 8 43 8 L64 8 Q67 8 67 11 L67 24 L114 24 L114 44 Z',
    wheels: [
      [26, 45, 8],
      [94, 45, 8],
    ],
  },
  van: {
    body: 'M6 44 L6 22 L16 8 Q18 6 22 6 L110 6 Q114 6 114 10 L114 44 Z',
    wheels: [
      [26, 45, 8],
      [94, 45, 8],
    ],
  },
  coupe: {
    body: 'M8 44 L9 36 Q11 32 20 31 L40 29 L54 20 Q57 18 62 18 L76 18 Q82 18 88 24 L96 30 L110 33 Q114 34 114 38 L114 44 Z',
    wheels: [
      [28, 45, 7],
      [94, 45, 7],
    ],
  },
  truck: {
    body: 'M6 44 L6 10 Q6 6 10 6 L78 6 L78 44 Z M81 44 L81 18 L99 18 L110 29 Q114 31 114 35 L114 44 Z',
    wheels: [
      [20, 47, 7],
      [60, 47, 7],
      [98, 47, 7],
    ],
  },
  caravan: {
    body: 'M10 44 L10 14 Q10 6 20 6 L98 6 Q108 6 108 16 L108 40 L118 42 L118 44 Z',
    wheels: [[58, 47, 7]],
  },
  motorcycle: {
    body: 'M24 44 L50 27 L78 27 L96 44 L86 44 L72 33 L52 33 L36 44 Z M46 25 L60 17 L76 19 L84 25 Z M84 23 L91 12 L96 12 L90 25 Z',
    wheels: [
      [24, 44, 12],
      [96, 44, 12],
    ],
  },
};

export type PhotoComingSoonProps = {
  style: NoPhotoStyle;
  silhouette: Silhouette;
  /**
   * The placeholder's text alternative where it stands for the car's photo (the car page); without
   * it the placeholder is decorative, as a card's photo is (its title follows).
   */
  alt?: string | null;
};

/**
 * The photo-coming-soon placeholder: the dealer's logo on its brand colour (the logo comes from
 * the page's --dealer-logo, set once by the layout), or the car's body silhouette, above the words
 * 'Photo coming soon'. It fills the box the photo would have had (rule: stock.no-photo).
 */
export default function PhotoComingSoon({ style, silhouette, alt = null }: PhotoComingSoonProps) {
  const shape = SHAPES[silhouette];
  const labelled = alt !== null && alt !== '';
  return (
    <span
      className={`photo-soon photo-soon--${style}`}
      data-testid="photo-coming-soon"
      data-silhouette={style === 'silhouette' ? silhouette : undefined}
      {...(labelled ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {style === 'silhouette' ? (
        <svg className="photo-soon__art" viewBox="0 0 120 60" aria-hidden="true" focusable="false">
          <path d={shape.body} />
          {shape.wheels.map(([cx, cy, r]) => (
            <circle key={cx} cx={cx} cy={cy} r={r} />
          ))}
        </svg>
      ) : (
        <span className="photo-soon__art photo-soon__logo" />
      )}
      <span className="photo-soon__text">{LISTING_COPY.photoComingSoon}</span>
    </span>
  );
}
