import type { ReactNode } from 'react';
import type { CardView } from '../../lib/listing/card-view.ts';
import { imageSrcSet, imageUrl } from '../../lib/images/image-url.ts';
import { STRINGS } from '../../lib/strings.ts';
import CardActions from './CardActions.tsx';
import PhotoComingSoon from './PhotoComingSoon.tsx';
import CarTagView from './CarTagView.tsx';

export type CarCardViewProps = {
  view: CardView;
  /** Load the image at once (cards in the first row). */
  eager?: boolean;
  /** In place of the device's Save/compare toggles: a list's own (the watchlist's 'Watching'). */
  tools?: ReactNode;
};

/**
 * A vehicle card: the one markup for the static card (CarCard.astro) and the listing island,
 * rendered from the card view model.
 */
export default function CarCardView({ view, eager = false, tools }: CarCardViewProps) {
  return (
    <article className={view.available ? 'card' : 'card unavailable'} data-car-id={view.id}>
      <a className="media" href={view.href} tabIndex={-1} aria-hidden="true">
        {view.image ? (
          <img
            src={imageUrl(view.image, { width: 400, ...view.imageHost })}
            srcSet={imageSrcSet(view.image, [400, 800], view.imageHost)}
            sizes="(min-width: 960px) 33vw, (min-width: 600px) 50vw, 100vw"
            width={400}
            height={300}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : view.placeholder ? (
          <PhotoComingSoon style={view.placeholder.style} silhouette={view.placeholder.silhouette} />
        ) : null}
        <CarTagView tag={view.tag} />
      </a>
      <div className="body">
        <h3>
          <a href={view.href}>{view.title}</a>
        </h3>
        <div className="price">
          {view.price.was ? <s>{view.price.was}</s> : null}
          {view.price.text}
          {view.price.type ? <small>{view.price.type}</small> : null}
        </div>
        <ul className="specs">
          {view.specs.map((spec, i) => (
            <li key={i}>{spec}</li>
          ))}
        </ul>
        {tools ?? (view.favourite ? <CardActions car={view.favourite} /> : null)}
        <div className="actions">
          <a className="btn" href={view.href}>
            {STRINGS.exploreVehicle}
          </a>
          <a className="btn secondary" href={view.enquireHref} data-lead-dialog="quick-enquiry" data-car-id={view.id} data-car-title={view.title}>
            {STRINGS.quickEnquiry}
          </a>
          {view.reserve ? (
            <a className="btn accent" href={view.reserve.href}>
              {view.reserve.label}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
