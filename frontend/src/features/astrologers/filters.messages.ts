import { defineMessages } from '../../lib/i18n/messages';

/** The folding filter bar of phones: its toggle, the chips of the filters in force, Done. The filters' own labels are in astrologers.messages.ts. */
export const filtersMessages = defineMessages(
  {
    showFilters: 'Filters',
    appliedCount: (count: number) => (count === 1 ? '1 applied' : `${count} applied`),
    appliedFilters: 'Filters applied',
    removeFilter: (what: string) => `Remove filter ${what}`,
    done: 'Done',
  },
  {
    showFilters: 'फ़िल्टर',
    appliedCount: (count: number) => `${count} लागू`,
    appliedFilters: 'लागू फ़िल्टर',
    removeFilter: (what: string) => `फ़िल्टर हटाएँ: ${what}`,
    done: 'हो गया',
  },
);
