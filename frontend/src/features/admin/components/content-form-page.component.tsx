import type { ContentFamilyName } from '@nakshatra/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { contentMessages } from '../admin-content.messages';
import { deleteContentItem } from '../api/delete-content-item.api';
import { getContentItem } from '../api/get-content-item.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { familyLabel, familyNoun, familyPlural } from '../lib/family-names';
import type { Notice } from '../lib/notice';
import { ContentForm } from './content-form.component';
import { ContentHistory } from './content-history.component';
import { DeleteItemDialog } from './delete-item-dialog.component';
import { LoadFailure, Loading } from './load-failure.component';

/** /admin/<family>/new and /admin/<family>/<id>: the generated form; editing adds Delete and the history. */
export function ContentFormPage({ family, id }: { family: ContentFamilyName; id: string | undefined }) {
  const navigate = useNavigate();
  const t = useMessages(contentMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const what = familyNoun(family, language);
  const toList = () => void navigate(`/admin/${family}`);
  const saved = () => {
    toast.success(t.saved(familyLabel(family, language)));
    toList();
  };

  return (
    <section aria-labelledby="admin-form-title" className="admin-editor">
      <Link to={`/admin/${family}`} className="admin-back">
        <span aria-hidden="true">← </span>
        {familyPlural(family, language)}
      </Link>
      {id === undefined ? (
        <>
          <title>{common.pageTitle(t.newItem(what))}</title>
          <h1 id="admin-form-title">{t.newItem(what)}</h1>
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
  const t = useMessages(contentMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [item, retry] = useApiResource(`${family}/${id}`, (signal) => getContentItem(family, id, signal));
  const [confirming, setConfirming] = useState(false);
  const what = familyNoun(family, language);

  const remove = async (): Promise<Notice | undefined> => {
    const answer = await deleteContentItem(family, id).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) {
      toast.success(t.deleted(familyLabel(family, language)));
      onDeleted();
      return undefined;
    }
    if (refused(answer.error_status)) return undefined;
    return { refusal: answer };
  };

  if (item.state === 'loading') return <Loading what={what} />;
  if (item.state === 'failed') {
    return item.errorStatus === 404 ? (
      <div className="admin-alert" role="alert">
        <title>{common.pageTitle(common.notFound)}</title>
        <h1 id="admin-form-title">{common.notFound}</h1>
        <p>{t.itemMissing(what)}</p>
      </div>
    ) : (
      <LoadFailure what={what} failure={item.failure} onRetry={retry} />
    );
  }

  const current = item.answer.data;
  return (
    <>
      <title>{common.pageTitle(t.editTitle(current.title, what))}</title>
      <h1 id="admin-form-title">{t.editItem(what)}</h1>
      <div className="admin-editor__columns">
        <ContentForm
          key={current.id}
          family={family}
          item={current}
          onSaved={onSaved}
          extraActions={
            <button type="button" className="admin-button admin-button--danger admin-form__delete" onClick={() => setConfirming(true)}>
              {t.delete}
            </button>
          }
        />
        <ContentHistory family={family} id={current.id} />
      </div>
      {confirming ? <DeleteItemDialog what={what} title={current.title} onConfirm={remove} onClose={() => setConfirming(false)} /> : null}
    </>
  );
}
