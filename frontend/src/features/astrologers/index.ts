/**
 * The astrologers feature's public surface for other features: the labels of what an applicant
 * chooses (gender, languages, skills), so the back office shows a record as the form offered it.
 */
export { useOptionLabels } from './hooks/use-option-labels.hook';
