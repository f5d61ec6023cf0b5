/** Copies text with the async Clipboard API (secure contexts, which localhost and every HTTPS site are); failures are logged. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('copy to clipboard failed', error);
    return false;
  }
}
