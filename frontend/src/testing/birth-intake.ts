import type { Locator } from 'playwright-core';

export interface BirthIntake {
  readonly name: string;
  /** yyyy-mm-dd, as a date input takes it. */
  readonly birthDate: string;
  /** hh:mm. */
  readonly birthTime: string;
  /** "Town, State": the town is typed, and the suggestion starting with this is chosen. */
  readonly birthPlace: string;
}

export const ASHA: BirthIntake = { name: 'Asha Kulkarni', birthDate: '1990-04-01', birthTime: '06:30', birthPlace: 'Pune, Maharashtra' };

/**
 * Fills a consultation's intake (chat, call, waitlist, live queue) as a person does: the name, date
 * and time typed, the town typed and its place chosen from the search's suggestions. A test that
 * typed the whole place and went straight for the submit button raced the suggestions: once they
 * had arrived, their list lay over the button and took the click (seen in call.e2e on a busy machine).
 */
export async function fillBirthIntake(dialog: Locator, intake: BirthIntake): Promise<void> {
  await dialog.getByLabel('Name').fill(intake.name);
  await dialog.getByLabel('Date of birth').fill(intake.birthDate);
  await dialog.getByLabel('Time of birth').fill(intake.birthTime);
  await dialog.getByRole('combobox', { name: 'Place of birth' }).pressSequentially(intake.birthPlace.split(',')[0]!, { delay: 30 });
  await dialog.getByRole('option', { name: new RegExp(`^${intake.birthPlace}`) }).first().click();
}
