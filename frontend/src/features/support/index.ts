/** The support feature's public face (docs/support.md): /support's list and form, a ticket's page, and the "Report a problem" link other pages place. */
export { SupportCenter } from './components/support-center.component';
export { TicketPage } from './components/ticket-page.component';
export { TicketThread } from './components/ticket-thread.component';
export { SupportDeskLink } from './components/support-desk-link.component';
export { ReportProblemLink } from './components/report-problem-link.component';
export { supportMessages } from './support.messages';
