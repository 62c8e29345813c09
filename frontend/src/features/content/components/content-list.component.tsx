import { useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.component';
import { isDatedFamily, type ContentSection } from '../content-sections';
import { useContentList } from '../hooks/use-content-list.hook';
import { useListFilters } from '../hooks/use-list-filters.hook';
import { useSectionText } from '../hooks/use-section-text.hook';
import { FILTER_NAMES, hasFilters, SEARCH_ONLY } from '../lib/list-filters';
import { CalendarSwitch, CALENDAR_VIEW } from './calendar-switch.component';
import { CollectionsShelf } from './collections-shelf.component';
import { FestivalCalendar } from './festival-calendar.component';
import { SearchableList } from './searchable-list.component';
import { SectionCard, type ForeignCards } from './section-card.component';
import '../content.css';

/**
 * A section's list page: heading, title search and filter chips from the address, then the page
 * of items — or, for a dated section, the month calendar (`?view=calendar`).
 */
export function ContentList({ section, foreign }: { section: ContentSection; foreign: ForeignCards }) {
  const { label, lead } = useSectionText(section.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [params] = useSearchParams();
  const calendar = section.calendar === true && params.get('view') === CALENDAR_VIEW;

  return (
    <div className="content-list">
      <PageMeta title={`${label} · Nakshatra`} description={lead} />
      <header className="content-list__header">
        <h1 className="content-list__title" ref={heading} tabIndex={-1}>
          {label}
        </h1>
        <p className="content-list__lead">{lead}</p>
        {section.calendar ? <CalendarSwitch calendar={calendar} /> : null}
      </header>
      {calendar && isDatedFamily(section.family) ? <FestivalCalendar section={section} family={section.family} /> : <SectionItems section={section} foreign={foreign} heading={heading} />}
    </div>
  );
}

function SectionItems({ section, foreign, heading }: { section: ContentSection; foreign: ForeignCards; heading: RefObject<HTMLHeadingElement | null> }) {
  const { nouns } = useSectionText(section.id);
  const [filters, show] = useListFilters(section.taxonomy ? FILTER_NAMES : SEARCH_ONLY);
  const [list, retry] = useContentList({ family: section.family, sort: section.sort, filters });
  // The collections are where a visitor starts; a search or a later page is about the items.
  const shelf = section.collections && filters.page === 1 && !hasFilters(filters) ? section.collections : undefined;

  return (
    <SearchableList filters={filters} show={show} heading={heading} list={list} retry={retry} nouns={nouns} renderItem={(item) => <SectionCard item={item} section={section} foreign={foreign} />}>
      {shelf ? <CollectionsShelf section={section} family={shelf} /> : null}
    </SearchableList>
  );
}
