import { createUserSchema, STAFF_ROLES, type StaffRole } from '@nakshatra/contracts';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { userMessages } from '../admin-users.messages';
import { createUser } from '../api/users-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

const FIELDS = new Set(['numbers', 'name', 'roles']);

/** Adds an account by phone (create_users): a customer, or staff with the roles ticked. A number with an account is refused by code. */
export function AddUserDialog({ onClose, onAdded }: { readonly onClose: () => void; readonly onAdded: (done: Notice) => void }) {
  const t = useMessages(userMessages);
  const write = useAdminWrite(FIELDS);
  const [numbers, setNumbers] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<readonly StaffRole[]>([]);

  const submit = async () => {
    const input = { numbers: numbers.trim(), name, roles };
    const checked = createUserSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const added = await write.send(() => createUser(checked.data));
    if (added !== undefined) onAdded(say(userMessages, (words) => words.added(checked.data.name)));
  };
  const toggle = (role: StaffRole, held: boolean) => setRoles((current) => (held ? [...current, role] : current.filter((each) => each !== role)));

  return (
    <AdminWriteDialog title={t.addUser} intro={t.addUserText} submitLabel={t.addUser} saving={write.saving} formError={write.formError} onSubmit={() => void submit()} onClose={onClose}>
      <AdminField name="new-user-numbers" label={t.mobileNumber} hint={t.mobileHint} error={write.errorText('numbers')} required>
        {(control) => <input {...control} type="tel" inputMode="numeric" autoComplete="off" maxLength={10} value={numbers} onChange={(event) => setNumbers(event.target.value)} data-autofocus />}
      </AdminField>
      <AdminField name="new-user-name" label={t.name} error={write.errorText('name')} required>
        {(control) => <input {...control} type="text" autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />}
      </AdminField>
      <fieldset className="admin-field">
        <legend className="admin-field__label">{t.staffRoles}</legend>
        <p className="admin-field__hint">{t.staffRolesHint}</p>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="admin-checkbox">
            <input type="checkbox" checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} /> {t[role]}
          </label>
        ))}
      </fieldset>
    </AdminWriteDialog>
  );
}
