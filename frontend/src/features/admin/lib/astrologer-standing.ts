import type { AstrologerRecordView } from '@nakshatra/contracts';

/** Where an astrologer's record stands for the back office: deactivated, or where its application is. */
export type AstrologerStanding = AstrologerRecordView['application_status'] | 'deactivated';

export const standingOf = (record: Pick<AstrologerRecordView, 'application_status' | 'active'>): AstrologerStanding => (record.active ? record.application_status : 'deactivated');
