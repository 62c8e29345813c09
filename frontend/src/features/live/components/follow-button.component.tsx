import { useCallback, useEffect, useState } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { followAstrologer, getMyFollow, unfollowAstrologer } from '../api/live.api';
import { liveMessages } from '../live.messages';

/** Whether someone is logged in, and how to ask a visitor to log in (the app's login popup). */
export interface FollowLogin {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/**
 * Whether the logged-in customer follows each of these astrologers, asked of get_my_follows one
 * astrologer at a time (as the follow button does), and shared by every button of the page so two
 * sessions of one astrologer never disagree. Unknown (not logged in, not answered yet) is "not following".
 */
export function useFollows(astrologerIds: readonly string[], loggedIn: boolean): [Readonly<Record<string, boolean>>, (astrologerId: string, following: boolean) => void] {
  const [known, setKnown] = useState<Readonly<Record<string, boolean>>>({});
  const key = [...new Set(astrologerIds)].sort().join(',');
  useEffect(() => {
    if (!loggedIn || key === '') return;
    const controller = new AbortController();
    for (const id of key.split(',')) {
      getMyFollow(id, controller.signal)
        .then((answer) => {
          if (controller.signal.aborted || isApiFailure(answer)) return;
          setKnown((current) => ({ ...current, [id]: answer.data.some((follow) => follow.astrologer_id === id) }));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [key, loggedIn]);
  const set = useCallback((astrologerId: string, following: boolean) => setKnown((current) => ({ ...current, [astrologerId]: following })), []);
  return [known, set];
}

interface FollowButtonProps {
  readonly astrologerId: string;
  readonly name: string;
  readonly following: boolean;
  readonly onChange: (astrologerId: string, following: boolean) => void;
  readonly login: FollowLogin;
}

/** "Notify me": follows the astrologer (a visitor is asked to log in first); following, it offers to unfollow. */
export function FollowButton({ astrologerId, name, following, onChange, login }: FollowButtonProps) {
  const t = useMessages(liveMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  const toggle = async () => {
    if (!login.loggedIn) return login.onLoginNeeded();
    setBusy(true);
    setFailure(undefined);
    const answer = await (following ? unfollowAstrologer(astrologerId) : followAstrologer(astrologerId)).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    onChange(astrologerId, answer.data.following);
  };

  return (
    <div className="live-follow">
      {following ? <p className="live-follow__note">{t.following(name)}</p> : null}
      <button
        type="button"
        className={following ? 'button button--secondary' : 'button'}
        aria-label={following ? t.unfollowLabel(name) : t.notifyMeLabel(name)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        {busy ? <Spinner /> : null}
        {following ? t.unfollow : t.notifyMe}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </div>
  );
}
