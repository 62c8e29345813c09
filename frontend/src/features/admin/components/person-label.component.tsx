import type { UserListItem } from '@nakshatra/contracts';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { userMessages } from '../admin-users.messages';
import { adminWalletPath } from '../lib/admin-paths';
import { phoneOf, whoIs } from '../lib/person-words';

/**
 * Who a row is about, as people know them: the name and the phone (usePeople), linking to the
 * person's wallet; the id only until the account is known.
 */
export function PersonLabel({ userId, person }: { readonly userId: string; readonly person: UserListItem | undefined }) {
  const t = useMessages(userMessages);
  return (
    <Link to={adminWalletPath(userId)} className="admin-person">
      {person ? (
        <>
          <span>{person.status === 'erased' ? t.erasedAccount : whoIs(person, t.unnamed)}</span>
          {person.phone ? <span className="admin-table__slug">{phoneOf(person)}</span> : null}
        </>
      ) : (
        <span className="admin-table__slug">{userId}</span>
      )}
    </Link>
  );
}
