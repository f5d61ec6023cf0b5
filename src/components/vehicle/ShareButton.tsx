import { useEffect, useId, useRef, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { COPY_NOTICE_MS, COPY_TOAST_MS, shareLinks, shareWindowFeatures } from '../../lib/vehicle/share.ts';
import { showToast } from '../../stores/toasts.ts';
import { copyText } from './clipboard.ts';

export interface ShareButtonProps {
  url: string;
  title: string;
  /** dialog: 'Share this car' with channel links and 'Copied' for 1.5 s; sidebar: copy with a 3 s toast. */
  variant: 'dialog' | 'sidebar';
  twitter: boolean;
}

export default function ShareButton({ url, title, variant, twitter }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const nativeShare = () => navigator.share({ title, url }).catch((error: unknown) => console.warn('share cancelled or failed', error));
  const copy = async () => {
    if (!(await copyText(url))) return;
    if (variant === 'sidebar') {
      showToast({ title: STRINGS.copiedToClipboard(title), text: '' }, COPY_TOAST_MS);
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPY_NOTICE_MS);
  };

  if (variant === 'sidebar') {
    return (
      <button type="button" className="btn secondary" data-testid="share" onClick={() => (canShare ? nativeShare() : copy())}>
        <span aria-hidden="true">⤴</span> {VEHICLE_COPY.share}
      </button>
    );
  }
  return (
    <div className="share" ref={root}>
      <button type="button" className="btn secondary" data-testid="share" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⤴</span> {VEHICLE_COPY.share}
      </button>
      {open && (
        <div className="share-panel" id={panelId} role="dialog" aria-label={STRINGS.shareThisCar}>
          <strong>{STRINGS.shareThisCar}</strong>
          <ul>
            {shareLinks(url, title, { twitter }).map((link) => (
              <li key={link.channel}>
                <a
                  href={link.href}
                  target={link.popup ? '_blank' : undefined}
                  rel={link.popup ? 'noopener' : undefined}
                  data-channel={link.channel}
                  onClick={(e) => {
                    if (!link.popup) return;
                    e.preventDefault();
                    window.open(link.href, 'share', shareWindowFeatures(window.screen));
                  }}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className="btn secondary" data-testid="copy-link" onClick={copy}>
            {copied ? STRINGS.copied : VEHICLE_COPY.copyLink}
          </button>
          {canShare && (
            <button type="button" className="btn secondary" onClick={nativeShare}>
              {VEHICLE_COPY.moreShareOptions}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
