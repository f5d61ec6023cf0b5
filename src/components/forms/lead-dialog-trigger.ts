import { PAGE_SETTINGS_ID } from './page-settings.ts';

/**
 * Buttons marked `data-lead-dialog` (Enquire, Test Drive, Quick Enquiry, Find Me Something
 * Similar) open their form in a dialog. They are links to the form's page, so they work before
 * this runs or without JavaScript; the dialog's code loads on the first click only.
 */
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-lead-dialog]');
  if (!trigger || !document.getElementById(PAGE_SETTINGS_ID)) return;
  event.preventDefault();
  import('./open-lead-dialog.tsx')
    .then(({ openLeadDialog }) => openLeadDialog(trigger))
    .then((opened) => {
      if (!opened && trigger instanceof HTMLAnchorElement) window.location.assign(trigger.href);
    })
    .catch((error: unknown) => {
      console.error('lead dialog failed to open', error);
      if (trigger instanceof HTMLAnchorElement) window.location.assign(trigger.href);
    });
});
