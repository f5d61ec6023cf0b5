import type { CarTag } from '../../lib/inventory/car-tags.ts';

/**
 * A card's tag: words on a coloured label, or a certified programme's image badge with the
 * programme's name as its alt text (rule: stock.certified-badges).
 */
export default function CarTagView({ tag }: { tag: CarTag | null }) {
  if (tag === null) return null;
  if (tag.image) {
    return (
      <span className="tag tag--badge" data-tag={tag.kind}>
        <img src={tag.image} alt={tag.label} width={96} height={32} decoding="async" />
      </span>
    );
  }
  const sold = tag.kind === 'sold' || tag.kind === 'just-sold';
  return (
    <span className={sold ? 'tag sold' : 'tag'} data-tag={tag.kind}>
      {tag.label}
    </span>
  );
}
