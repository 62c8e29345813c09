// What other packages' tests need from the command service: a local fake of Razorpay's API and its fixtures.
export * from './payments/testing/fake-razorpay.js';
export * from './payments/testing/razorpay-fixtures.js';
export * from './notifications/testing/fake-fcm.js';
