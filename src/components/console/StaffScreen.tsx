import { useState } from 'react';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { reactIsland } from '../react-island.ts';
import { consoleCall } from './console-api.ts';
import { useDealerData } from './use-dealer-data.ts';

type Member = { person_id: string; email: string; name: string; phone: string | null; role: string; locations: string[]; departments: string[] };
type StaffList = { staff: Member[]; locations: { slug: string; name: string }[]; departments: string[] };

/** Who may invite whom (rule: console.roles), as the API enforces it. */
const INVITABLE: Record<string, string[]> = { owner: ['owner', 'manager', 'sales', 'service'], manager: ['sales', 'service'] };

/** The dealer's staff: the list with roles, invite a person, remove one. */
function StaffScreen() {
  const { role, data, error, reload } = useDealerData<StaffList>('/staff');
  const [form, setForm] = useState({ email: '', name: '', phone: '', role: 'sales', location: '' });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (error) return <p className="console-error">{error}</p>;
  if (!role || !data) return <p>{CONSOLE_COPY.loading}</p>;
  const base = `/dealers/${encodeURIComponent(role.dealer)}/staff`;
  const invite = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const body = {
      email: form.email,
      name: form.name,
      role: form.role,
      ...(form.phone ? { phone: form.phone } : {}),
      locations: form.location ? [form.location] : [],
    };
    const answer = await consoleCall('POST', base, body);
    if (!answer.ok) {
      setFields(answer.fields);
      setNotice({ ok: false, text: answer.message });
      return;
    }
    setFields({});
    setNotice({ ok: true, text: `Invited ${form.email} as ${form.role}. They sign in at /console/ with a code sent to that address.` });
    setForm({ email: '', name: '', phone: '', role: form.role, location: '' });
    reload();
  };
  const remove = async (m: Member) => {
    if (!window.confirm(`Remove ${m.name} (${m.email})? Their console sign-in ends at once.`)) return;
    const answer = await consoleCall('POST', `${base}/${m.person_id}/remove`);
    setNotice(answer.ok ? { ok: true, text: `Removed ${m.email}.` } : { ok: false, text: answer.message });
    reload();
  };
  const field = (key: keyof typeof form, label: string, input: Record<string, string>) => (
    <label>
      {label}
      <input
        name={key}
        value={form[key]}
        {...input}
        aria-invalid={fields[key] ? true : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setForm((f) => ({ ...f, [key]: value }));
        }}
      />
      {fields[key] && <span className="console-error">{fields[key].join(' ')}</span>}
    </label>
  );
  const mayManage = INVITABLE[role.role] ?? [];
  return (
    <>
      <p className={notice?.ok === false ? 'console-error' : 'console-notice'} role="status">
        {notice?.text}
      </p>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Covers</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {data.staff.map((m) => (
            <tr key={m.person_id}>
              <td data-label="Name">
                {m.name}
                <br />
                {m.email}
                {m.phone && ` · ${m.phone}`}
              </td>
              <td data-label="Role">{m.role}</td>
              <td data-label="Covers">
                {m.locations.length === 0 ? 'All locations' : m.locations.map((slug) => data.locations.find((l) => l.slug === slug)?.name ?? slug).join(', ')};{' '}
                {m.departments.join(', ')}
              </td>
              <td data-label="Actions">
                {mayManage.includes(m.role) && (
                  <button type="button" className="console-secondary" onClick={() => void remove(m)}>
                    Remove {m.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayManage.length > 0 && (
        <form className="console-form" onSubmit={(e) => void invite(e)} noValidate>
          <h2>Invite a staff member</h2>
          {field('email', 'E-mail', { type: 'email', autoComplete: 'off', required: 'required' })}
          {field('name', 'Name', { autoComplete: 'off', required: 'required' })}
          {field('phone', 'Mobile (optional, for SMS sign-in and alerts)', { type: 'tel', autoComplete: 'off' })}
          <label>
            Role
            <select name="role" value={form.role} onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}>
              {mayManage.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          <label>
            Location
            <select name="location" value={form.location} onChange={(e) => setForm({ ...form, location: e.currentTarget.value })}>
              <option value="">All locations</option>
              {data.locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Send invitation</button>
        </form>
      )}
    </>
  );
}

export default reactIsland(StaffScreen);
