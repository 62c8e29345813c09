/** Units as Hindi refusals say them: "1 मिनट", "5 मिनट", "30 सेकंड". */
export const formatMinutes = (minutes: number): string => `${minutes} मिनट`;
export const formatSeconds = (seconds: number): string => `${seconds} सेकंड`;
