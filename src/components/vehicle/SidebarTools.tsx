import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import type { FavouriteInput } from '../../stores/favourites.ts';
import FavouriteButton from './FavouriteButton.tsx';
import PdfButton from './PdfButton.tsx';
import PhoneReveal, { type PhoneRevealProps } from './PhoneReveal.tsx';
import ShareButton, { type ShareButtonProps } from './ShareButton.tsx';
import ToastHost from './ToastHost.tsx';
import WatchlistButton, { type WatchlistButtonProps } from './WatchlistButton.tsx';
import { reactIsland } from '../react-island.ts';
import { STRINGS } from '../../lib/strings.ts';

interface SidebarToolsProps {
  share: ShareButtonProps;
  /** Null when the favourite button is hidden for this car. */
  favourite: FavouriteInput | null;
  /** Null unless the dealer has the signed-in watchlist. */
  watchlist: WatchlistButtonProps | null;
  /** The car's slug when the dealer offers printing: the print link and the PDF download. */
  print: { href: string; slug: string } | null;
  phone: PhoneRevealProps | null;
}

/** The sidebar's interactive tools in one island: share, favourite, watchlist, print and PDF, the phone, and toasts. */
function SidebarTools({ share, favourite, watchlist, print, phone }: SidebarToolsProps) {
  return (
    <div className="sidebar-tools">
      <div className="tools">
        <ShareButton {...share} />
        {favourite && <FavouriteButton car={favourite} />}
        {watchlist && <WatchlistButton {...watchlist} />}
        {print && (
          <>
            <a className="btn secondary" href={print.href} target="_blank" rel="noopener">
              {STRINGS.print}
            </a>
            <PdfButton slug={print.slug} />
          </>
        )}
      </div>
      {watchlist && (
        <p className="tools-note" id="fave-and-watch">
          {ACCOUNT_COPY.faveAndWatchExplained}
        </p>
      )}
      {phone && <PhoneReveal {...phone} />}
      <ToastHost />
    </div>
  );
}

export default reactIsland(SidebarTools);
