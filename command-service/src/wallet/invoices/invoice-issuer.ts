import { randomUUID } from 'node:crypto';
import { financialYearOf, invoiceNumber, invoiceSeriesStream, userStreamName, type InvoiceIssued, type InvoiceParty, type WalletCredited } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import { userDecider } from '../../users/user.decider.js';
import { invoiceSeriesDecider } from './invoice-series.decider.js';

/** SAC 999799: "other services n.e.c." — astrology consultations have no code of their own. */
const SAC_OTHER_SERVICES = '999799';
/** Numbers race for the same series when recharges land together; the loser takes the next number. */
const SERIES_MAX_ATTEMPTS = 50;

export interface RechargeForInvoice {
  readonly userId: string;
  readonly credited: WalletCredited;
  /** When the wallet was credited: it decides the financial year, whenever the invoice is written. */
  readonly creditedAt: Date;
  readonly gstRateBp: number;
  readonly gst: number;
}

/**
 * Issues the GST invoice of a credited recharge, once: the series stream refuses a second invoice
 * for the same recharge, so the credit path can call this on every (repeated) confirmation and a
 * crash between the credit and the invoice is healed by the next one.
 */
export class InvoiceIssuer {
  constructor(
    private readonly store: EventStore,
    private readonly supplier: InvoiceParty,
  ) {}

  async issue({ userId, credited, creditedAt, gstRateBp, gst }: RechargeForInvoice, meta: CommandMetadata): Promise<{ invoice: InvoiceIssued; position: string | undefined }> {
    const user = await loadState(this.store, userStreamName(userId), userDecider);
    const financialYear = financialYearOf(creditedAt);
    // The customer's state is not known, so the supply is treated as within the supplier's state: CGST + SGST.
    const cgst = Math.floor(gst / 2);
    const { state, position } = await runCommand(
      this.store,
      invoiceSeriesStream(financialYear),
      invoiceSeriesDecider,
      {
        type: 'IssueInvoice',
        numberOf: (sequence) => invoiceNumber(financialYear, sequence),
        invoiceId: randomUUID(),
        financialYear,
        userId,
        rechargeId: credited.rechargeId,
        issuedAt: creditedAt.toISOString(),
        supplier: this.supplier,
        customer: { name: (user.profile.name as string | undefined) ?? 'Customer', phone: user.phone },
        description: 'Nakshatra wallet recharge (astrology consultation credit)',
        sac: SAC_OTHER_SERVICES,
        taxable: credited.amount,
        gstRateBp,
        cgst,
        sgst: gst - cgst,
        igst: 0,
        total: credited.amount + gst,
        bonus: credited.bonus,
      },
      meta,
      { maxAttempts: SERIES_MAX_ATTEMPTS },
    );
    // position: where the invoice was written, or undefined when it already existed.
    return { invoice: state.byRecharge.get(credited.rechargeId)!, position };
  }
}
