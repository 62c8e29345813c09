import { z } from 'zod';
import { astrologerCustomersQuery, astrologerEarningsQuery } from '../earnings/earnings-schemas.js';
import { astrologerCustomerView, astrologerEarningsRowView, myEarningsView } from '../earnings/earnings-views.js';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put } from '../routes/route-builders.js';
import {
  astrologerApplicationsQuery,
  astrologerListQuery,
  astrologerLogQuery,
  createAstrologerSchema,
  updateAstrologerSchema,
  updateAstrologerStatusSchema,
} from './astrologer-schemas.js';
import { astrologerCardView, astrologerLogEntryView, astrologerProfileView, astrologerRecordView, astrologerStandingView } from './astrologer-views.js';

const standing = one(astrologerStandingView);

/** Astrologers: applications, review, the online switch, lists and profiles, earnings (docs/astrologers.md). */
export const astrologersCatalogue = [
  get('astrologer', 'get_astrologer', 'public', 'Approved astrologers with live status (online, busy, offline): filters, sorts, name search, paged', {
    query: astrologerListQuery,
    response: paged(astrologerCardView),
  }),
  getOne('astrologer', 'get_single_astrologer', 'public', "An approved astrologer's profile (admins: any record, whole)", {
    response: one(z.union([astrologerProfileView, astrologerRecordView])),
    refusals: ['astrologer.not_found'],
  }),
  post('astrologer', 'create_astrologer', 'customer', 'Apply as an astrologer with the number you are logged in with (pending until an admin reviews it)', {
    body: createAstrologerSchema,
    response: standing,
    refusals: ['astrologer.application_pending', 'astrologer.already_registered', 'astrologer.application_deactivated'],
  }),
  put('astrologer', 'update_astrologer', 'admin', 'Approve, reject (with a reason) or reactivate an astrologer, and/or edit their profile', {
    body: updateAstrologerSchema,
    response: standing,
    refusals: ['astrologer.not_found', 'astrologer.approve_deactivated', 'astrologer.reject_approved', 'user.erased'],
  }),
  del('astrologer', 'delete_astrologer', 'admin', 'Deactivate an astrologer: unlisted and unable to go online; history kept', { response: standing, refusals: ['astrologer.not_found'] }),
  get('astrologer', 'get_astrologer_applications', 'admin', 'Every astrologer record, whole (filter by application status, active, search; newest application first)', {
    query: astrologerApplicationsQuery,
    response: paged(astrologerRecordView),
  }),
  get('astrologer', 'get_my_astrologer', 'customer', 'Your own astrologer record: application status, rejection reason, availability', {
    response: one(astrologerRecordView),
    refusals: ['astrologer.not_applied'],
  }),
  post('astrologer', 'update_astrologer_status', 'astrologer', 'An approved astrologer goes online or offline', {
    body: updateAstrologerStatusSchema,
    response: standing,
    refusals: ['astrologer.not_applied', 'astrologer.profile_deactivated', 'astrologer.not_approved'],
  }),
  getOne('astrologer', 'get_astro_user', 'admin', "An astrologer's customers: sessions, minutes, paid, last session (latest first, paged)", {
    query: astrologerCustomersQuery,
    response: paged(astrologerCustomerView),
    refusals: ['astrologer.not_found'],
  }),
  get('astrologer', 'get_astrologer_earnings', 'admin', 'Earnings per astrologer from consultations: sessions, paid minutes, gross, commission, earning (India dates)', {
    query: astrologerEarningsQuery,
    response: one(z.array(astrologerEarningsRowView)),
  }),
  get('astrologer', 'get_my_earnings', 'astrologer', "The astrologer's own earnings: today, this month, all time, and the last 20 consultations", {
    response: one(myEarningsView),
    refusals: ['astrologer.not_applied'],
  }),
  getOne('astrologer', 'get_astrologer_logss', 'admin', "An astrologer's timeline: application, review, online/offline, consultations (newest first, paged)", {
    query: astrologerLogQuery,
    response: paged(astrologerLogEntryView),
    refusals: ['astrologer.not_found'],
  }),
] as const;
