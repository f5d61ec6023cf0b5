import { LIVECHAT_LOADER } from '../../lib/chat/chat-providers.ts';

/** LiveChat's Chat Widget JS API as its tracking code sets it up (platform.text.com/docs/js-api). */
type LiveChatWidget = {
  _q: unknown[][];
  _h: ((...call: unknown[]) => unknown) | null;
  _v: string;
  call(...args: unknown[]): unknown;
  init(): void;
};

type LiveChatWindow = Window & { __lc?: { license?: number; [key: string]: unknown }; LiveChatWidget?: LiveChatWidget };

/**
 * LiveChat's documented tracking code, written out: `window.__lc.license`, then a LiveChatWidget
 * that queues calls in `_q` until tracking.js (loaded by `init`) takes them over through `_h`.
 */
function liveChat(license: string): LiveChatWidget {
  const w = window as LiveChatWindow;
  w.__lc = { ...(w.__lc ?? {}), license: Number(license) };
  if (w.LiveChatWidget) return w.LiveChatWidget;
  const widget: LiveChatWidget = {
    _q: [],
    _h: null,
    _v: '2.0',
    call: (...args: unknown[]) => (widget._h ? widget._h('call', args) : widget._q.push(['call', args])),
    init: () => {
      const script = document.createElement('script');
      script.async = true;
      script.src = LIVECHAT_LOADER;
      document.head.appendChild(script);
    },
  };
  w.LiveChatWidget = widget;
  widget.init();
  return widget;
}

/**
 * 'Instant Message' with the dealer's chat provider (rule: vehicle.instant-message): the first click
 * loads the provider's script and opens the chat; the link's own page (the car enquiry) stays the
 * way there without JavaScript.
 */
export function wireInstantMessage(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-chat-provider]') : null;
    if (!button) return;
    const license = button.dataset['chatLicense'];
    if (button.dataset['chatProvider'] !== 'livechat' || !license) return;
    event.preventDefault();
    liveChat(license).call('maximize');
  });
}
