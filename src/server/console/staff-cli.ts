import { parseArgs } from 'node:util';
import { z } from 'zod';
import { operatorCell as cell } from '../../lib/text/operator-text.ts';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import { DEFAULT_DEPARTMENTS, ROLES, type Role } from './staff-model.ts';
import type { StaffService } from './staff-service.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';

export type StaffCliResult = { out: string; code: number };

const USAGE =
  'usage: npm run staff -- invite <email> --dealer <slug> --role <owner|manager|sales|service> [--name <name>] [--phone <mobile>]\n' +
  '       npm run staff -- list --dealer <slug>\n' +
  '       npm run staff -- remove <email> --dealer <slug>   (ends their console sessions at once)\n';

const ACTOR = 'command line';

/**
 * The console's staff from a shell (docs/console.md): invite the first owner of a dealer, list a
 * dealer's staff, remove someone. Each change is written to the dealer's audit log as the command
 * line's. Later staff are invited from the console.
 */
export async function runStaffCli(args: readonly string[], deps: { dealers: Pick<DealerRegistry, 'dealer'>; staff: StaffService }): Promise<StaffCliResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { dealer: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
    });
  } catch (error) {
    return { out: `${(error as Error).message}\n${USAGE}`, code: 2 };
  }
  const { positionals, values } = parsed;
  const [command, address] = positionals;
  const dealer = values.dealer;
  if (!dealer) return { out: USAGE, code: 2 };
  if (!deps.dealers.dealer(dealer)) return { out: `No dealer ${dealer}.\n`, code: 1 };
  const people = deps.staff.people();
  if (command === 'list' && positionals.length === 1) {
    const list = await people.list(dealer);
    if (list.length === 0) return { out: `No staff at ${dealer}.\n`, code: 0 };
    const lines = list.map((m) =>
      [m.role.role.padEnd(8), m.email, cell(m.name), m.phone ?? '-', m.role.locations.join(',') || 'all locations', m.role.departments.join(',')].join('  '),
    );
    return { out: `${lines.join('\n')}\n`, code: 0 };
  }
  if (command === 'invite' && positionals.length === 2) {
    const email = z.email().safeParse(address);
    if (!email.success) return { out: `${address} is not an e-mail address.\n`, code: 2 };
    const role = values.role as Role | undefined;
    if (!role || !ROLES.includes(role)) return { out: `--role must be one of ${ROLES.join(', ')}.\n${USAGE}`, code: 2 };
    const phone = values.phone === undefined ? null : australianMobile(values.phone);
    if (values.phone !== undefined && !phone) return { out: `${values.phone} is not an Australian mobile number.\n`, code: 2 };
    const name = values.name ?? email.data.split('@')[0]!;
    const result = await people.invite({
      dealer,
      email: email.data,
      name,
      phone,
      role,
      locations: [],
      departments: DEFAULT_DEPARTMENTS[role],
      invitedBy: null,
    });
    if (!result.invited)
      return { out: result.reason === 'already_staff' ? `${email.data} already has a role at ${dealer}.\n` : `Another staff member uses ${phone}.\n`, code: 1 };
    await deps.staff
      .audit()
      .record({ dealer, personId: null, actor: ACTOR, action: 'staff.invite', target: result.person.email, outcome: 'done', detail: `role ${role}` });
    return {
      out: `Invited ${result.person.email} as ${role} of ${dealer}: they sign in at /console/ on the dealer's site with a code sent to that address.\n`,
      code: 0,
    };
  }
  if (command === 'remove' && positionals.length === 2) {
    const member = await people.byAddress(dealer, { email: address! });
    if (!member) return { out: `${address} has no role at ${dealer}.\n`, code: 1 };
    await people.remove(dealer, member.personId);
    await deps.staff
      .audit()
      .record({ dealer, personId: null, actor: ACTOR, action: 'staff.remove', target: member.email, outcome: 'done', detail: `role ${member.role.role}` });
    return { out: `Removed ${member.email} (${member.role.role}) from ${dealer}; their console sessions there have ended.\n`, code: 0 };
  }
  return { out: USAGE, code: 2 };
}
