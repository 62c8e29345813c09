/** The login popup's messages, word for word from spec §5 and §8. */
export const loginMessages = {
  mobileEmpty: 'Please enter your mobile number',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  consentMissing: 'Please accept the terms and conditions to proceed',
  otpIncomplete: 'Please enter a 6-digit OTP.',
  sendFailed: 'Failed to send OTP. Please try again.',
  sendError: 'Error sending OTP. Please try again.',
  verifyFailed: 'Invalid OTP. Please try again.',
  verifyError: 'Error verifying OTP. Please try again later.',
} as const;
