import { ageOn, fieldError, MAX_APPLICANT_AGE, MIN_APPLICANT_AGE, todayInIndia, type CreateAstrologer, type FieldError } from '@nakshatra/contracts';
import { badRequest } from '@nakshatra/platform';


/**
 * What the body schema cannot know: the number must be the one the applicant logged in with, i.e.
 * the number's account (`phoneAccountId`, from accountIdForPhone) is the applicant's, so it was
 * proven by an OTP and approval grants the role to that very account; and the applicant's age on
 * today's date in India. All problems in one 400, field by field.
 */
export function assertApplicantChecks(userId: string, request: CreateAstrologer, phoneAccountId: string, now: Date): void {
  const problems: FieldError[] = [];
  if (phoneAccountId !== userId) problems.push(fieldError('phone', 'field.login_number'));
  const age = ageOn(request.date_of_birth, todayInIndia(now));
  if (age === undefined || age < 0 || age > MAX_APPLICANT_AGE) problems.push(fieldError('date_of_birth', 'field.birth_date'));
  else if (age < MIN_APPLICANT_AGE) problems.push(fieldError('date_of_birth', 'field.applicant_age', { minimum: MIN_APPLICANT_AGE }));
  if (problems.length > 0) throw badRequest(problems);
}
