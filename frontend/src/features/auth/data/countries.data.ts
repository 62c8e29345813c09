/** A country of the login popup's dial-code picker (spec §3). An email field is never shown, whatever isEmailRequired says. */
export interface Country {
  /** Flag image (3:2 SVG under public/flags). */
  readonly countryImg: string;
  /** Dial code with its plus, e.g. '+91'. */
  readonly countryCode: string;
  readonly countryName: string;
  /** False only for India. */
  readonly isEmailRequired: boolean;
}

const country = (iso: string, countryCode: string, countryName: string): Country => ({
  countryImg: `/flags/${iso}.svg`,
  countryCode,
  countryName,
  isEmailRequired: iso !== 'in',
});

/** 26 entries, India first and the default (spec §9); then where most of our customers abroad live. */
export const countries: readonly Country[] = [
  country('in', '+91', 'India'),
  country('us', '+1', 'United States'),
  country('gb', '+44', 'United Kingdom'),
  country('ca', '+1', 'Canada'),
  country('au', '+61', 'Australia'),
  country('ae', '+971', 'United Arab Emirates'),
  country('sa', '+966', 'Saudi Arabia'),
  country('qa', '+974', 'Qatar'),
  country('kw', '+965', 'Kuwait'),
  country('om', '+968', 'Oman'),
  country('bh', '+973', 'Bahrain'),
  country('sg', '+65', 'Singapore'),
  country('my', '+60', 'Malaysia'),
  country('np', '+977', 'Nepal'),
  country('bd', '+880', 'Bangladesh'),
  country('lk', '+94', 'Sri Lanka'),
  country('nz', '+64', 'New Zealand'),
  country('za', '+27', 'South Africa'),
  country('de', '+49', 'Germany'),
  country('fr', '+33', 'France'),
  country('nl', '+31', 'Netherlands'),
  country('it', '+39', 'Italy'),
  country('ie', '+353', 'Ireland'),
  country('mu', '+230', 'Mauritius'),
  country('fj', '+679', 'Fiji'),
  country('hk', '+852', 'Hong Kong'),
];

export const defaultCountry: Country = countries[0]!;

/** Spec §5: the search matches the country name (case-insensitive) or the dial code, with or without its plus. */
export function searchCountries(list: readonly Country[], query: string): Country[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...list];
  const digits = text.replace(/^\+/, '');
  return list.filter(
    (entry) => entry.countryName.toLowerCase().includes(text) || (/^\d+$/.test(digits) && entry.countryCode.slice(1).startsWith(digits)),
  );
}
