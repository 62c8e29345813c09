import { fieldIssueCatalogue, refusalCatalogue, refusalMessage, type FieldIssueCode, type RefusalCode, type RefusalParamValues } from '@nakshatra/contracts/client';
import { describe, expect, it } from 'vitest';
import { hindiFieldIssues } from './field-issue-texts';
import { hindiRefusals } from './hindi-refusals';
import { fieldErrorText, refusalText } from './refusal-text';

/** Values for any param a message may take, so every message can be built. */
const anyParams: RefusalParamValues = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? (/name|path|method|keys|options|expected|capability|slug|family|status|reason/.test(key) ? 'x' : 7) : undefined) });
const DEVANAGARI = /[\u0900-\u097F]/;

// The Hindi UI must not show English refusals: every code a customer, astrologer or admin can
// meet is listed here from the catalogue itself, so a new code without Hindi fails this test.
describe.each(Object.keys(refusalCatalogue) as RefusalCode[])('refusal %s', (code) => {
  it('has Hindi of its own', () => {
    const hindi = (hindiRefusals[code] as ((params: RefusalParamValues) => string) | undefined)?.(anyParams);
    expect(hindi, `${code} has no Hindi message`).toBeTruthy();
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toBe(refusalMessage(code, anyParams));
  });
});

describe.each(Object.keys(fieldIssueCatalogue) as FieldIssueCode[])('field issue %s', (code) => {
  it('has Hindi of its own', () => {
    const hindi = (hindiFieldIssues[code] as ((params: RefusalParamValues) => string) | undefined)?.(anyParams);
    expect(hindi, `${code} has no Hindi message`).toBeTruthy();
    expect(hindi).toMatch(DEVANAGARI);
  });
});

describe('refusal text', () => {
  it('words a refusal from its code and params, not from the English the server sent', () => {
    const failure = { error_status: 409, code: 'wallet.insufficient_balance', params: { balance: 2000, needed: 10050 }, message: 'whatever the server said' } as const;
    expect(refusalText(failure, 'en')).toBe('Insufficient balance: ₹ 20 in the wallet, ₹ 100.50 needed. Please recharge.');
    expect(refusalText(failure, 'hi')).toBe('बैलेंस कम है: वॉलेट में ₹ 20 हैं, ₹ 100.50 चाहिए। कृपया रिचार्ज करें।');
  });

  it('gives an answer without a code a plain sentence for its status, in either language', () => {
    expect(refusalText({ error_status: 0 }, 'hi')).toMatch(DEVANAGARI);
    expect(refusalText({ error_status: 404 }, 'en')).toBe('We could not find that. It may have been removed.');
    expect(refusalText({ error_status: 500, message: 'Something went wrong on our side.' }, 'hi')).toBe('कुछ गड़बड़ हो गई (त्रुटि 500)। कृपया फिर से कोशिश करें।');
  });

  it('words a field error from its code', () => {
    expect(fieldErrorText({ code: 'field.too_long', params: { maximum: 200 }, message: 'must be at most 200 characters' }, 'hi')).toBe('अधिकतम 200 अक्षर हो सकते हैं');
    expect(fieldErrorText({ code: 'field.too_long', params: { maximum: 200 }, message: 'must be at most 200 characters' }, 'en')).toBe('must be at most 200 characters');
  });
});
