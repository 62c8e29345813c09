import type { CalculateKundli } from '@nakshatra/contracts';
import { useState } from 'react';
import { AppLink } from '../../../../components/app-link.component';
import { Spinner } from '../../../../components/spinner.component';
import { NO_ANSWER } from '../../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n/messages';
import { useRefusalText } from '../../../../lib/refusals/use-refusal-text.hook';
import { createKundli } from '../../api/create-kundli.api';
import { kundliReportMessages } from '../../kundli-report.messages';
import type { LoginGate } from '../../lib/login-gate';

type SaveState = { readonly state: 'idle' | 'saving' | 'saved' } | { readonly state: 'failed'; readonly failure: ApiFailure };

interface SaveKundliProps {
  /** The birth details and options of the report shown (what a saved kundli is computed from again). */
  readonly input: CalculateKundli;
  readonly login: LoginGate;
  /** The report is of a kundli already saved (opened from the profile). */
  readonly alreadySaved: boolean;
}

/** "Save to my kundlis": a customer saves the report's details to the profile; a visitor is asked to log in first. */
export function SaveKundli({ input, login, alreadySaved }: SaveKundliProps) {
  const t = useMessages(kundliReportMessages);
  const { refusal } = useRefusalText();
  const [save, setSave] = useState<SaveState>({ state: alreadySaved ? 'saved' : 'idle' });
  const { state } = save;

  if (!login.loggedIn) {
    return (
      <div className="save-kundli">
        <button type="button" className="button" aria-haspopup="dialog" aria-describedby="save-kundli-login" onClick={login.onLoginNeeded}>
          {t.save}
        </button>
        <p id="save-kundli-login" className="save-kundli__note">
          {t.loginToSave}
        </p>
      </div>
    );
  }

  const saveKundli = () => {
    setSave({ state: 'saving' });
    createKundli(input)
      .then((answer) => setSave(isApiFailure(answer) ? { state: 'failed', failure: answer } : { state: 'saved' }))
      .catch(() => setSave({ state: 'failed', failure: NO_ANSWER }));
  };

  return (
    <div className="save-kundli">
      {state === 'saved' ? null : (
        <button type="button" className="button" disabled={state === 'saving'} aria-busy={state === 'saving'} onClick={saveKundli}>
          {state === 'saving' ? <Spinner /> : null}
          {state === 'saving' ? t.saving : t.save}
        </button>
      )}
      <p role="status" className={state === 'failed' ? 'save-kundli__note save-kundli__note--failed' : 'save-kundli__note'}>
        {state === 'saved' ? (
          <>
            {t.saved} <AppLink to="/my-profile">{t.seeSaved}</AppLink>
          </>
        ) : null}
        {/* A refusal with a code says why (the shelf is full, the session ended); anything else is a plain failure. */}
        {save.state === 'failed' ? (save.failure.code ? refusal(save.failure) : t.saveFailed) : null}
      </p>
    </div>
  );
}
