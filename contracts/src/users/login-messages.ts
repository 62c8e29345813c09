/** Exact texts of product spec §5 and §8, shared by the SPA's login popup and the server's 400 answers. */
export const loginMessages = {
  mobileEmpty: 'Please enter your mobile number',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  consentMissing: 'Please accept the terms and conditions to proceed',
  otpNotSixDigits: 'Please enter a 6-digit OTP.',
  invalidOtp: 'Invalid OTP. Please try again.',
  sendFailed: 'Failed to send OTP. Please try again.',
  sendError: 'Error sending OTP. Please try again.',
  verifyError: 'Error verifying OTP. Please try again later.',
} as const;
