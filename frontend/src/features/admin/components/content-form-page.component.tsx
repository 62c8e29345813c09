import type { ContentFamilyName, ContentItem } from '@nakshatra/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { isApiFailure } from '../../../lib/api-client';
import { deleteContentItem } from '../api/delete-content-item.api';
import { getContentItem } from '../api/get-content-item.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { familyLabel, familyPlural } from '../lib/family-names';
import { ContentForm } from './content-form.component';
import { ContentHistory } from './content-history.component';
import { DeleteItemDialog } from './delete-item-dialog.component';
import { LoadFailure, Loading } from './load-failure.component';

/** /admin/<family>/new and /admin/<family>/<id>: the generated form; editing adds Delete and the history. */
export function ContentFormPage({ family, id }: { family: ContentFamilyName; id: string | undefined }) {
  const navigate = useNavigate();
  const what = familyLabel(family).toLowerCase();
  const toList = () => void navigate(`/admin/${family}`);
  const saved = () => {
    toast.success(`${familyLabel(family)} saved`);
    toList();
  };

  return (
    <section aria-labelledby="admin-form-title" className="admin-editor">
      <Link to={`/admin/${family}`} className="admin-back">
        <span aria-hidden="true">← </span>
        {familyPlural(family)}
      </Link>
      {id === undefined ? (
        <>
          <title>{`New ${what} · Admin · Nakshatra`}</title>
          <h1 id="admin-form-title">New {what}</h1>
          <ContentForm family={family} onSaved={saved} />
        </>
      ) : (
        <EditItem family={family} id={id} onSaved={saved} onDeleted={toList} />
      )}
    </section>
  );
}

interface EditItemProps {
  readonly family: ContentFamilyName;
  readonly id: string;
  readonly onSaved: () => void;
  readonly onDeleted: () => void;
}

function EditItem({ family, id, onSaved, onDeleted }: EditItemProps) {
  const { refused } = useAdminAccess();
  const [item, retry] = useApiResource<ContentItem>(`${family}/${id}`, (signal) => getContentItem(family, id, signal));
  const [confirming, setConfirming] = useState(false);
  const what = familyLabel(family).toLowerCase();

  const remove = async (): Promise<string | undefined> => {
    try {
      const answer = await deleteContentItem(family, id);
      if (!isApiFailure(answer)) {
        toast.success(`${familyLabel(family)} deleted`);
        onDeleted();
        return undefined;
      }
      if (refused(answer.error_status)) return undefined;
      return answer.message ?? `The ${what} could not be deleted (error ${answer.error_status}).`;
    } catch {
      return 'The server could not be reached. Check the connection and try again.';
    }
  };

  if (item.state === 'loading') return <Loading what={`the ${what}`} />;
  if (item.state === 'failed') {
    return item.errorStatus === 404 ? (
      <div className="admin-alert" role="alert">
        <title>{`Not found · Admin · Nakshatra`}</title>
        <h1 id="admin-form-title">Not found</h1>
        <p>This {what} does not exist or was deleted.</p>
      </div>
    ) : (
      <LoadFailure what={`The ${what}`} errorStatus={item.errorStatus} message={item.message} onRetry={retry} />
    );
  }

  const current = item.answer.data;
  return (
    <>
      <title>{`${current.title} · Edit ${what} · Admin · Nakshatra`}</title>
      <h1 id="admin-form-title">Edit {what}</h1>
      <div className="admin-editor__columns">
        <ContentForm
          key={current.id}
          family={family}
          item={current}
          onSaved={onSaved}
          extraActions={
            <button type="button" className="admin-button admin-button--danger admin-form__delete" onClick={() => setConfirming(true)}>
              Delete
            </button>
          }
        />
        <ContentHistory family={family} id={current.id} />
      </div>
      {confirming ? <DeleteItemDialog what={what} title={current.title} onConfirm={remove} onClose={() => setConfirming(false)} /> : null}
    </>
  );
}
