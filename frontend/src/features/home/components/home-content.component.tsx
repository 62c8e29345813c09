import type { ReactNode } from 'react';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { HomePage } from '../api/home-page';
import { homeMessages } from '../home.messages';
import type { HomePageState } from '../lib/home-page-state';

interface HomeContentProps {
  readonly state: HomePageState;
  readonly onRetry: () => void;
  /** The sections, once the data is in. */
  readonly children: (home: HomePage) => ReactNode;
}

/** Below the hero: a skeleton while the home data loads, the failure with Retry, or the sections. */
export function HomeContent({ state, onRetry, children }: HomeContentProps) {
  const t = useMessages(homeMessages);
  return (
    <div className="home-content" aria-busy={state.loading}>
      {state.loading ? (
        <>
          <div className="home-content__banner-placeholder" aria-hidden="true" />
          <CardGridSkeleton label={t.loading} />
        </>
      ) : null}
      {state.error !== null ? <LoadFailed text={t.loadFailed} onRetry={onRetry} /> : null}
      {state.home_page_res ? children(state.home_page_res) : null}
    </div>
  );
}
