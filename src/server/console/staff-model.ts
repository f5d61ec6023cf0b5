/** A person's role at one dealer (issue 29): what they may do in that dealer's console. */
export const ROLES = ['owner', 'manager', 'sales', 'service'] as const;
export type Role = (typeof ROLES)[number];

/** The departments a role covers; a location's opening hours name the same ones. */
export const DEPARTMENTS = ['sales', 'service', 'parts'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** How a person wants to hear of a new lead. */
export const ALERT_CHANNELS = ['sms', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The departments a role covers unless the inviter names others. */
export const DEFAULT_DEPARTMENTS: Readonly<Record<Role, readonly Department[]>> = {
  owner: DEPARTMENTS,
  manager: DEPARTMENTS,
  sales: ['sales'],
  service: ['service', 'parts'],
};

/** A person as the console shows them. */
export type StaffPerson = {
  personId: string;
  email: string;
  name: string;
  /** National-form mobile, or null. */
  phone: string | null;
  alertChannels: AlertChannel[];
};

/** A person's live role at one dealer. `locations` empty: every location of the dealer. */
export type StaffRole = {
  roleId: string;
  personId: string;
  dealer: string;
  role: Role;
  locations: string[];
  departments: Department[];
  createdAt: string;
};

/** Who may invite (and remove) whom: owners anyone, managers the sales and service staff, the rest no one (rule: console.roles). */
export function mayManage(actor: Role, target: Role): boolean {
  if (actor === 'owner') return true;
  if (actor === 'manager') return target === 'sales' || target === 'service';
  return false;
}

/** Whether a role covers a location (by slug) and a department; null matches any. */
export function roleCovers(role: Pick<StaffRole, 'locations' | 'departments'>, location: string | null, department: Department | null): boolean {
  const atLocation = location === null || role.locations.length === 0 || role.locations.includes(location);
  const inDepartment = department === null || role.departments.includes(department);
  return atLocation && inDepartment;
}
