import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The repository's dealers folder copied to `dir` (once: an existing copy is kept), with `dealer`'s
 * `shopper_alerts` switches overridden by `switches` — for a server pointed at it by
 * FORECOURT_DEALERS_DIR, the dealer config read as production reads it.
 */
export function dealersWithShopperAlerts(dir: string, dealer: string, switches: Record<string, unknown>): string {
  if (fs.existsSync(dir)) return dir;
  fs.cpSync(path.join(root, 'dealers'), dir, { recursive: true });
  const file = path.join(dir, dealer, 'dealer.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { shopper_alerts: Record<string, unknown> };
  config.shopper_alerts = { ...config.shopper_alerts, ...switches };
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}
