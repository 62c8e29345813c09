/**
 * The classical reading of the Moon's transit (Chandra gochara) counted from the janma rashi.
 * Mantreswara's Phaladeepika (ch. 26, on transits) holds the Moon favourable in the 1st, 3rd,
 * 6th, 7th, 10th and 11th houses from the natal Moon and unfavourable in the others; the notes
 * paraphrase the traditional results in plain, general words.
 */
export interface GocharaReading {
  readonly favourable: boolean;
  readonly note: string;
}

/** Index 0 is the 1st house (the Moon in one's own Moon sign). */
export const CHANDRA_GOCHARA: readonly GocharaReading[] = [
  { favourable: true, note: 'The Moon passes through your own Moon sign: traditionally a day of comfort, good food and time with people close to you.' },
  { favourable: false, note: 'The Moon in the 2nd from your Moon sign: traditionally a day to be careful with money and words, as spending and misunderstandings come easily.' },
  { favourable: true, note: 'The Moon in the 3rd from your Moon sign: traditionally a day of energy and success in effort, good for short trips, messages and neighbours.' },
  { favourable: false, note: 'The Moon in the 4th from your Moon sign: traditionally a restless day for the mind, best kept simple and close to home.' },
  { favourable: false, note: 'The Moon in the 5th from your Moon sign: traditionally a day when plans may not go as hoped, so avoid speculation and hasty decisions.' },
  { favourable: true, note: 'The Moon in the 6th from your Moon sign: traditionally a good day to clear pending work, face problems and keep to healthy routines.' },
  { favourable: true, note: 'The Moon in the 7th from your Moon sign: traditionally favourable for partnerships, meetings and time with your spouse.' },
  { favourable: false, note: 'The Moon in the 8th from your Moon sign (Chandrashtama): traditionally the hardest Moon transit, a day to go slowly, avoid risks and quarrels, and rest.' },
  { favourable: false, note: 'The Moon in the 9th from your Moon sign: traditionally a day when effort brings less than expected, so be patient and keep expectations modest.' },
  { favourable: true, note: 'The Moon in the 10th from your Moon sign: traditionally good for work, when tasks that need doing and being seen go well.' },
  { favourable: true, note: 'The Moon in the 11th from your Moon sign: traditionally one of the best Moon transits, bringing gains, good news and help from friends.' },
  { favourable: false, note: 'The Moon in the 12th from your Moon sign: traditionally a day of expenses and tiredness, so keep spending in check and get enough sleep.' },
];

/** The house the transiting Moon occupies counted from a Moon sign (that sign = 1). */
export const houseFromMoonSign = (moonSignIndex: number, transitSignIndex: number): number => ((transitSignIndex - moonSignIndex + 12) % 12) + 1;
