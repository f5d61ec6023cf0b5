/**
 * The chat providers 'Instant Message' can open (rule: vehicle.instant-message), behind one
 * interface: what the dealer configures (`vehicle_page.instant_message`), the origins the site's
 * Content-Security-Policy must allow for it, and how the button opens it. Nothing of a provider loads
 * with the page: its script is fetched on the shopper's first click.
 */

/** `vehicle_page.instant_message` when on: the provider, and LiveChat's licence number. */
export type InstantMessageConfig = { provider: 'enquiry-form' | 'livechat'; license: string | null };

/** A chat the Instant Message button opens itself (the embedded default opens the enquiry form as a lead dialog). */
export type ProviderChat = { provider: 'livechat'; license: string };

/** The chat the button opens, or null for the embedded default (the car enquiry form). */
export function providerChat(chat: InstantMessageConfig): ProviderChat | null {
  return chat.provider === 'livechat' && chat.license !== null ? { provider: 'livechat', license: chat.license } : null;
}

/** Origins a provider needs, per CSP directive. */
export type ChatSources = { script: string[]; connect: string[]; frame: string[] };

/**
 * LiveChat's hosts as its CSP guide names them ('*.livechatinc.com', livechat.com/help/use-livechat-with-content-security-policy):
 * the loader and widget scripts, the widget's frame and its API and socket connections.
 */
const LIVECHAT_SOURCES: ChatSources = {
  script: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  frame: ['https://*.livechatinc.com'],
};

/** The origins the dealer's chat needs; the embedded default needs none. */
export function chatSources(chat: InstantMessageConfig | false): ChatSources {
  return chat !== false && providerChat(chat) !== null ? LIVECHAT_SOURCES : { script: [], connect: [], frame: [] };
}

/** LiveChat's documented loader script (platform.text.com/docs/js-api: the tracking code's `init`). */
export const LIVECHAT_LOADER = 'https://cdn.livechatinc.com/tracking.js';
