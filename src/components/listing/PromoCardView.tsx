import type { PromoCard } from '../../lib/content/promo-schema.ts';
import { readableTextOn } from '../../lib/site/colour.ts';

/** A promo card in the results grid. */
export default function PromoCardView({ promo }: { promo: PromoCard }) {
  const tile = promo.node;
  return (
    <aside
      className="promo-card"
      style={tile.background ? { background: tile.background, color: readableTextOn(tile.background) } : undefined}
      data-promo={tile.title ?? tile.alt}
    >
      <a href={tile.link}>
        <img src={tile.image} alt={tile.alt} width={400} height={300} loading="lazy" decoding="async" />
        {tile.title || tile.text ? (
          <span className="promo-copy">
            {tile.title ? <strong className="promo-title">{tile.title}</strong> : null}
            {tile.text ? <span className="promo-text">{tile.text}</span> : null}
          </span>
        ) : null}
      </a>
    </aside>
  );
}
