import type { SavedKundliView } from '@nakshatra/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../../components/app-link.component';
import { EmptyState } from '../../../../components/empty-state.component';
import { LoadFailed } from '../../../../components/load-failed.component';
import { Paging } from '../../../../components/paging.component';
import { formatIstDate } from '../../../../lib/format-ist-date';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useMessages } from '../../../../lib/i18n/messages';
import type { SavedKundliState } from '../../hooks/use-saved-kundli.hook';
import { MY_KUNDLIS_PAGE_SIZE, useMyKundlis } from '../../hooks/use-my-kundlis.hook';
import { placeLabel } from '../../lib/place';
import { savedKundlisMessages } from '../../saved-kundlis.messages';
import { DeleteKundliDialog } from './delete-kundli-dialog.component';
import '../../saved-kundlis.css';

const pageOf = (value: string | null): number => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * "My kundlis" in the profile: the saved kundlis, newest first and paged (?page=), each opened on
 * the free kundli page (its chart computed again) or deleted after a confirmation.
 */
export function MyKundlis() {
  const t = useMessages(savedKundlisMessages);
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const [kundlis, reload] = useMyKundlis(page);
  const [deleting, setDeleting] = useState<SavedKundliView>();
  // A new object per delete, so that each one moves the focus.
  const [deleted, setDeleted] = useState<{ readonly name: string }>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The deleted entry's buttons are gone: the list's heading takes the focus (after the dialog has handed it back).
  useEffect(() => {
    if (deleted) headingRef.current?.focus();
  }, [deleted]);

  const onDeleted = (kundli: SavedKundliView) => {
    setDeleting(undefined);
    setDeleted({ name: kundli.input.name });
    reload();
  };

  const pageLink = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    return { search: `?${search.toString()}` };
  };

  return (
    <section className="my-kundlis" aria-labelledby="my-kundlis-title" aria-busy={kundlis.state === 'loading'}>
      <h2 id="my-kundlis-title" ref={headingRef} tabIndex={-1} className="my-kundlis__title">
        {t.title}
      </h2>
      <p role="status" className="my-kundlis__status">
        {deleted ? t.deleted(deleted.name) : null}
      </p>
      {kundlis.state === 'loading' ? (
        <div role="status" className="my-kundlis__loading">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
        </div>
      ) : null}
      {kundlis.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={reload} /> : null}
      {kundlis.state === 'loaded' && kundlis.answer.data.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{t.emptyHint}</p>
          <AppLink className="button" to="/free-kundli">
            {t.makeKundli}
          </AppLink>
        </EmptyState>
      ) : null}
      {kundlis.state === 'loaded' && kundlis.answer.data.length > 0 ? (
        <>
          <ul className="my-kundlis__list">
            {kundlis.answer.data.map((kundli) => (
              <SavedKundliItem key={kundli.id} kundli={kundli} onDelete={() => setDeleting(kundli)} />
            ))}
          </ul>
          <Paging page={page} pages={Math.ceil((kundlis.answer.meta?.total ?? 0) / MY_KUNDLIS_PAGE_SIZE)} linkTo={pageLink} label={t.pages} />
        </>
      ) : null}
      {deleting ? <DeleteKundliDialog kundli={deleting} onDeleted={() => onDeleted(deleting)} onClose={() => setDeleting(undefined)} /> : null}
    </section>
  );
}

function SavedKundliItem({ kundli, onDelete }: { kundli: SavedKundliView; onDelete: () => void }) {
  const t = useMessages(savedKundlisMessages);
  const { language } = useLanguage();
  const { input } = kundli;
  const state: SavedKundliState = { savedKundli: kundli };
  return (
    <li className="saved-kundli">
      <h3 className="saved-kundli__name">{input.name}</h3>
      <p className="saved-kundli__birth">{t.born(formatIstDate(input.date, language), input.time ?? t.timeUnknown, placeLabel(input.place))}</p>
      <p className="saved-kundli__saved">{t.savedOn(formatIstDate(kundli.created_at, language))}</p>
      <div className="saved-kundli__actions">
        <AppLink className="button button--small" to={{ pathname: '/free-kundli', search: `?kundli=${encodeURIComponent(kundli.id)}` }} state={state} aria-label={t.openNamed(input.name)}>
          {t.open}
        </AppLink>
        <button type="button" className="button button--small button--secondary" aria-haspopup="dialog" aria-label={t.deleteNamed(input.name)} onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}
