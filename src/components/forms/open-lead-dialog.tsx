import { createRoot, type Root } from 'react-dom/client';
import { leadCarOf } from '../../lib/leads/lead-car.ts';
import { isLeadDialogKey } from '../../lib/leads/lead-entries.ts';
import LeadDialog from './LeadDialog.tsx';
import { readPageSettings } from './page-settings.ts';

const dialogs = new Map<string, { root: Root; opened: number }>();

/**
 * Opens the lead dialog a `data-lead-dialog` button names, for the car it names (`data-car-id`,
 * `data-car-title`) or the page's car, headed and sent as the button says (`data-lead-title`,
 * `data-lead-submit`: 'Book an Inspection' for a caravan). One dialog per button kind and car, created on
 * the first click and kept, so what was typed is still there the next time.
 */
export function openLeadDialog(trigger: HTMLElement): boolean {
  const kind = trigger.dataset['leadDialog'];
  const page = readPageSettings();
  if (!isLeadDialogKey(kind) || page === null) return false;
  const carId = trigger.dataset['carId'] ?? page.car?.car_id ?? null;
  const pageCar = page.car !== null && page.car.car_id === carId ? page.car : null;
  const car = pageCar ?? (carId === null ? null : { ...leadCarOf({ id: carId }, page.settings.dealerships), title: trigger.dataset['carTitle'] ?? '' });
  const { leadTitle, leadSubmit } = trigger.dataset;
  const words = leadTitle && leadSubmit ? { title: leadTitle, submit: leadSubmit } : null;
  const key = `${kind}:${carId ?? ''}`;
  let dialog = dialogs.get(key);
  if (!dialog) {
    const host = document.createElement('div');
    document.body.append(host);
    dialog = { root: createRoot(host), opened: 0 };
    dialogs.set(key, dialog);
  }
  dialog.opened += 1;
  dialog.root.render(
    <LeadDialog
      entry={kind}
      words={words}
      settings={page.settings}
      car={car}
      lookUpCar={pageCar === null && car !== null}
      opened={dialog.opened}
      returnFocus={trigger}
    />,
  );
  return true;
}
